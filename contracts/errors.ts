/**
 * The one error catalogue (spec section 8). Server functions throw an AppError with a
 * code; the transport answers with the code's HTTP status and `{ error, code }`. The
 * web app shows `error` as the toast text. Clients never see stack traces.
 */
export const ERRORS = {
  INVALID_INPUT: { status: 400, message: 'Something went wrong. Please try again.' },
  NOT_AUTHENTICATED: { status: 401, message: 'Not authenticated' },
  // Signed in, but not in a role that may: "Not authenticated" would send them to sign in again (issue 38).
  FORBIDDEN: { status: 403, message: 'Not allowed' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  // Not in the spec's catalogue: a node past its admission limit (docs/decisions/050).
  OVERLOADED: { status: 503, message: 'We are busy right now. Please wait a moment and try again.' },
  // Not in the spec's catalogue: the database did not answer or a commit failed; sent again with the same key, the call is safe (docs/decisions/113).
  DATABASE_UNAVAILABLE: { status: 503, message: 'We could not save this just now. Please try again in a moment.' },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
  PRICING_NOT_CONFIGURED: { status: 400, message: 'Pricing not configured. Please contact support.' },
  CHECKOUT_FAILED: { status: 502, message: 'Failed to create checkout session. Please try again.' },
  NO_CHECKOUT_URL: { status: 502, message: 'No checkout URL received' },
  WAITLIST_FAILED: { status: 500, message: 'Failed to join waitlist. Please try again.' },
  // Not in the spec's catalogue: the week's spots are taken (issue 39, point 4; docs/decisions/118).
  SOLD_OUT_THIS_WEEK: { status: 409, message: "This week's spots are taken. Join the waitlist and we'll tell you when one opens." },
  EMAIL_TAKEN: { status: 409, message: 'This email is already registered. Try signing in instead.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  AUTH_FAILED: { status: 401, message: 'Authentication failed' },
  AUTH_FIELDS_MISSING: { status: 400, message: 'Please fill in all fields' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'Password must be at least 6 characters' },
  SURVEY_LEAD_FAILED: { status: 500, message: 'Something went wrong saving your info.' },
  CHAT_FAILED: { status: 502, message: 'Failed to send message. Please try again.' },
  VOICE_FAILED: { status: 502, message: 'Failed to connect voice chat. Falling back to text.' },
  TRANSCRIPTION_FAILED: { status: 502, message: 'Transcription failed. Please try typing instead.' },
  NO_SPEECH: { status: 422, message: 'No speech detected. Please try again.' },
  VOICE_UNAVAILABLE: { status: 503, message: 'Failed to connect voice chat. Falling back to text.' },
  SESSION_EXPIRED: { status: 410, message: 'Session expired. Please refresh to try again.' },
  ACQUISITION_FIELDS_MISSING: { status: 400, message: 'Please fill in all fields' },
  ACQUISITION_START_OVER: { status: 400, message: 'Please start from the beginning' },
  ACQUISITION_CHECKOUT_FAILED: { status: 502, message: 'Failed to process checkout. Please try again.' },
  UPSELL_FAILED: { status: 502, message: 'Failed to process upsell. Please contact support.' },
  // The upsell was answered already (declined, or its charge failed) or its window has passed (docs/decisions/105).
  UPSELL_CLOSED: { status: 410, message: 'This offer has ended. Nothing was charged.' },
  CONVERSATION_START_FAILED: { status: 500, message: 'Failed to start conversation' },
  MESSAGE_SEND_FAILED: { status: 500, message: 'Failed to send message' },
  // Not in the spec's catalogue: an attachment that is not the sender's, of another conversation, or sent already.
  ATTACHMENT_UNAVAILABLE: { status: 400, message: 'This attachment cannot be sent. Please attach the file again.' },
  // Not in the spec's catalogue: upload budgets per user and hour, and unsent files per conversation (docs/decisions/073).
  UPLOAD_FILES_BUDGET: { status: 429, message: 'You have uploaded as many files as an hour allows. Please wait a while and try again.' },
  UPLOAD_BYTES_BUDGET: { status: 429, message: 'You have uploaded as much as an hour allows. Please wait a while and try again.' },
  UNSENT_UPLOADS_CAP: {
    status: 429,
    message: 'Too many files are waiting to be sent in this conversation. Send them before attaching more.',
  },
  INVITATION_SEND_FAILED: { status: 500, message: 'Failed to send invitation' },
  PROFILE_UPDATE_FAILED: { status: 500, message: 'Failed to update profile' },
  JOIN_FAILED: { status: 500, message: 'Failed to join conversation' },
  INVITATION_LINK_INVALID: { status: 400, message: 'Invalid invitation link' },
  INVITATION_NOT_FOUND: { status: 404, message: 'Invitation not found or already used' },
  INVITATION_EXPIRED: { status: 410, message: 'This invitation has expired' },
  // Not in the spec's catalogue: a second subscription to a product the agency already has.
  ALREADY_SUBSCRIBED: { status: 409, message: 'You already subscribe to this product.' },
  // Not in the spec's catalogue: a marketplace category products still use (issue 32, docs/decisions/085).
  CATEGORY_IN_USE: { status: 409, message: 'Products still use this category. Move them to another category first.' },
  // Not in the spec's catalogue: a client's link back to a chat (issue 18, docs/decisions/054-client-portal.md).
  CHAT_LINK_NOT_FOUND: { status: 404, message: 'This link was already used or does not exist. Ask for a new one below.' },
  CHAT_LINK_EXPIRED: { status: 410, message: 'This link has expired. Ask for a new one below.' },
  // Not in the spec's catalogue: the copy lab (issue 20, docs/decisions/065-copy-lab.md).
  COPY_WRITER_FAILED: { status: 502, message: 'The writer’s answer could not be used, so nothing was saved. Please try again.' },
  COPY_TEST_RUNNING: { status: 409, message: 'A copy test is already running on this slot. Stop it before starting another.' },
  COPY_VARIANT_NOT_APPROVED: { status: 400, message: 'Only approved variants can run. Approve them first.' },
  // Not in the spec's catalogue: a report's window (funnel-report, experiment-results) bounds its work (issue 30, docs/decisions/072).
  // Not in the spec's catalogue: an event only the server writes, sent to the public tracker (issue 38, docs/decisions/109).
  // The message names the type: serverOnlyEventMessage(type).
  SERVER_ONLY_EVENT: { status: 400, message: 'This event is recorded by the server and cannot be sent from the page.' },
  REPORT_WINDOW_OUT_OF_BOUNDS: { status: 400, message: 'The window must be at most 2 years, between 2000 and 2100.' },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof ERRORS

/** The body of every failed function call. `title` is set where the spec gives a toast title. */
export type ErrorBody = { error: string; code: ErrorCode; title?: string }

export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly title?: string

  constructor(code: ErrorCode, message?: string, title?: string) {
    super(message ?? ERRORS[code].message)
    this.code = code
    this.status = ERRORS[code].status
    this.title = title
  }

  toBody(): ErrorBody {
    return this.title ? { error: this.message, code: this.code, title: this.title } : { error: this.message, code: this.code }
  }
}
