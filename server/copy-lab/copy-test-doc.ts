import type { Payload, TypedUser } from 'payload'
import type { CopySlotId } from '../../contracts/copy-lab'
import { AppError } from '../../contracts/errors'
import type { CopyTest } from '../../cms/payload-types'
import type { CopyTestArm, CopyTestDesign } from '../../experiments/copy-test-feature'

/** One arm's figures as the slot screen shows them (and as a stopped test keeps them). */
export type ArmFigures = {
  key: string
  users: number
  conversions: number
  rate: number
  uplift: number | null
  ci: [number, number] | null
  pValue: number | null
  chanceToBeBest: number | null
}

/** A copy-tests document with its JSON fields read as what the copy lab writes into them. */
export type CopyTestDoc = Omit<CopyTest, 'slot' | 'arms' | 'weights' | 'figures' | 'decision' | 'promoted' | 'rolled_back'> & {
  /** A page slot or a step's subject (the collection stores it as text, validated). */
  slot: CopySlotId
  arms: CopyTestArm[]
  weights: number[]
  figures?: ArmFigures[] | null
  decision?: { outcome: string; reason: string; winner: string | null } | null
  promoted?: { at: string; version: string | null } | null
  rolled_back?: { at: string; by: string } | null
}

export const asCopyTest = (doc: unknown) => doc as CopyTestDoc

/** The part of a test the experiment engine serves and measures (experiments/copy-test-feature.ts). */
export const designOf = (test: CopyTestDoc): CopyTestDesign => ({
  slot: test.slot,
  experiment: test.experiment,
  rule: test.rule,
  state: test.state,
  started_at: test.started_at,
  ends_at: test.ends_at,
  arms: test.arms,
  weights: test.weights,
})

/** A copy test by id as `user` may read it (a wrong id or one they may not see: 404). */
export async function findCopyTest(payload: Payload, id: string, user: TypedUser): Promise<CopyTestDoc> {
  const { docs } = await payload.find({
    collection: 'copy-tests',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  if (!docs[0]) throw new AppError('NOT_FOUND')
  return asCopyTest(docs[0])
}
