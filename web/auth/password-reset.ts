import { ERRORS } from '../../contracts/errors'
import { serverMessage, type ErrorAnswer } from '../lib/session-errors'

/** Spec section 5; the server holds sign-ups and resets to the same length (collections/Users). */
export const PASSWORD_MIN_LENGTH = 6

export const RESET_COPY = {
  sent: (email: string) => `If an account exists for ${email}, we have sent it a link to choose a new password. The link works for 1 hour.`,
  invalidLink: 'This reset link is invalid or has expired. Ask for a new one.',
  mismatch: 'The passwords do not match',
  done: 'Your password has been changed, and you are signed in.',
} as const

/** POST to one of Payload's auth endpoints; a failure becomes the message the page shows. */
export async function postAuth<T>(
  path: string,
  body: unknown,
): Promise<{ ok: true; answer: T } | { ok: false; status: number; message: string }> {
  try {
    const res = await fetch(`/api/users${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = (await res.json().catch(() => ({}))) as T & ErrorAnswer
    if (res.ok) return { ok: true, answer }
    return { ok: false, status: res.status, message: serverMessage(answer) || ERRORS.INVALID_INPUT.message }
  } catch {
    return { ok: false, status: 0, message: ERRORS.INVALID_INPUT.message }
  }
}
