import type { CopySlotId } from '../../../contracts/copy-lab'

/** The copy lab's admin pages: the slots, and one screen per slot under it (payload.config.ts). */
export const COPY_LAB_PATH = '/admin/copy-lab'
export const slotPath = (slot: CopySlotId) => `${COPY_LAB_PATH}/${slot}`
