/** The button of the sign-in page; the spec has no words for it (docs/decisions/073). */
export const MEMBER_SIGN_IN_LABEL = 'Sign in'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/**
 * What the e-mail's link opens: one button that POSTs the token. A mail scanner that fetches
 * the link sees this page and spends nothing; the buyer's click uses the link. Plain HTML (no
 * script, no inline style), so it works with the page CSP and without JavaScript.
 */
export function memberSignInPage({ token, heading }: { token: string; heading: string }): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="same-origin"><title>${escapeHtml(heading)}</title></head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<form method="post" action="/members/sign-in">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(MEMBER_SIGN_IN_LABEL)}</button>
</form>
</main>
</body>
</html>`
}
