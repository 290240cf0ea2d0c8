import type { CopySlot, CopySlotId } from '../../../contracts/copy-lab'
import { useFeatureValue } from './index'

/**
 * The flag a copy slot's test is served under: `COPY_SLOTS[slot].feature`, spelled from the id
 * here because importing the contract's values would bring zod into every page's first bundle
 * (tests/unit/slot-copy.test.ts checks the two agree for every slot).
 */
export const slotCopyFeature = (slot: CopySlotId): CopySlot['feature'] => `copy-${slot}`

/**
 * The words a visitor sees in a copy slot (issue 20): the running copy test's words for their
 * variation, or `published` (the CMS value) for the control (null), when no test runs (no
 * feature) or when a value is anything but words. Read through the page's GrowthBook, so the
 * exposure is tracked and the server's page cache keys on the visitor's variation.
 */
export function useSlotCopy(slot: CopySlotId, published: string): string {
  const value: unknown = useFeatureValue<string | null>(slotCopyFeature(slot), null)
  return typeof value === 'string' && value.trim() !== '' ? value : published
}
