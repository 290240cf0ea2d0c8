import { describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'

const PAGES = [
  { slug: 'pricing', graphql: 'Pricing', field: 'footer { note }', data: { footer: { note: 'Changed by a visitor' } } },
  { slug: 'success-page', graphql: 'SuccessPage', field: 'heading', data: { heading: 'Changed by a visitor' } },
  { slug: 'cancel-page', graphql: 'CancelPage', field: 'heading', data: { heading: 'Changed by a visitor' } },
  { slug: 'demo-page', graphql: 'DemoPage', field: 'heading', data: { heading: 'Changed by a visitor' } },
]

/** A plain object as a GraphQL input literal: { heading: "x" }. */
const graphqlInput = (value: unknown): string =>
  value && typeof value === 'object'
    ? `{ ${Object.entries(value)
        .map(([key, inner]) => `${key}: ${graphqlInput(inner)}`)
        .join(', ')} }`
    : JSON.stringify(value)

/** The Professional card of the server-rendered pricing page. */
const professionalCard = (html: string) => /id="plan-professional"[\s\S]*?id="plan-enterprise"/.exec(html)?.[0] ?? ''

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${baseUrl()}${path}`, { headers })
  return { status: res.status, html: await res.text() }
}

describe('the pricing and payment pages in the CMS', () => {
  it.each(PAGES)(
    '$slug: anybody reads the published words (REST and GraphQL); only editors change them',
    async ({ slug, graphql, field, data }) => {
      const read = await api(`/api/globals/${slug}`)
      expect(read.status).toBe(200)
      expect(read.body.meta.title).toBeTruthy()
      for (const who of [undefined, 'agency', 'analyst', 'vendor'] as const) {
        const write = await api(`/api/globals/${slug}`, { method: 'POST', body: data, as: who })
        expect(write.status, `${who ?? 'visitor'} writes ${slug}`).toBe(403)
      }
      const query = await api('/api/graphql', { method: 'POST', body: { query: `{ ${graphql} { ${field} } }` } })
      expect(query.body.errors).toBeUndefined()
      expect((await api(`/api/globals/${slug}`)).body).toEqual(read.body)
    },
  )

  it('refuses a GraphQL update of a page global to anybody but editors (the four share one access rule)', async () => {
    const read = (await api('/api/globals/demo-page')).body
    const fields = ['heading', 'text', 'embed_title', 'fallback_text', 'fallback_link_label', 'open_label', 'home_label']
    const data = Object.fromEntries(fields.map((field) => [field, field === 'heading' ? 'Changed by a visitor' : read[field]]))
    const mutation = { query: `mutation { updateDemoPage(data: ${graphqlInput(data)}) { heading } }` }
    for (const who of [undefined, 'agency'] as const) {
      const answer = await api('/api/graphql', { method: 'POST', body: mutation, as: who })
      expect(answer.body.errors?.[0]?.message, who ?? 'visitor').toMatch(/not allowed/i)
    }
    expect((await api('/api/globals/demo-page')).body.heading).toBe(read.heading)
  })

  it('serves each page server-rendered from its global', async () => {
    expect((await page('/pricing')).html).toContain('Choose Your Agency Plan')
    // For signed-in visitors only: the server sends anybody without a session home.
    expect((await page('/success', { cookie: 'payload-token=a-session' })).html).toContain('Next Steps')
    expect((await page('/cancel')).html).toContain('Before you go...')
    for (const path of ['/getdemo', '/get-demo']) expect((await page(path)).html).toContain('Book Your Demo')
  })

  it('a marketer changing a price changes the page and what checkout charges', async () => {
    const found = await api('/api/plans?where[key][equals]=professional&depth=0', { as: 'marketer' })
    const plan = found.body.docs[0] as { id: number | string; annual_price: number; annual_price_id: string }
    expect(professionalCard((await page('/pricing')).html)).toContain('$4,970')
    try {
      const changed = await api(`/api/plans/${plan.id}`, { method: 'PATCH', body: { annual_price: 5550 }, as: 'marketer' })
      expect(changed.status).toBe(200)
      const card = professionalCard((await page('/pricing')).html)
      expect(card).toContain('$5,550')
      expect(card).not.toContain('$4,970')

      const checkout = await api('/fn/create-checkout', {
        method: 'POST',
        body: { priceId: plan.annual_price_id, billingPeriod: 'annual' },
      })
      expect(checkout.status).toBe(200)
      const hosted = await fetch(checkout.body.url as string)
      expect(await hosted.text()).toContain('$5,550.00')
    } finally {
      await api(`/api/plans/${plan.id}`, { method: 'PATCH', body: { annual_price: plan.annual_price }, as: 'marketer' })
    }
    expect(professionalCard((await page('/pricing')).html)).toContain('$4,970')
  })

  it('stores a cancel-page objection with the placeholder address when nobody is known', async () => {
    const timestamp = new Date().toISOString()
    const created = await api('/fn/create-lead', {
      method: 'POST',
      body: { modal_context: 'cancel_page', survey_responses: { cancel_objection: 'It is too expensive', timestamp } },
    })
    expect(created.status).toBe(200)
    const lead = (await api(`/api/leads/${created.body.leadId}?depth=0`, { as: 'admin' })).body
    expect(lead).toMatchObject({
      email: 'unknown@cancel-page.invalid',
      modal_context: 'cancel_page',
      survey_responses: { cancel_objection: 'It is too expensive', timestamp },
    })
    const bad = await api('/fn/create-lead', {
      method: 'POST',
      body: { modal_context: 'cancel_page', survey_responses: { cancel_objection: 'x', timestamp, other: 'no' } },
    })
    expect(bad.status).toBe(400)
  })
})
