import type { CollectionBeforeChangeHook } from 'payload'
import { newOrderNumber } from '../order-number'

/** A new order gets its random number; nobody chooses it, and it never changes. */
export const giveOrderNumber: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation === 'create') data.number = newOrderNumber()
  else if ('number' in data) data.number = originalDoc?.number ?? data.number
  return data
}
