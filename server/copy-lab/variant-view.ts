import type { CopyVariantView } from '../../contracts/copy-lab'

type VariantDoc = {
  id: number | string
  slot: CopyVariantView['slot']
  text: string
  angle: CopyVariantView['angle']
  rationale?: string | null
  source: string
  edited?: boolean | null
  status: CopyVariantView['status']
  createdAt: string
  result?: unknown
}

/** A copy-variants document as the copy lab's functions answer it. */
export function copyVariantViewOf(doc: VariantDoc): CopyVariantView {
  const result = doc.result && typeof doc.result === 'object' ? (doc.result as CopyVariantView['result']) : null
  return {
    id: String(doc.id),
    slot: doc.slot,
    text: doc.text,
    angle: doc.angle,
    rationale: doc.rationale ?? '',
    source: doc.source,
    edited: !!doc.edited,
    status: doc.status,
    createdAt: doc.createdAt,
    result,
  }
}
