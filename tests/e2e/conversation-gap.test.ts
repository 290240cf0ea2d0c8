import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { signInContext } from '../support/auth-page'
import { useBrowser } from '../support/browser'
import { DEMO_PASSWORD } from '../support/server'

const bubble = (page: Page, text: string) => page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text })

/**
 * A node that stores a message and dies before pushing it leaves a hole in every other
 * node's tabs: the sender's retry reaches a live node, which finds it stored and pushes
 * nothing (tests/integration/node-failure.test.ts found it). An open conversation that gets
 * a message past a missing sequence asks the database for what it lacks.
 */
describe('an open conversation', () => {
  const { openPage } = useBrowser()

  it('shows a message that was stored but never pushed, once a later one arrives', async () => {
    const vendor = await openPage()
    await signInContext(vendor.context, 'vendor@example.com', DEMO_PASSWORD)
    const inquiry = (await api('/api/conversations?depth=0&where[type][equals]=vendor_agency&sort=id&limit=1', { as: 'admin' })).body
      .docs[0] as { id: number; agency_user: number }
    await vendor.page.goto(`${baseUrl()}/app/messages/${inquiry.id}`)
    await bubble(vendor.page, 'Absolutely, local businesses are one of our best niches').waitFor()

    const last = (await api(`/api/messages?depth=0&where[conversation][equals]=${inquiry.id}&sort=-sequence&limit=1`, { as: 'admin' })).body
      .docs[0] as { sequence: number }
    // What a node that died right after writing it leaves: the row, and no push.
    const stored = await api('/api/messages', {
      as: 'admin',
      method: 'POST',
      body: {
        conversation: inquiry.id,
        sender: inquiry.agency_user,
        sender_role: 'agency',
        content: 'Stored by a node that died',
        sent_at: new Date().toISOString(),
        sequence: last.sequence + 1,
        sequence_key: `${inquiry.id}:${last.sequence + 1}`,
        client_message_id: 'gap-died-0001',
        client_key: `${inquiry.id}:gap-died-0001`,
      },
    })
    if (stored.status !== 201) throw new Error(`stored ${stored.status}: ${JSON.stringify(stored.body)}`)
    const sent = await api('/fn/send-message', {
      as: 'agency',
      method: 'POST',
      body: { conversationId: String(inquiry.id), content: 'Sent through a live node', clientMessageId: 'gap-live-0001' },
    })
    if (sent.status !== 200) throw new Error(`sent ${sent.status}`)

    await bubble(vendor.page, 'Sent through a live node').waitFor()
    await bubble(vendor.page, 'Stored by a node that died').waitFor({ timeout: 10_000 })
  })
})
