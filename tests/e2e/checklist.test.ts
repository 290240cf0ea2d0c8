import { describe, expect, it } from 'vitest'
import { api, baseUrl, outboxMails } from '../support/api'
import { toastWith, uniqueEmail } from '../support/auth-page'
import { screenshot, useBrowser, waitForHydration } from '../support/browser'

/**
 * The free checklist of the cancel page (docs/decisions/057-spec-pieces.md): an address in,
 * 'Checklist sent to your email!' out, the checklist in the outbox, the lead and the funnel event stored.
 */
describe('the checklist e-mail', () => {
  const { openPage } = useBrowser()

  it("sends the checklist from /cancel and says 'Checklist sent to your email!'", async () => {
    const page_ = (await api('/api/globals/cancel-page?depth=0')).body
    const email = uniqueEmail()
    const { page, problems } = await openPage()
    await page.goto(`${baseUrl()}/cancel?utm_source=e2e-checklist`)
    await waitForHydration(page)
    const form = page.getByRole('region', { name: page_.checklist.heading })
    await form.getByRole('textbox', { name: 'Email' }).fill(email)
    await form.getByRole('button', { name: 'Send me the checklist' }).click()
    await toastWith(page, 'Checklist sent to your email!').waitFor()
    await screenshot(page, 'cancel-checklist-sent.png', { fullPage: true })

    const mails = outboxMails().filter((mail) => mail.to === email) as unknown as { subject: string; text: string }[]
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(page_.checklist.email_subject)
    expect(mails[0]!.text).toContain(`1. ${page_.checklist.items[0].item}`)

    const leads = (await api(`/api/leads?where[email][equals]=${encodeURIComponent(email)}`, { as: 'admin' })).body.docs
    expect(leads).toMatchObject([{ modal_context: 'checklist', utm_source: 'e2e-checklist', metadata: { source: 'cancel_page' } }])

    // Leaving the page sends the queued funnel events (sendBeacon); the tab keeps its session id.
    const sessionId = await page.evaluate(() => sessionStorage.getItem('session_id'))
    expect(leads[0].session_id).toBe(sessionId)
    await page.goto(`${baseUrl()}/healthz`)
    await expect
      .poll(
        async () => {
          const res = await api(`/api/funnel-events?where[session_id][equals]=${sessionId}&limit=50`, { as: 'analyst' })
          return (res.body.docs as { event_type: string }[]).map((e) => e.event_type)
        },
        { timeout: 15_000 },
      )
      .toContain('checklist_requested')
    expect(problems()).toEqual([])
  })
})
