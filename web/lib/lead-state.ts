import type { HeldLead } from '../../contracts/leads'

/** The browser-kept lead state of spec section 3 (session storage). */
export type LeadState = { captured: boolean; email: string; firstName: string; lastName: string }

const KEYS = {
  captured: 'leadCaptured',
  email: 'lead_captured_email',
  firstName: 'lead_captured_firstName',
  lastName: 'lead_captured_lastName',
}

export function readLeadState(): LeadState {
  try {
    return {
      captured: sessionStorage.getItem(KEYS.captured) === 'true',
      email: sessionStorage.getItem(KEYS.email) ?? '',
      firstName: sessionStorage.getItem(KEYS.firstName) ?? '',
      lastName: sessionStorage.getItem(KEYS.lastName) ?? '',
    }
  } catch {
    return { captured: false, email: '', firstName: '', lastName: '' }
  }
}

export function storeLeadState({ email, firstName, lastName }: { email: string; firstName: string; lastName?: string }): void {
  try {
    sessionStorage.setItem(KEYS.captured, 'true')
    sessionStorage.setItem(KEYS.email, email)
    sessionStorage.setItem(KEYS.firstName, firstName)
    sessionStorage.setItem(KEYS.lastName, lastName ?? '')
  } catch {
    /* storage unavailable: the page still knows for this visit */
  }
}

const HELD_LEAD = { id: 'lead_id', token: 'lead_token' }

/**
 * The last lead captured in this tab, wherever it was (home modals, survey, offer, cancel page,
 * waitlist): its id and the token that lets this browser update it. Kept with the rest of the
 * lead state, so /pricing and checkout attribute plan clicks and payments to it (issue 19).
 */
export function storeHeldLead({ leadId, leadToken }: HeldLead): void {
  try {
    sessionStorage.setItem(HELD_LEAD.id, leadId)
    sessionStorage.setItem(HELD_LEAD.token, leadToken)
  } catch {
    /* storage unavailable: router state still carries it where a page passes it */
  }
}

export function readHeldLead(): HeldLead | null {
  try {
    const leadId = sessionStorage.getItem(HELD_LEAD.id)
    const leadToken = sessionStorage.getItem(HELD_LEAD.token)
    return leadId && leadToken ? { leadId, leadToken } : null
  } catch {
    return null
  }
}
