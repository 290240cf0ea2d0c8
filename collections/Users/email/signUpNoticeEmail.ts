import { serverOrigin } from '../../../runtime/server-url'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

export const signUpNoticeSubject = 'Someone tried to sign up with your e-mail address'

/** The mail to the owner of a registered address; links from SERVER_URL only, never the request's Host. */
export function signUpNoticeHtml(): string {
  const origin = serverOrigin() ?? ''
  const signIn = escapeHtml(`${origin}/auth`)
  const reset = escapeHtml(`${origin}/forgot-password`)
  return [
    '<p>Someone tried to create an Agency Blueprint account with your e-mail address, which already has one.</p>',
    `<p>If it was you, <a href="${signIn}">sign in</a> (${signIn}), or <a href="${reset}">reset your password</a> (${reset}) if you forgot it.</p>`,
    '<p>If it was not you, you need not do anything: no account was created and yours is unchanged.</p>',
  ].join('\n')
}
