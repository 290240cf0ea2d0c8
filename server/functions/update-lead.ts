import { defineFunction } from './types'

/**
 * update-lead: the pricing click (clicked_pricing_tier, payment_attempted) and the survey's
 * viewed_pricing, on a lead the browser knows the id of. The schema admits nothing else, and
 * a lead that recorded a funnel session is changed only from that session.
 */
export const updateLead = defineFunction('update-lead', {
  auth: 'public',
  async handler({ leadId, session_id, ...changes }, { payload }) {
    const lead = await payload
      .findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, select: { session_id: true } })
      .catch(() => null)
    if (!lead || (lead.session_id && lead.session_id !== session_id)) return { updated: false }
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: changes,
      depth: 0,
      overrideAccess: false,
      context: { via: 'update-lead' },
    })
    return { updated: true }
  },
})
