import { describe, expect, it } from 'vitest'
import { CONTENT_SEEDS } from '../../seed/content/index'
import { paragraphs } from '../../seed/content/rich-text'
import type { SeedContext } from '../../seed/content/types'
import { api, baseUrl, type Who } from '../support/api'
import { leadModalBody } from '../support/load-payloads'

const stub: SeedContext = {
  heroVideoId: 0,
  heroVideoUrl: '',
  heroPosterId: 0,
  socialCardId: 0,
  sampleClipId: 0,
  id: () => 0,
  ids: () => [],
}
/** Every funnel-content collection with the natural keys of its seeded documents. */
const SEEDED = CONTENT_SEEDS.map((seed) => ({
  collection: seed.collection,
  key: seed.key,
  keys: seed.docs(stub).map((doc) => String((doc as Record<string, unknown>)[seed.key])),
}))

/** A valid new document for each funnel-content collection; the test edits its first field. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  testimonials: { name: 'Sample Person', title: 'Owner, Sample Agency', quote: 'A sample quote.' },
  'win-cards': { name: 'Sample W.', achievement: 'A sample win', timeline: '30 days', value: '$1,000/month' },
  'framework-steps': {
    word: 'Sample',
    letter: 'S',
    description: 'A sample step.',
    principle: 'Sample principle.',
    benefit: 'Sample benefit.',
  },
  faqs: { question: 'A sample question?', answer: paragraphs('A sample answer.') },
  objections: { title: 'Sample objection', objection: 'Sample?', answer: paragraphs('Sample.'), proof: 'Sample proof' },
  bonuses: { title: 'Sample bonus', description: paragraphs('A sample bonus.'), value: 1 },
  'value-stack-items': { item_name: 'Sample item', monthly_value: 1 },
  'guarantee-cards': { title: 'Sample guarantee', description: paragraphs('A sample guarantee.'), badge: 'Sample' },
  'demo-videos': { title: 'Sample demo', video_url: '/api/media/file/sample.webm' },
  plans: {
    name: 'Sample plan',
    key: 'sample',
    description: 'A sample plan.',
    monthly_price: 1,
    annual_price: 10,
    features: [{ text: 'A sample feature' }],
    cta_label: 'Sample',
    sort: 9,
  },
  'comparison-rows': {
    name: 'Sample row',
    starter: { kind: 'no' },
    professional: { kind: 'yes' },
    enterprise: { kind: 'text', text: 'Sample' },
  },
}

describe('content and access rules over REST and GraphQL', () => {
  it('lets anyone read published page content and site settings', async () => {
    const home = await api('/api/globals/home')
    expect(home.status).toBe(200)
    expect(home.body.header.scarcity_line).toBe('Only {left} of {capacity} spots left this week')
    const settings = await api('/api/globals/site-settings')
    expect(settings.status).toBe(200)
    expect(settings.body.theme).toBe('system')
  })

  it('lets anyone read the funnel content collections, with the seeded documents', async () => {
    expect(SEEDED.map((s) => s.collection).sort()).toEqual(Object.keys(SAMPLES).sort())
    for (const { collection, key, keys } of SEEDED) {
      const res = await api(`/api/${collection}?limit=100&depth=0`)
      expect(res.status, collection).toBe(200)
      const found = res.body.docs.map((doc: Record<string, unknown>) => doc[key])
      expect(found, collection).toEqual(expect.arrayContaining(keys))
    }
  })

  it('lets only marketers and admins write funnel content', async () => {
    for (const { collection } of SEEDED) {
      const sample = SAMPLES[collection]
      const seeded = (await api(`/api/${collection}?limit=1&depth=0`)).body.docs[0]
      for (const who of [undefined, 'agency', 'vendor', 'analyst'] as const) {
        const label = `${collection} as ${who ?? 'visitor'}`
        expect((await api(`/api/${collection}`, { method: 'POST', body: sample, as: who })).status, label).toBe(403)
        expect((await api(`/api/${collection}/${seeded.id}`, { method: 'PATCH', body: sample, as: who })).status, label).toBe(403)
        expect((await api(`/api/${collection}/${seeded.id}`, { method: 'DELETE', as: who })).status, label).toBe(403)
      }
      const created = await api(`/api/${collection}`, { method: 'POST', body: sample, as: 'marketer' })
      expect(created.status, `${collection}: ${JSON.stringify(created.body)}`).toBe(201)
      const id = created.body.doc.id
      const [field] = Object.keys(sample)
      const patched = await api(`/api/${collection}/${id}`, {
        method: 'PATCH',
        body: { [field]: `${sample[field]} (edited)` },
        as: 'marketer',
      })
      expect(patched.status, collection).toBe(200)
      expect(patched.body.doc[field]).toBe(`${sample[field]} (edited)`)
      expect((await api(`/api/${collection}/${id}`, { method: 'DELETE', as: 'marketer' })).status, collection).toBe(200)
      expect((await api(`/api/${collection}/${id}`)).status, collection).toBe(404)
    }
  })

  it('serves the published home page with the spec words and its documents at depth 1', async () => {
    const { status, body: home } = await api('/api/globals/home?depth=1')
    expect(status).toBe(200)
    expect(home._status).toBe('published')
    // Words the spec quotes.
    expect(home.header.scarcity_line).toBe('Only {left} of {capacity} spots left this week')
    expect(home.hero.cta_label).toBe('UNLOCK THE COMPLETE BLUEPRINT')
    expect(home.final_cta.cta_label).toBe('Show Me The Complete Breakdown')
    expect(home.pricing.get_started_label).toBe('Get Started Now')
    expect(home.lead_modal.captured_banner).toMatchObject({ text: "You're in! Keep scrolling...", button_label: 'View Pricing Now' })
    // Long copy is rich text, served with its HTML (made on read; docs/decisions/014).
    expect(home.sales_letter.body_html).toMatch(/^<p>If you run a marketing agency, you know the trap: .*<\/p>$/)
    expect(home.origin_story.body_html.match(/<p>/g)).toHaveLength(3)
    for (const item of home.objections.items) expect(item.answer_html).toMatch(/^<p>.+<\/p>$/)
    for (const card of home.guarantee.cards) expect(card.description_html).toMatch(/^<p>.+<\/p>$/)
    expect(home.meta).toMatchObject({ title: expect.stringContaining('Agency Blueprint'), image: { filename: 'social-card.png' } })
    expect(home.lead_modal).toMatchObject({
      busy_label: 'Unlocking...',
      success_title: 'Success!',
      success_text: 'Thank you! Continuing your training now...',
      error_title: 'Error',
      error_fallback: 'Something went wrong. Please try again.',
    })
    expect(home.lead_modal.exit_confirmation.benefits.map((b: { text: string }) => b.text)).toEqual([
      'The framework that generated $4M+',
      'How 150+ agencies scaled to $50K/month',
      'Lifetime access to the training',
    ])
    expect(home.lead_modal.exit_confirmation).toMatchObject({
      stay_label: "Yes, I'll Submit My Info",
      leave_label: "No, I'll Pass (Close)",
    })
    const contexts = ['hero', 'framework', 'case_study', 'final'].map((c) => home.lead_modal[c])
    expect(new Set(contexts.map((c) => c.headline)).size).toBe(4)
    for (const c of contexts) expect(c.subtitle).toMatch(/unlock the full details of the (training|BLUEPRINT framework)/i)
    expect(home.roi).toMatchObject({
      cta_display: 'Get Started Now - Save {amount}/mo',
      cta_interactive: 'Calculate My ROI & See Pricing - Save {amount}/mo',
      // Filled from Site settings on the page (issue 31).
      footer_guarantee: '{guarantee}',
      footer_setup: 'Setup in under 1 hour',
      clients: { min: 1, max: 50, step: 1, default: 5 },
      hours_per_week: { min: 5, max: 40, step: 1, default: 15 },
      avg_client_value: { min: 500, max: 10000, step: 100, default: 2000 },
      formula: {
        weeks_per_month: 4,
        automation_factor: 0.6,
        hourly_value: 100,
        tools_replaced: 7,
        tool_monthly_cost: 50,
        hours_per_new_client: 10,
      },
      live_counter: { label: '{count} agencies joined this week' },
      countdown: { default_hours: 24 },
    })
    expect(home.roi.modal).toMatchObject({
      title: 'See Your Personalized Plan',
      submit_label: 'See My Plan - Save {amount}/mo',
      busy_label: 'Processing...',
      success_message: 'Thanks! Calculating your personalized plan...',
      required_message: 'Please fill in all required fields',
      failure_message: 'Something went wrong. Please try again.',
    })
    expect(home.roi.modal.text).toContain('{amount}/month')
    expect(home.video_player).toMatchObject({
      duration_seconds: 871,
      lead_gate_seconds: 60,
      unlock_threshold: 100,
      exit_intent_below_percent: 90,
      progress_curve: { fast_until: 25, fast_rate: 1.5, normal_until: 75, slow_rate: 0.6 },
      locked_badge: 'Watch {percent}% to unlock',
      unlocked_badge: 'Content Unlocked!',
      exit_title: "Wait! Don't Leave Yet!",
      continue_label: 'Continue Watching',
    })
    expect(home.video_player.engagement).toMatchObject({
      // Real viewers and purchases only (docs/decisions/117): a minimum to show, no invented start or names.
      viewers_min: 5,
      joined_enabled: true,
      spots_left_badge: '{count} spots left this week',
    })
    expect(
      home.video_player.engagement.milestones.map((m: { from_percent: number; to_percent: number }) => [m.from_percent, m.to_percent]),
    ).toEqual([
      [30, 35],
      [60, 65],
    ])
    expect(home.scroll_gates).toMatchObject({ first: 30, second: 60, third: 90, debounce_ms: 100 })
    expect(home.welcome_back.title).toContain('{name}')
    expect(home.stats.items.map((i: { value: string; label: string }) => `${i.value} ${i.label}`)).toEqual([
      '87% less admin',
      '99% on-time delivery',
      '94% see ROI in under 45 days',
      '{rating}/5 from {review_count} reviews',
      '91% of teams onboarded within 7 days',
    ])
    expect(home.urgency).toMatchObject({
      // The rise's figures are the price-rise record's, never the page's own (decision 120).
      price_lock: expect.stringContaining('{rise_price}'),
      fast_action_value: 497,
      // Scarcity from the capacity and real sales (docs/decisions/082): computed on read.
      spots_capacity: 10,
      sold_this_week: expect.any(Number),
    })
    expect(JSON.stringify(home)).not.toMatch(/January 1|within the next 48 hours|247 agencies|Only 12 agencies|23 spots/)
    // A plan sold now counts this week, and its time is the 'last spot sold'.
    const sale = await api('/api/subscriptions', {
      method: 'POST',
      as: 'admin',
      body: {
        stripe_subscription_id: `sub_urgency_${Date.now()}`,
        stripe_customer_id: 'cus_urgency',
        status: 'active',
        plan: 'Professional',
      },
    })
    expect(sale.status, JSON.stringify(sale.body)).toBe(201)
    try {
      const after = (await api('/api/globals/home?depth=0')).body.urgency
      expect(after.sold_this_week).toBe(home.urgency.sold_this_week + 1)
      expect(Date.parse(after.last_sale_at)).toBe(Date.parse(sale.body.doc.createdAt))
    } finally {
      expect((await api(`/api/subscriptions/${sale.body.doc.id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200)
    }
    expect(home.comparison.website_dev).toMatchObject({ starter_price: 2500, premium_price: 5000 })

    // Documents, populated at depth 1.
    expect(home.hero.video).toMatchObject({ mimeType: 'video/webm', filename: 'hero-training.webm' })
    const video = await fetch(`${baseUrl()}${home.hero.video.url}`)
    expect(video.status).toBe(200)
    expect(video.headers.get('content-type')).toMatch(/^video\/webm/)
    // The still of its first frame, an image with its size (the page's <img> gets width and height).
    expect(home.hero.poster).toMatchObject({ mimeType: 'image/webp', filename: 'hero-training-poster.webp', width: 320, height: 180 })
    const poster = await fetch(`${baseUrl()}${home.hero.poster.url}`)
    expect(poster.status).toBe(200)
    expect(poster.headers.get('content-type')).toMatch(/^image\/webp/)
    await video.arrayBuffer()
    expect(home.video_testimonials.testimonials).toHaveLength(2)
    // Each testimonial and demo has its own media (issue 18): the seeded sample clip, not the training video.
    const clip = expect.stringMatching(/^\/api\/media\/file\/sample-clip\.webm$/)
    for (const testimonial of home.video_testimonials.testimonials) {
      expect(testimonial).toMatchObject({ name: expect.any(String), quote: expect.any(String), video_file: clip })
      expect(testimonial.video_file).not.toBe(home.hero.video.url)
    }
    expect(home.framework.steps.map((s: { letter: string }) => s.letter).join('')).toBe('BLUEPRINT')
    expect(home.member_wins.wins).toHaveLength(3)
    const stack = home.pricing.value_stack.map((i: { monthly_value: number }) => i.monthly_value)
    expect(stack).toEqual([997, 597, 497, 797, 297, 397, 497, 397, 497])
    expect(stack.reduce((a: number, b: number) => a + b, 0)).toBe(4973)
    const bonuses = home.bonus_stack.bonuses as { value?: number | null; priceless?: boolean }[]
    expect(bonuses.filter((b) => !b.priceless).map((b) => b.value)).toEqual([497, 297, 197, 1997])
    expect(bonuses.filter((b) => b.priceless)).toHaveLength(1)
    expect(home.guarantee.cards.map((c: { title: string }) => c.title)).toContain('30-Day Money-Back Guarantee')
    expect(home.objections.items.length).toBeGreaterThanOrEqual(3)
    const rows = Object.fromEntries(home.comparison.rows.map((r: { name: string }) => [r.name, r]))
    expect(rows['Active white-label accounts']).toMatchObject({
      starter: { text: 'Up to 5' },
      professional: { text: 'Up to 20' },
      enterprise: { text: 'Unlimited' },
    })
    expect(rows['Coaching calls']).toMatchObject({
      starter: { text: '1 per week' },
      professional: { text: '2 per week' },
      enterprise: { text: '5 per week' },
    })
    expect(rows['Sales system']).toMatchObject({ starter: { kind: 'no' }, professional: { kind: 'yes' }, enterprise: { kind: 'no' } })
    expect(rows['Client portal']).toMatchObject({ starter: { kind: 'yes' }, professional: { kind: 'yes' }, enterprise: { kind: 'yes' } })
    expect(rows['AI voice agents']).toMatchObject({ demo_price_claim: '$0.07 per minute', demo_video_file: clip })
    expect(rows['Lead tracking']).toMatchObject({
      demo_price_claim: '$0.45 per lead',
      starter: { kind: 'no' },
      enterprise: { kind: 'yes' },
    })
    const withDemo = home.comparison.rows.filter((r: { demo_title?: string | null }) => r.demo_title).map((r: { name: string }) => r.name)
    expect(withDemo.sort()).toEqual(['AI voice agents', 'Lead tracking', 'Local maps ranking', 'Search visibility'])
  })

  it('gives live preview the HTML of rich text a marketer has typed but not saved', async () => {
    // What @payloadcms/live-preview does with the admin's form state (docs/decisions/014).
    const typed = { heading: 'Dear Agency Owner,', body: paragraphs('Typed in the admin <not saved>.') }
    const home = (await api('/api/globals/home?depth=0', { as: 'marketer' })).body
    const merged = await api('/api/globals/home', {
      method: 'POST',
      as: 'marketer',
      headers: { 'x-payload-http-method-override': 'GET' },
      body: { data: { ...home, sales_letter: typed }, depth: 1 },
    })
    expect(merged.status).toBe(200)
    expect(merged.body.sales_letter.body_html).toBe('<p>Typed in the admin &lt;not saved&gt;.</p>')
    expect((await api('/api/globals/home')).body.sales_letter.body_html).not.toContain('Typed in the admin')
  })

  it('refuses leads to visitors and to agency and vendor users, and shows them to staff', async () => {
    expect((await api('/api/leads')).status).toBe(403)
    expect((await api('/api/leads', { as: 'agency' })).status).toBe(403)
    expect((await api('/api/leads', { as: 'vendor' })).status).toBe(403)
    for (const who of ['admin', 'marketer', 'analyst'] as const) {
      expect((await api('/api/leads', { as: who })).status, who).toBe(200)
    }
  })

  it('lets staff export leads as CSV, and nobody else', async () => {
    const email = `export-${Date.now()}@example.com`
    const created = await api('/fn/create-lead', {
      method: 'POST',
      body: { ...leadModalBody(email, `export-${Date.now()}`), first_name: 'Export', last_name: 'Test' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const download = (as?: Who, collectionSlug = 'leads') =>
      api('/api/exports/download', { method: 'POST', as, body: { data: { collectionSlug, format: 'csv', name: 'test' } } })
    for (const who of ['admin', 'marketer', 'analyst'] as const) {
      const res = await download(who)
      expect(res.status, who).toBe(200)
      expect(res.headers.get('content-type'), who).toMatch(/^text\/csv/)
      expect(res.body, who).toContain(email)
    }
    for (const who of [undefined, 'agency', 'vendor'] as const) {
      const res = await download(who)
      expect(res.status, who ?? 'visitor').toBeGreaterThanOrEqual(400)
      expect(JSON.stringify(res.body), who ?? 'visitor').not.toContain(email)
    }
    // Marketers do not read funnel events, so they cannot export them either.
    expect((await download('marketer', 'funnel-events')).status).toBe(403)
    expect((await download('analyst', 'funnel-events')).status).toBe(200)
    expect((await api(`/api/leads/${created.body.leadId}`, { method: 'DELETE', as: 'admin' })).status).toBe(200)
  })

  it('shows funnel events to analysts and admins only', async () => {
    expect((await api('/api/funnel-events')).status).toBe(403)
    expect((await api('/api/funnel-events', { as: 'marketer' })).status).toBe(403)
    expect((await api('/api/funnel-events', { as: 'agency' })).status).toBe(403)
    expect((await api('/api/funnel-events', { as: 'analyst' })).status).toBe(200)
  })

  it('refuses the same over GraphQL', async () => {
    const query = { query: '{ Leads { docs { email } } }' }
    const anonymous = await api('/api/graphql', { method: 'POST', body: query })
    expect(anonymous.body.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(anonymous.body.data?.Leads ?? null).toBeNull()
    const agency = await api('/api/graphql', { method: 'POST', body: query, as: 'agency' })
    expect(agency.body.errors?.[0]?.message).toMatch(/not allowed/i)
    const analyst = await api('/api/graphql', { method: 'POST', body: query, as: 'analyst' })
    expect(analyst.body.errors).toBeUndefined()
    expect(Array.isArray(analyst.body.data.Leads.docs)).toBe(true)
  })

  it('does not let visitors write leads through REST, only through create-lead', async () => {
    const email = `rest-${Date.now()}@example.com`
    const res = await api('/api/leads', { method: 'POST', body: { email } })
    expect(res.status).toBe(403)
    const found = await api(`/api/leads?where[email][equals]=${encodeURIComponent(email)}`, { as: 'admin' })
    expect(found.body.totalDocs).toBe(0)
  })

  it('lets only staff roles into the admin', async () => {
    for (const [who, allowed] of [
      ['admin', true],
      ['marketer', true],
      ['analyst', true],
      ['agency', false],
      ['vendor', false],
    ] as const) {
      const access = await api('/api/access', { as: who })
      // Payload leaves canAccessAdmin out of the answer when it is false.
      expect(access.body.canAccessAdmin ?? false, who).toBe(allowed)
    }
  })

  it('keeps drafts from visitors while editors see them', async () => {
    const draft = await api('/api/globals/home?draft=true', {
      method: 'POST',
      as: 'marketer',
      body: {
        hero: { headline: 'A draft headline nobody else sees', cta_label: 'UNLOCK THE COMPLETE BLUEPRINT' },
        header: { scarcity_line: 'Only {left} of {capacity} spots left this week' },
      },
    })
    expect(draft.status).toBe(200)
    const visitor = await api('/api/globals/home?draft=true')
    expect(JSON.stringify(visitor.body)).not.toContain('A draft headline nobody else sees')
    const editor = await api('/api/globals/home?draft=true', { as: 'marketer' })
    expect(editor.body.hero.headline).toBe('A draft headline nobody else sees')
    const published = await api('/api/globals/home')
    expect(published.body.hero.headline).not.toBe('A draft headline nobody else sees')
  })

  it('publishes a write to the live page sent without a status, after a draft: visitors keep a whole page', async () => {
    const live = (await api('/api/globals/home?depth=0')).body
    try {
      const draft = await api('/api/globals/home?draft=true', {
        method: 'POST',
        as: 'marketer',
        body: { hero: { ...live.hero, headline: 'A draft, then a write without a status' } },
      })
      expect(draft.status).toBe(200)
      // An API client's write: no ?draft, no _status. Payload merges the newest version into it.
      const write = await api('/api/globals/home', { method: 'POST', as: 'marketer', body: { query: '', variables: 0 } })
      expect(write.status).toBe(200)
      const visitor = await api('/api/globals/home?depth=0')
      expect(visitor.body._status).toBe('published')
      expect(visitor.body.hero.headline).toBe('A draft, then a write without a status')
      expect(visitor.body.scroll_gates).toEqual(live.scroll_gates)
      const page = await fetch(`${baseUrl()}/`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('A draft, then a write without a status')
    } finally {
      const restored = await api('/api/globals/home', { method: 'POST', as: 'marketer', body: { ...live, _status: 'published' } })
      expect(restored.status).toBe(200)
    }
  })

  it('lets agency users read only their own user record', async () => {
    const users = await api('/api/users', { as: 'agency' })
    expect(users.status).toBe(200)
    expect(users.body.docs.map((u: { email: string }) => u.email)).toEqual(['agency@example.com'])
  })
})
