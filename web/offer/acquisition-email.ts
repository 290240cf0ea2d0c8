/**
 * The email captured on /offer, kept in session storage (spec section 3): set after the
 * capture, read at checkout, removed on the offer's thank-you view.
 */
export const ACQUISITION_EMAIL_KEY = 'acquisition_email'

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export const readAcquisitionEmail = (): string => storage()?.getItem(ACQUISITION_EMAIL_KEY)?.trim() ?? ''
export const rememberAcquisitionEmail = (email: string) => storage()?.setItem(ACQUISITION_EMAIL_KEY, email)
export const forgetAcquisitionEmail = () => storage()?.removeItem(ACQUISITION_EMAIL_KEY)
