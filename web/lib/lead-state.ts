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
