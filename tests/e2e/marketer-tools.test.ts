import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { screenshot, signInToAdmin, useBrowser, waitForHydration } from '../support/browser'
import { DEMO, DEMO_PASSWORD, TEST_ADMIN } from '../support/server'
import { leadModalBody } from '../support/load-payloads'
import { sendTrackerBatch, trackerBatch } from '../support/tracker'

const { openPage } = useBrowser()

type Home = Record<string, any>
const publishedHome = async (): Promise<Home> => (await api('/api/globals/home?depth=0')).body

/** Publishes `changes` over the current published home page, as a marketer (test clean-up). */
async function publishHome(changes: Home): Promise<void> {
  const current = await publishedHome()
  const res = await api('/api/globals/home', { method: 'POST', as: 'marketer', body: { ...current, ...changes, _status: 'published' } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

async function homeHtml(): Promise<string> {
  const res = await fetch(`${baseUrl()}/`)
  expect(res.status).toBe(200)
  return res.text()
}

async function openHomeInAdmin(page: Page): Promise<void> {
  await signInToAdmin(page, baseUrl(), DEMO.marketer, DEMO_PASSWORD)
  await page.goto(`${baseUrl()}/admin/globals/home`)
  await expect.poll(() => page.getByRole('heading', { name: 'Home page' }).isVisible()).toBe(true)
}

async function publishInAdmin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish changes' }).click()
  // The whole home page and its version in one write: on CI, beside another pass, it took over 15 s once.
  await page.getByText('Updated successfully.').waitFor({ timeout: 30_000 })
}

/** Double-clicks `word` inside the rich-text editor that holds `editorText`, which selects it. */
async function selectWord(page: Page, editorText: string, word: string): Promise<void> {
  const at = await page.evaluate(
    ([editorText, word]) => {
      const editor = [...document.querySelectorAll<HTMLElement>('[contenteditable="true"]')].find((el) =>
        el.textContent?.includes(editorText),
      )!
      const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const index = node.textContent!.search(new RegExp(`\\b${word}\\b`))
        if (index < 0) continue
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + word.length)
        const box = range.getBoundingClientRect()
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      }
      throw new Error(`"${word}" is not in the editor`)
    },
    [editorText, word] as const,
  )
  await page.mouse.dblclick(at.x, at.y)
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(word)
}

describe('a marketer formats the story in the admin', () => {
  let original: Home | undefined
  afterAll(async () => {
    if (original) await publishHome({ sales_letter: original })
  })

  it('makes a word of the sales letter bold, publishes, and / shows it in <strong>', async () => {
    const home = await publishedHome()
    original = home.sales_letter
    const firstWords = 'If you run a marketing agency'
    expect(home.sales_letter.body_html).toContain(firstWords)
    expect(home.sales_letter.body_html).not.toContain('<strong>')

    const { page, problems } = await openPage({ viewport: { width: 1440, height: 1000 } })
    await openHomeInAdmin(page)
    const editor = page.getByRole('textbox').filter({ hasText: firstWords })
    await editor.scrollIntoViewIfNeeded()
    await editor.click()
    // Once in CI (2026-11-23) the keystroke came before the editor had taken the selection and
    // was lost: select and press again, up to three times, until the word is bold.
    const bold = editor.locator('strong', { hasText: 'trap' })
    for (let attempt = 1; (await bold.count()) === 0; attempt++) {
      expect(attempt, 'the word never became bold').toBeLessThanOrEqual(3)
      await selectWord(page, firstWords, 'trap')
      await page.keyboard.press('ControlOrMeta+B')
      await bold.waitFor({ timeout: 3000 }).catch(() => undefined)
    }
    expect(await bold.count()).toBe(1)
    await screenshot(page, 'admin-rich-text-bold.png')
    await publishInAdmin(page)

    // In the server-rendered HTML…
    const html = await homeHtml()
    expect(html).toContain('you know the <strong>trap</strong>:')
    // …and in the visitor's browser after hydration, inside the sales letter.
    const visitor = await openPage()
    await visitor.page.goto(`${baseUrl()}/`)
    await waitForHydration(visitor.page)
    const letter = visitor.page.getByRole('region', { name: home.sales_letter.heading })
    expect(await letter.locator('strong', { hasText: 'trap' }).isVisible()).toBe(true)
    await letter.scrollIntoViewIfNeeded()
    await screenshot(visitor.page, 'home-rich-text-bold.png')
    expect(visitor.problems()).toEqual([])
    expect(problems()).toEqual([])
  })
})

describe('a marketer edits the SEO of the home page', () => {
  let original: Home | undefined
  afterAll(async () => {
    if (original) await publishHome({ meta: original })
  })

  it('changes the meta description in the SEO tab; / carries it in its meta tags', async () => {
    const home = await publishedHome()
    original = home.meta
    const description = `Agencies & owners: "resell" local SEO at 10x <today> ${Date.now().toString(36)}`
    const escaped = description.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    expect(await homeHtml()).toContain(`<meta name="description" content="${home.meta.description}" />`)

    const { page } = await openPage({ viewport: { width: 1440, height: 1000 } })
    await openHomeInAdmin(page)
    await page.getByRole('button', { name: 'SEO', exact: true }).click()
    const field = page.getByRole('textbox', { name: /^Description/ })
    expect(await field.inputValue()).toBe(home.meta.description)
    await field.fill(description)
    await screenshot(page, 'admin-seo-tab.png')
    await publishInAdmin(page)
    // The admin remembers the open tab per user; leave the marketer on the content tab,
    // where the other tests look for the headline.
    const remembered = page.waitForResponse((res) => res.url().includes('/api/payload-preferences/') && res.request().method() === 'POST')
    await page.getByRole('button', { name: 'Home page', exact: true }).click()
    await remembered

    const html = await homeHtml()
    expect(html).toContain(`<meta name="description" content="${escaped}" />`)
    expect(html).toContain(`<meta property="og:description" content="${escaped}" />`)
    expect(html).toContain(`<title>${home.meta.title}</title>`)
    expect(html).toContain(`<meta property="og:url" content="${baseUrl()}/" />`)
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/api\/media\/file\/social-card\.png" \/>/)
    expect(html).not.toContain(description)
  })
})

describe('an admin exports leads', () => {
  const emails = [1, 2].map((n) => `export-${n}-${Date.now().toString(36)}@example.com`)
  const leadIds: string[] = []
  afterAll(async () => {
    for (const id of leadIds) await api(`/api/leads/${id}`, { method: 'DELETE', as: 'admin' })
  })

  it('downloads a CSV from the leads list that holds the leads just created', async () => {
    for (const email of emails) {
      const res = await api('/fn/create-lead', {
        method: 'POST',
        body: { ...leadModalBody(email, `export-${email}`), first_name: 'Csv', last_name: 'Export', modal_context: 'final' },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      leadIds.push(res.body.leadId)
    }

    const { page, problems } = await openPage({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true })
    await signInToAdmin(page, baseUrl(), TEST_ADMIN.email, TEST_ADMIN.password)
    await page.goto(`${baseUrl()}/admin/collections/leads`)
    await page.getByText(emails[0]).waitFor()
    await page.getByRole('button', { name: 'More options' }).click()
    await page.getByRole('button').filter({ hasText: 'Export Leads' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByText('Creating new Export').waitFor()
    // The drawer offers the list's columns and page size; "Download" waits for a change.
    await drawer.getByRole('textbox', { name: 'File name' }).fill('leads-e2e')
    await drawer.getByRole('spinbutton', { name: 'Limit' }).fill('1000')
    await screenshot(page, 'admin-export-leads.png')
    const downloading = page.waitForEvent('download')
    await drawer.getByRole('button', { name: 'Download' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('leads-e2e-leads.csv')
    const csv = fs.readFileSync((await download.path())!, 'utf8')
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(header.split(',')).toEqual(expect.arrayContaining(['email', 'full_name', 'modal_context']))
    for (const email of emails) expect(rows.some((row) => row.includes(email))).toBe(true)
    expect(problems()).toEqual([])
  })
})

describe("a marketer's admin home and nav (issue 32)", () => {
  const stamp = Date.now().toString(36)
  const vid = `home-figures-${stamp}`
  const made: { leads: string[]; payments: string[] } = { leads: [], payments: [] }
  afterAll(async () => {
    for (const id of made.leads) await api(`/api/leads/${id}`, { method: 'DELETE', as: 'admin' })
    for (const id of made.payments) await api(`/api/payments/${id}`, { method: 'DELETE', as: 'admin' })
    await api(`/api/funnel-events?where[visitor_id][equals]=${vid}`, { method: 'DELETE', as: 'admin' })
  })

  /** A figure of the home as a number: its today's or this week's value, by the figure's name. */
  const figure = async (page: Page, name: string, period: 'today' | 'week') => {
    const text = await page
      .getByRole('region', { name })
      .getByRole('definition')
      .nth(period === 'today' ? 0 : 1)
      .innerText()
    return Number(text.replace(/[$,]/g, ''))
  }

  it('sees today’s and this week’s visitors, leads, revenue and running tests; no private threads in a grouped nav; 403 on messages', async () => {
    const { page, problems } = await openPage({ viewport: { width: 1440, height: 1000 } })
    await signInToAdmin(page, baseUrl(), DEMO.marketer, DEMO_PASSWORD)
    await page.goto(`${baseUrl()}/admin`)
    await page.getByRole('heading', { level: 1, name: 'Today and this week' }).waitFor()
    const before = {
      visitors: await figure(page, 'Visitors', 'today'),
      leads: await figure(page, 'Leads', 'today'),
      revenue: await figure(page, 'Revenue', 'today'),
    }

    // A new visitor, a lead and a succeeded payment of $123.45, all now.
    const tracked = await sendTrackerBatch(
      baseUrl(),
      vid,
      trackerBatch(`s-${vid}`, [{ event_id: `e-${vid}`, event_type: 'page_view' }], { pageUrl: `${baseUrl()}/` }),
    )
    expect(tracked.status).toBe(200)
    const lead = await api('/fn/create-lead', { method: 'POST', body: leadModalBody(`home-${stamp}@example.com`, `s-${vid}`) })
    expect(lead.status, JSON.stringify(lead.body)).toBe(200)
    made.leads.push(lead.body.leadId)
    const payment = await api('/api/payments', {
      method: 'POST',
      as: 'admin',
      body: {
        payment_intent_id: `pi_home_${stamp}`,
        amount: 123.45,
        status: 'succeeded',
        email: `home-${stamp}@example.com`,
        kind: 'other',
      },
    })
    expect(payment.status, JSON.stringify(payment.body)).toBe(201)
    made.payments.push(payment.body.doc.id)

    // Other tests share the server: the figures grow by at least what this test added.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Today and this week' }).waitFor()
    expect(await figure(page, 'Visitors', 'today')).toBeGreaterThanOrEqual(before.visitors + 1)
    expect(await figure(page, 'Leads', 'today')).toBeGreaterThanOrEqual(before.leads + 1)
    expect(await figure(page, 'Revenue', 'today')).toBeGreaterThanOrEqual(before.revenue + 123.45)
    for (const name of ['Visitors', 'Leads', 'Revenue'])
      expect(await figure(page, name, 'week'), name).toBeGreaterThanOrEqual(await figure(page, name, 'today'))
    await expect.poll(() => page.getByRole('region', { name: 'Running tests' }).isVisible()).toBe(true)
    // Experiment alerts are analysts' and admins' (their access rule): not on a marketer's home.
    expect(await page.getByRole('region', { name: 'Alerts' }).count()).toBe(0)

    // The nav: grouped, the views inside "Analytics and tests", no private threads, one "Payments".
    const nav = page.locator('nav.nav__wrap')
    for (const group of ['Funnel content', 'Analytics and tests', 'Workspace'])
      expect(await nav.getByRole('button', { name: group }).count(), group).toBe(1)
    for (const link of ['Leads', 'Analytics', 'Copy lab', 'Payments'])
      expect(await nav.getByRole('link', { name: link, exact: true }).count(), link).toBe(1)
    for (const hidden of ['Conversations', 'Messages', 'Chat Attachments', 'Conversation Participants', 'Experiments'])
      expect(await nav.getByRole('link', { name: hidden, exact: true }).count(), hidden).toBe(0)
    await screenshot(page, 'admin-home-marketer.png', { fullPage: true })

    // The access rule, not only the nav: the messages API refuses the marketer's own session.
    expect((await page.request.get(`${baseUrl()}/api/messages?limit=1`)).status()).toBe(403)

    // Experiments are analysts' and admins': a 403 in the admin's chrome, not "Not authenticated".
    await page.goto(`${baseUrl()}/admin/experiments`)
    await page.getByRole('alert').filter({ hasText: '403 · Not allowed' }).waitFor()
    expect(await page.getByText('Not authenticated').count()).toBe(0)
    // The nav of the new page (it renders after the view's alert on a loaded machine).
    await nav.getByRole('link', { name: 'Leads', exact: true }).waitFor()
    expect(await nav.getByRole('link', { name: 'Leads', exact: true }).count()).toBe(1)
    expect(problems()).toEqual([])
  })
})
