import type { Field } from 'payload'

/**
 * Who a sale came from: the visitor id cookie (the experiment unit, server/visitor-id.ts) and
 * the lead captured in the funnel. Copied from the checkout's metadata when the payment
 * provider reports it, so revenue can be attributed to a source and to experiment variants.
 */
export const attributionFields = (): Field[] => [
  {
    name: 'visitor_id',
    type: 'text',
    index: true,
    admin: { readOnly: true, position: 'sidebar', description: 'The visitor who checked out (funnel attribution)' },
  },
  {
    name: 'lead',
    type: 'relationship',
    relationTo: 'leads',
    index: true,
    admin: { readOnly: true, position: 'sidebar', description: 'The lead captured before checkout, if any' },
  },
]
