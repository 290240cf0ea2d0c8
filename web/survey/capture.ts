import { surveyLead } from '../../contracts/leads'
import { abusiveReason, spamReason } from '../../contracts/survey-spam'

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

const valid = (field: 'email' | 'full_name' | 'phone', value: string) => surveyLead.shape[field].safeParse(value).success

/**
 * One visitor message through the capture machine: the next state and what the chat does.
 * Discovery answers meet the whole spam check; contact details only the abuse words (a
 * name like "Al" is not spam), and otherwise the spec's validation replies.
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
    case 'awaiting_email':
      return valid('email', text)
        ? { capture: { ...capture, email: text, state: 'requesting_name' }, action: 'ask_name' }
        : { capture, action: 'invalid_email' }
    case 'awaiting_name':
      return valid('full_name', text)
        ? { capture: { ...capture, fullName: text, state: 'requesting_phone' }, action: 'ask_phone' }
        : { capture, action: 'invalid_name' }
    case 'awaiting_phone':
      return valid('phone', text)
        ? { capture: { ...capture, phone: text, state: 'transitioning' }, action: 'save_lead' }
        : { capture, action: 'invalid_phone' }
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
