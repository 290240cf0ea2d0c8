import { describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { screenshot, signInToAdmin, useBrowser } from '../support/browser'
import { TEST_ADMIN } from '../support/server'

const { openPage } = useBrowser()

/**
 * The admin needs nothing but this server: Payload's code and JSON fields get their Monaco
 * editor from the product, not from a CDN (docs/decisions/036), and labels read as words
 * (collections/labels.ts).
 */
describe('a lead in the admin, offline', () => {
  it('opens the edit view with its JSON editors rendered, asking no host but the server', async () => {
    const created = await api('/api/leads', {
      method: 'POST',
      as: 'admin',
      body: {
        email: `offline-${Date.now()}@example.com`,
        first_name: 'Olive',
        last_name: 'Offline',
        metadata: { roi_monthly_profit: 4200, source_widget: 'roi-calculator' },
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id as string | number

    const { page, context } = await openPage({ viewport: { width: 1440, height: 1000 } })
    const hosts = new Set<string>()
    const requested: string[] = []
    // Pages, their workers and anything they start: every request of the context.
    context.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol === 'data:' || url.protocol === 'blob:') return
      requested.push(request.url())
      hosts.add(url.host)
    })
    await signInToAdmin(page, baseUrl(), TEST_ADMIN.email, TEST_ADMIN.password)
    await page.goto(`${baseUrl()}/admin/collections/leads/${id}`)

    // Labels read as words: 'First name', not 'First_name'.
    await expect.poll(() => page.getByLabel('First name', { exact: true }).inputValue()).toBe('Olive')
    await expect.poll(() => page.getByLabel('UTM source', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByText('First_name').count()).toBe(0)

    // The Metadata field's code editor is Monaco, rendered with the lead's JSON.
    // Monaco replaces its lines while it loads, so scroll again until the text stays.
    const metadata = page.getByText('source_widget')
    await expect
      .poll(
        async () => {
          await metadata.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined)
          return metadata.isVisible()
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    await expect.poll(() => page.getByRole('code').first().isVisible(), { timeout: 30_000 }).toBe(true)
    await expect.poll(() => page.getByText('roi-calculator').isVisible()).toBe(true)
    await page.waitForLoadState('networkidle')
    await screenshot(page, 'admin-lead-offline.png', { fullPage: true })

    expect(requested.some((url) => url.includes('/vendor/monaco-editor@'))).toBe(true)
    expect([...hosts]).toEqual([new URL(baseUrl()).host])
  })
})
