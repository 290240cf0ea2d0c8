import type { Payload, PayloadRequest, TypedUser } from 'payload'
import type { CopySlotId, CopyVariantStatus } from '../../contracts/copy-lab'
import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { OFFLINE_WRITER_SOURCE, writeOfflineVariants } from '../copy-lab/offline-writer'
import { modelWriterSource, writeModelVariants } from '../copy-lab/openai-writer'
import { proposalProblem } from '../copy-lab/proposal-problem'
import { findCopySlot } from '../copy-lab/slot-entries'
import { slotWordsNow } from '../copy-lab/slot-words'
import { copyVariantViewOf } from '../copy-lab/variant-view'
import type { TriedVariant } from '../copy-lab/writer'
import { openAiService } from '../integrations/openai/client'
import { defineFunction } from './types'

/** Variants whose fate is known: the library the writer learns from. */
const LIBRARY: CopyVariantStatus[] = ['won', 'lost', 'inconclusive', 'rejected']
const TRIED_SHOWN = 10
/** Proposals not yet decided (in review, approved, or in the running test): the model is told them so it does not propose them again. */
const WAITING: CopyVariantStatus[] = ['draft', 'approved', 'running']
/** Every earlier proposal's words, so the offline writer does not propose them again. */
const EARLIER_READ = 500

async function slotHistory(payload: Payload, slot: CopySlotId, user: TypedUser) {
  const [library, earlier] = await Promise.all([
    payload.find({
      collection: 'copy-variants',
      where: { and: [{ slot: { equals: slot } }, { status: { in: LIBRARY } }] },
      sort: '-createdAt',
      limit: TRIED_SHOWN,
      depth: 0,
      overrideAccess: false,
      user,
    }),
    payload.find({
      collection: 'copy-variants',
      where: { slot: { equals: slot } },
      sort: '-createdAt',
      limit: EARLIER_READ,
      depth: 0,
      select: { text: true, status: true },
      overrideAccess: false,
      user,
    }),
  ])
  const tried: TriedVariant[] = library.docs.map((doc) => {
    const { result, status } = copyVariantViewOf(doc)
    return { text: doc.text, status, uplift: result?.uplift ?? null }
  })
  const waiting = earlier.docs.filter((doc) => WAITING.includes(doc.status as CopyVariantStatus)).map((doc) => doc.text)
  return { tried, waiting, earlierTexts: earlier.docs.map((doc) => doc.text) }
}

/**
 * propose-copy-variants: three drafts for a copy slot, from the model when OPENAI_API_KEY is
 * set, else from the offline writer, told what the slot's earlier tests found. The three are
 * saved together, and only once all three can run on the slot (docs/decisions/065).
 */
export const proposeCopyVariants = defineFunction('propose-copy-variants', {
  auth: 'user',
  handler: async ({ slot: slotId, brief }, { payload, user, logger }) => {
    if (!user || !hasRole(user, 'marketer', 'analyst', 'admin')) throw new AppError('FORBIDDEN')
    const slot = await findCopySlot(payload, user, slotId)
    const [original, { tried, waiting, earlierTexts }] = await Promise.all([
      slotWordsNow(payload, slot, user),
      slotHistory(payload, slotId, user),
    ])
    if (!original.trim()) throw new AppError('NOT_FOUND', `The ${slot.label.toLowerCase()} has no published words yet.`)

    const service = openAiService()
    let written
    try {
      written = service
        ? await writeModelVariants(service, { slot, original, brief, tried, waiting })
        : writeOfflineVariants({ slot, original, brief, avoid: earlierTexts })
    } catch (error) {
      if (error instanceof AppError) logger.warn({ err: error.cause, reason: error.message, slot: slotId }, 'copy writer failed')
      throw error
    }
    const source = service ? modelWriterSource(service.models.copy) : OFFLINE_WRITER_SOURCE
    // Whichever writer made them, words that break the slot's rules or the brief's length are never saved.
    const problem = written.map(({ text }) => proposalProblem(slot, original, text, brief)).find((p) => p !== null)
    if (problem)
      throw new AppError(
        'COPY_WRITER_FAILED',
        `The writer proposed words that cannot run: ${problem.charAt(0).toLowerCase()}${problem.slice(1)} Nothing was saved.`,
      )

    const transactionID = (await payload.db.beginTransaction()) ?? undefined
    const req: Partial<PayloadRequest> = { transactionID }
    try {
      const saved = []
      for (const { text, angle, rationale } of written) {
        saved.push(
          await payload.create({
            collection: 'copy-variants',
            data: { slot: slotId, text, angle, rationale, source, brief: brief || undefined, status: 'draft' },
            depth: 0,
            overrideAccess: false,
            user,
            req,
          }),
        )
      }
      if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
      return { variants: saved.map(copyVariantViewOf), tried }
    } catch (error) {
      if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
      throw error
    }
  },
})
