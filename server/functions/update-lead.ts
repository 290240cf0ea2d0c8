import { spendClientMailBudget } from '../../runtime/mail-budget'
import { leadTokenMatches } from '../leads/lead-token'
import { defineFunction } from './types'

/**
 * update-lead: the pricing click (clicked_pricing_tier, payment_attempted) and the survey's
 * viewed_pricing. The schema admits nothing else, and only the lead's holder changes it: the
 * browser that created it (the `leadToken` create-lead answered) or the lead's own funnel
 * session. A lead id alone, guessed or the next one, changes nothing.
 */
export const updateLead = defineFunction('update-lead', {
  auth: 'public',
  async handler({ leadId, session_id, leadToken, ...changes }, { payload, req }) {
    const lead = await payload
      .findByID({
        collection: 'leads',
        id: leadId,
        depth: 0,
        overrideAccess: true,
        showHiddenFields: true,
        select: { session_id: true, token_hash: true },
      })
      .catch(() => null)
    const holder = !!lead && ((!!lead.session_id && lead.session_id === session_id) || leadTokenMatches(leadToken, lead.token_hash))
    if (!holder) return { updated: false }
    // A plan checkout started enrols the address in the abandoned-checkout sequence: it spends the
    // caller's mail budget (issue 38); past it, the click is kept and mails nothing.
    const sequencesHeld = changes.payment_attempted === true && (await spendClientMailBudget(req.ip)) !== null
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: changes,
      depth: 0,
      overrideAccess: false,
      context: { via: 'update-lead', sequencesHeld },
    })
    return { updated: true }
  },
})
