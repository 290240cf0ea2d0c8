import type { CopyVariant } from '../../cms/payload-types'
import { copyVariantView, type CopySlotId, type CopyVariantView } from '../../contracts/copy-lab'

const resultView = copyVariantView.shape.result

/**
 * A copy-variants document as every copy-lab function answers it. `result` is a json field
 * the copy tests write; anything that is not a test's figures reads as "never ran".
 */
export function copyVariantViewOf(doc: CopyVariant): CopyVariantView {
  const result = resultView.safeParse(doc.result ?? null)
  return {
    id: String(doc.id),
    slot: doc.slot as CopySlotId,
    text: doc.text,
    angle: doc.angle,
    rationale: doc.rationale ?? '',
    source: doc.source,
    edited: !!doc.edited,
    status: doc.status,
    createdAt: doc.createdAt,
    result: result.success ? result.data : null,
  }
}
