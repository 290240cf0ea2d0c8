/**
 * Uses an access e-mail's sign-in link as a buyer's browser does (docs/decisions/073): the GET
 * shows a page with one 'Sign in' button, whose POST spends the link and sets the members'
 * session cookie. Answers the POST's status and redirect, and the cookie to send.
 */
export async function openMemberLink(link: string) {
  const origin = new URL(link).origin
  const page = await fetch(link, { redirect: 'manual' })
  const html = await page.text()
  const token = /name="token" value="([\w-]+)"/.exec(html)?.[1] ?? ''
  const res = await fetch(`${origin}/members/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ token }).toString(),
  })
  const setCookie = res.headers.get('set-cookie') ?? ''
  const session = /members_session=([\w-]+)/.exec(setCookie)?.[1]
  return {
    pageStatus: page.status,
    pageHtml: html,
    status: res.status,
    location: res.headers.get('location'),
    setCookie,
    cookie: session ? `members_session=${session}` : undefined,
  }
}
