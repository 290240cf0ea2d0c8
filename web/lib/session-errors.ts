import { ERRORS } from '../../contracts/errors'

/** A failed sign-in, sign-up or sign-out; the message is the one the page shows. */
export class AuthError extends Error {}

/** Payload's REST error answer, or the catalogue's `{ error }` of anything in front of it (a rate limit). */
export type ErrorAnswer = {
  errors?: { message?: string; data?: { errors?: { message?: string; path?: string }[] } }[]
  error?: string
}

/** The most specific message of an answer: a field's, else the request's. */
export function serverMessage(answer: ErrorAnswer): string {
  const [first] = answer.errors ?? []
  return first?.data?.errors?.[0]?.message || first?.message || answer.error || ''
}

/**
 * Payload answers 401 both for wrong credentials and for an account locked after too many
 * attempts; only its message tells them apart, and the lock's says when to try again.
 */
const LOCKED = /locked/i

/** Spec section 8, sign-in: 'Invalid email or password', else the server's message, else 'Authentication failed'. */
export function signInErrorMessage(status: number, answer: ErrorAnswer): string {
  const message = serverMessage(answer)
  if (status === 401 && !LOCKED.test(message)) return ERRORS.INVALID_CREDENTIALS.message
  return message || ERRORS.AUTH_FAILED.message
}

/** Spec section 8, sign-up: an e-mail already registered has its own message; the rest as for sign-in. */
export function signUpErrorMessage(answer: ErrorAnswer): string {
  const emailTaken = (answer.errors ?? []).some((error) =>
    error.data?.errors?.some((field) => field.path === 'email' && /already/i.test(field.message ?? '')),
  )
  if (emailTaken) return ERRORS.EMAIL_TAKEN.message
  return serverMessage(answer) || ERRORS.AUTH_FAILED.message
}

/**
 * The sign-in that follows a sign-up. The server answers a sign-up for a registered address
 * as it answers a new one (and mails the owner), so a refused password here means the address
 * had an account already: the spec's sign-up duplicate message.
 */
export function signInAfterSignUpErrorMessage(status: number, answer: ErrorAnswer): string {
  if (status === 401) return ERRORS.EMAIL_TAKEN.message
  return signInErrorMessage(status, answer)
}
