import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { api, baseUrl, fromAddress, outboxMails } from '../support/api'

const newEmail = () => `checklist-${randomBytes(5).toString('hex')}@lead.example.com`
const send = (body: Record<string, unknown>) => api('/fn/send-checklist', { method: 'POST', body })
const mailsTo = (email: string) =>
  outboxMails().filter((mail) => mail.to === email) as ({ text: string } & ReturnType<typeof outboxMails>[number])[]

async function leadsOf(email: string) {
  const res = await api(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { as: 'admin' })
  expect(res.status).toBe(200)
  return res.body.docs as Record<string, any>[]
}

describe("send-checklist ('Checklist sent to your email!')", () => {
  it('stores the lead with its source and e-mails the checklist of the cancel page through the outbox', async () => {
    const email = newEmail()
    // The Host the request names is the caller's choice: the link in the mail must not follow it.
    const res = await fromAddress('127.0.0.1', '/fn/send-checklist', {
      body: { email: email.toUpperCase(), source: 'cancel_page', session_id: 'checklist-session', utm_source: 'newsletter' },
      headers: { host: 'evil.example' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({ sent: true })

    const page = (await api('/api/globals/cancel-page?depth=0')).body
    const mails = mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(page.checklist.email_subject)
    for (const [i, row] of (page.checklist.items as { item: string }[]).entries()) expect(mails[0]!.text).toContain(`${i + 1}. ${row.item}`)
    expect(mails[0]!.text).toContain(`${baseUrl()}/pricing`)
    expect(mails[0]!.text).not.toContain('evil.example')

    const leads = await leadsOf(email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      email,
      modal_context: 'checklist',
      lead_type: 'lead_magnet',
      funnel_step: 'checklist_sent',
      session_id: 'checklist-session',
      utm_source: 'newsletter',
      metadata: { source: 'cancel_page', checklist_sends: 1 },
    })
  })

  it('updates the same lead and sends no second mail when asked again within ten minutes', async () => {
    const email = newEmail()
    expect((await send({ email, source: 'cancel_page' })).status).toBe(200)
    const again = await send({ email, source: 'cancel_page', utm_campaign: 'second-visit' })
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ sent: true })
    expect(mailsTo(email)).toHaveLength(1)
    const leads = await leadsOf(email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ utm_campaign: 'second-visit', metadata: { checklist_sends: 1 } })
  })

  it("refuses a bad address with the spec's message, and an unknown source, storing and sending nothing", async () => {
    const bad = await send({ email: 'not-an-address', source: 'cancel_page' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ code: 'INVALID_INPUT', error: 'Please enter a valid email address' })
    const email = newEmail()
    const unknownSource = await send({ email, source: 'somewhere', extra: 1 })
    expect(unknownSource.status).toBe(400)
    expect(unknownSource.body.code).toBe('INVALID_INPUT')
    expect(mailsTo(email)).toHaveLength(0)
    expect(await leadsOf(email)).toHaveLength(0)
  })

  it('does not let a visitor read or write leads through the API', async () => {
    expect((await api('/api/leads?limit=1')).status).toBe(403)
    const res = await api('/api/leads', { method: 'POST', body: { email: newEmail(), modal_context: 'checklist' } })
    expect(res.status).toBe(403)
  })
})
