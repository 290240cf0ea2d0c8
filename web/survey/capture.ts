import { abusiveReason, spamReason } from '../../contracts/survey-spam'
import { emailIn, nameIn, phoneIn } from './contact-in-message'

/** The chat's data-capture sub-states (spec section 4). */
export type CaptureState =
  'discovery' | 'awaiting_email' | 'requesting_name' | 'awaiting_name' | 'requesting_phone' | 'awaiting_phone' | 'transitioning'

/** The email is asked for after the visitor's 4th message (spec section 4). */
export const EMAIL_AFTER_USER_MESSAGES = 4

export type Capture = {
  state: CaptureState
  /** The visitor's discovery answers, oldest first. */
  answers: string[]
  email: string
  fullName: string
  phone: string
}

/** What the chat does with one visitor message. */
export type CaptureAction =
  | 'not_right_fit'
  | 'ask_interviewer'
  | 'ask_email'
  | 'invalid_email'
  | 'ask_name'
  | 'invalid_name'
  | 'ask_phone'
  | 'invalid_phone'
  | 'save_lead'

export const startCapture = (): Capture => ({ state: 'discovery', answers: [], email: '', fullName: '', phone: '' })

/**
 * One visitor message through the capture machine: the next state and what the chat does.
 * Discovery answers meet the whole spam check; contact details only the abuse words (a
 * name like "Al" is not spam). The e-mail, name or phone is found inside a sentence
 * (contact-in-message.ts); without one, the spec's validation replies.
 */
export function advanceCapture(capture: Capture, message: string): { capture: Capture; action: CaptureAction } {
  const text = message.trim()
  const state = settleCapture(capture).state
  if (state === 'discovery') {
    if (spamReason(text, capture.answers)) return { capture, action: 'not_right_fit' }
    const answers = [...capture.answers, text]
    if (answers.length >= EMAIL_AFTER_USER_MESSAGES)
      return { capture: { ...capture, answers, state: 'awaiting_email' }, action: 'ask_email' }
    return { capture: { ...capture, answers }, action: 'ask_interviewer' }
  }
  if (state === 'transitioning') return { capture, action: 'save_lead' }
  if (abusiveReason(text)) return { capture, action: 'not_right_fit' }
  switch (state) {
    case 'awaiting_email': {
      const email = emailIn(text)
      if (!email) return { capture, action: 'invalid_email' }
      // "My name is Sam, sam@example.org": the name came with it, so the chat goes on to the phone.
      const fullName = nameIn(text)
      return fullName
        ? { capture: { ...capture, email, fullName, state: 'requesting_phone' }, action: 'ask_phone' }
        : { capture: { ...capture, email, state: 'requesting_name' }, action: 'ask_name' }
    }
    case 'awaiting_name': {
      const fullName = nameIn(text)
      return fullName
        ? { capture: { ...capture, fullName, state: 'requesting_phone' }, action: 'ask_phone' }
        : { capture, action: 'invalid_name' }
    }
    case 'awaiting_phone': {
      const phone = phoneIn(text)
      return phone ? { capture: { ...capture, phone, state: 'transitioning' }, action: 'save_lead' } : { capture, action: 'invalid_phone' }
    }
    default:
      // requesting_name and requesting_phone were settled above.
      throw new Error(`capture state ${state} takes no message`)
  }
}

/** Once the request for the name or phone has been shown, the chat waits for the answer. */
export function settleCapture(capture: Capture): Capture {
  if (capture.state === 'requesting_name') return { ...capture, state: 'awaiting_name' }
  if (capture.state === 'requesting_phone') return { ...capture, state: 'awaiting_phone' }
  return capture
}

/** A failed save goes back to asking for the phone, so the visitor can send it again. */
export const retryPhone = (capture: Capture): Capture => ({ ...capture, state: 'awaiting_phone' })

/** "Jane van Dijk" → "Jane". */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? ''
