import type { PayloadRequest } from 'payload'
import { serverOrigin } from '../../../runtime/server-url'

/** How long a password-reset link works (docs/decisions/017). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000

/** The web app's reset page, on SERVER_URL: never the request's Host header, which a caller chooses. */
export function resetPasswordLink(token: string): string {
  return `${serverOrigin() ?? ''}/reset-password?token=${encodeURIComponent(token)}`
}

export const resetPasswordSubject = () => 'Reset your password'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** The mail forgot-password sends (outbox by default): the link, how long it lasts, and what to do if it was not you. */
export function resetPasswordHtml(args?: { req?: PayloadRequest; token?: string }): string {
  const link = escapeHtml(resetPasswordLink(args?.token ?? ''))
  return [
    '<p>Someone (hopefully you) asked to reset the password of your Agency Blueprint account.</p>',
    `<p><a href="${link}">Choose a new password</a></p>`,
    `<p>Or paste this link into your browser: ${link}</p>`,
    '<p>The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n')
}
