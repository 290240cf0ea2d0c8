import OpenAI from 'openai'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { COPY_SLOTS } from '../../contracts/copy-lab'
import { writeModelVariants } from '../../server/copy-lab/openai-writer'
import { FAKE_OPENAI_KEY, startFakeOpenAi, type FakeOpenAi } from '../fakes/openai'
import { api } from '../support/api'
import {
  createPostgresDatabase,
  DEMO,
  DEMO_PASSWORD,
  startServer,
  TEST_ADMIN,
  type DatabaseChoice,
  type RunningServer,
} from '../support/server'

/**
 * propose-copy-variants, the copy lab's writer (issue 20). The model path runs on a server of
 * its own whose openai SDK talks to the fake OpenAI HTTP API (tests/fakes/openai.ts); the
 * offline writer runs on the shared server, which has no OPENAI_API_KEY.
 */
const MODEL = 'fake-copy-model'

let fake: FakeOpenAi
let server: RunningServer
let dropDatabase: (() => Promise<void>) | undefined
const tokens = new Map<string, string>()

async function call(path: string, { method = 'POST', body, as }: { method?: string; body?: unknown; as?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (as) headers.authorization = `JWT ${tokens.get(as)}`
  const res = await fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

const propose = (body: unknown, as?: string) => call('/fn/propose-copy-variants', { body, as })
const variantsOf = async (slot: string) =>
  (await call(`/api/copy-variants?where[slot][equals]=${slot}&limit=100&depth=0`, { method: 'GET', as: 'admin' })).body.docs as Record<
    string,
    any
  >[]

const answer =
  (...variants: { text: string; angle: string }[]) =>
  () =>
    JSON.stringify({ variants: variants.map((v) => ({ ...v, rationale: `Because ${v.angle} tends to move this slot.` })) })

const GOOD = [
  { text: 'Join the Agency Owners Reselling Local SEO at 10x Their Delivery Cost', angle: 'social-proof' },
  { text: 'Start This Week: Resell Local SEO at 10x Your Delivery Cost', angle: 'urgency' },
  { text: 'Resell Done-For-You Local SEO: $300 Delivery, $3,000 Invoice', angle: 'specificity' },
]

beforeAll(async () => {
  fake = await startFakeOpenAi()
  let database: DatabaseChoice = { kind: 'sqlite' }
  if (inject('databaseKind') === 'postgres') {
    const db = await createPostgresDatabase(process.env.TEST_POSTGRES_URL!)
    dropDatabase = db.drop
    database = { kind: 'postgres', url: db.url }
  }
  server = await startServer({
    database,
    env: { OPENAI_API_KEY: FAKE_OPENAI_KEY, OPENAI_BASE_URL: fake.baseURL, OPENAI_COPY_MODEL: MODEL },
  })
  const logins = { admin: TEST_ADMIN.email, marketer: DEMO.marketer, analyst: DEMO.analyst, agency: DEMO.agency }
  for (const [who, email] of Object.entries(logins)) {
    const password = who === 'admin' ? TEST_ADMIN.password : DEMO_PASSWORD
    const res = await call('/api/users/login', { body: { email, password } })
    tokens.set(who, res.body.token)
  }
})

afterAll(async () => {
  await server?.stop()
  await dropDatabase?.()
  await fake?.close()
})

describe('propose-copy-variants with OPENAI_API_KEY (openai SDK, Responses API)', () => {
  it('saves the model’s three variants as drafts, told the slot, its limit, the brief and what was tried', async () => {
    const rejected = await call('/api/copy-variants', {
      as: 'marketer',
      body: { slot: 'home-headline', text: 'Local SEO Profits Without the Work', angle: 'outcome', source: 'human', status: 'rejected' },
    })
    expect(rejected.status).toBe(201)
    fake.replyText = answer(...GOOD)
    const before = fake.requests.length

    const res = await propose({ slot: 'home-headline', brief: 'more urgency' }, 'marketer')
    expect(res.status).toBe(200)
    expect(res.body.tried).toEqual([{ text: 'Local SEO Profits Without the Work', status: 'rejected', uplift: null }])
    expect(res.body.variants).toHaveLength(3)
    expect(res.body.variants.map((v: any) => [v.text, v.angle])).toEqual(GOOD.map((v) => [v.text, v.angle]))
    for (const variant of res.body.variants) {
      expect(variant).toMatchObject({
        slot: 'home-headline',
        source: `${MODEL} · prompt copy-lab-v3`,
        status: 'draft',
        edited: false,
        result: null,
      })
      expect(typeof variant.id).toBe('string')
      expect(variant.rationale).toMatch(/^Because /)
    }

    const saved = (await variantsOf('home-headline')).filter((doc) => doc.source !== 'human')
    expect(saved.map((doc) => doc.text).sort()).toEqual(GOOD.map((v) => v.text).sort())
    for (const doc of saved) expect(doc).toMatchObject({ status: 'draft', brief: 'more urgency', proposed_text: doc.text })

    const sent = fake.requests.slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.path).toBe('/v1/responses')
    const body = sent[0]!.json!
    expect(body.model).toBe(MODEL)
    expect(body.text.format).toMatchObject({ type: 'json_schema', name: 'copy_variants', strict: true })
    expect(body.input).toContain('Home hero headline')
    expect(body.input).toContain('Published words: "Resell Done-For-You Local SEO at 10x Your Delivery Cost"')
    expect(body.input).toContain('at most 90 characters')
    expect(body.input).toContain("Marketer's brief: more urgency.")
    expect(body.input).toContain('"Local SEO Profits Without the Work": rejected by a marketer, never tested')
  })

  it('tells the model the words waiting for review, and refuses a repeat of them', async () => {
    const waiting = (await variantsOf('home-headline')).filter((doc) => doc.status === 'draft').map((doc) => doc.text)
    expect(waiting.length).toBeGreaterThanOrEqual(3)
    fake.replyText = answer(
      { text: GOOD[1]!.text.toUpperCase(), angle: 'urgency' },
      { text: 'Resell Local SEO Under Your Brand, Delivered by Our Team', angle: 'outcome' },
      { text: 'Local SEO Your Clients Buy, at 10x What It Costs You', angle: 'specificity' },
    )
    const before = fake.requests.length
    const count = waiting.length
    const res = await propose({ slot: 'home-headline' }, 'marketer')
    expect(res.status).toBe(502)
    expect(res.body.error).toBe('The writer proposed words already waiting for review. Nothing was saved.')
    const input = fake.requests[before]!.json!.input as string
    expect(input).toContain('Waiting for review or in a test, newest first:')
    for (const text of waiting) expect(input).toContain(`- ${JSON.stringify(text)}`)
    expect((await variantsOf('home-headline')).filter((doc) => doc.status === 'draft')).toHaveLength(count)
  })

  it.each([
    ['not JSON', () => 'Here are three headlines you could try: …', /not three variants of text, angle and rationale/],
    ['two variants', answer(GOOD[0]!, GOOD[1]!), /not three variants/],
    ['an angle the lab does not know', answer(GOOD[0]!, GOOD[1]!, { text: 'Local SEO, Resold', angle: 'humour' }), /not three variants/],
    ['the same words twice', answer(GOOD[0]!, GOOD[1]!, GOOD[1]!), /the same words twice/],
  ])('answers 502 and saves nothing when the answer is %s', async (_, reply, message) => {
    const before = (await variantsOf('upsell-headline')).length
    fake.replyText = reply
    const res = await propose({ slot: 'upsell-headline' }, 'analyst')
    expect(res.status).toBe(502)
    expect(res.body.code).toBe('COPY_WRITER_FAILED')
    expect(res.body.error).toMatch(message)
    expect(res.body.error).toMatch(/Nothing was saved\.$/)
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+|ZodError|SyntaxError/)
    expect((await variantsOf('upsell-headline')).length).toBe(before)
  })

  it('refuses an over-long text, naming the slot’s limit', async () => {
    const long =
      'Resell Done-For-You Local SEO Under Your Own Brand at 10x Your Delivery Cost While Our Experts Do Every Bit of the Fulfilment For You'
    fake.replyText = answer(GOOD[0]!, { text: long, angle: 'outcome' }, GOOD[2]!)
    const before = (await variantsOf('home-headline')).length
    const res = await propose({ slot: 'home-headline' }, 'marketer')
    expect(res.status).toBe(502)
    expect(res.body.error).toBe(`The writer proposed ${long.length} characters; Home hero headline takes at most 90. Nothing was saved.`)
    expect((await variantsOf('home-headline')).length).toBe(before)
  })

  it('refuses, at the save, words longer than the brief asks for (issue 32, point 9)', async () => {
    // Within the slot's 90 characters, but the first is 72.
    fake.replyText = answer(
      { text: 'Agency Owners Resell Local SEO Under Their Own Brand, Experts Deliver It', angle: 'social-proof' },
      { text: 'Resell Local SEO This Week and Keep the Margin', angle: 'urgency' },
      { text: 'Local SEO, Done for You, Sold Under Your Brand', angle: 'specificity' },
    )
    const before = (await variantsOf('home-headline')).length
    const res = await propose({ slot: 'home-headline', brief: 'Keep it under 70 characters' }, 'marketer')
    expect(res.status).toBe(502)
    expect(res.body.error).toBe(
      'The writer proposed words that cannot run: the text is 72 characters; the brief asks for at most 69. Nothing was saved.',
    )
    expect((await variantsOf('home-headline')).length).toBe(before)
  })

  it('refuses words that lose a placeholder of the published words', async () => {
    const offer = (await call('/api/globals/offer?depth=0', { method: 'GET', as: 'admin' })).body
    const cta = 'Get Instant Access Now - Only {price}'
    const published = await call('/api/globals/offer', {
      as: 'admin',
      body: { ...offer, landing: { ...offer.landing, hero: { ...offer.landing.hero, cta_label: cta } }, _status: 'published' },
    })
    expect(published.status).toBe(200)

    fake.replyText = answer(
      { text: 'Get Instant Access Today - Only {price}', angle: 'urgency' },
      { text: 'Start My Blueprint Today', angle: 'outcome' },
      { text: 'Try It Risk-Free - Only {price}', angle: 'risk-reversal' },
    )
    const before = fake.requests.length
    const res = await propose({ slot: 'offer-cta' }, 'marketer')
    expect(res.status).toBe(502)
    expect(res.body.error).toBe('The writer dropped {price}, which the offer call to action must keep. Nothing was saved.')
    expect(fake.requests[before]!.json!.input).toContain('Placeholders to keep: {price}.')
    expect(fake.requests[before]!.json!.input).toContain(`Published words: ${JSON.stringify(cta)}`)
    expect(await variantsOf('offer-cta')).toEqual([])
  })

  it('answers 502 with the model’s refusal, and saves nothing', async () => {
    fake.refusal = 'I can’t help with that request.'
    try {
      const res = await propose({ slot: 'pricing-cta' }, 'marketer')
      expect(res.status).toBe(502)
      expect(res.body.error).toBe('The writer declined: I can’t help with that request. Nothing was saved.')
      expect(await variantsOf('pricing-cta')).toEqual([])
    } finally {
      fake.refusal = null
    }
  })

  it('is for marketers, analysts and admins only', async () => {
    fake.replyText = answer(...GOOD)
    expect((await propose({ slot: 'home-headline' })).status).toBe(401)
    const agency = await propose({ slot: 'home-headline' }, 'agency')
    expect(agency.status).toBe(403)
    expect(agency.body.code).toBe('FORBIDDEN')
    expect((await propose({ slot: 'no-such-slot' }, 'marketer')).status).toBe(400)
  })

  it('says why when the model cannot be reached or refuses the key', async () => {
    const request = { slot: COPY_SLOTS['home-cta'], original: 'Claim Your Spot', tried: [] }
    const service = (baseURL: string, apiKey: string) => ({
      client: new OpenAI({ apiKey, baseURL, maxRetries: 0, timeout: 5_000 }),
      models: { survey: MODEL, transcription: MODEL, realtime: MODEL, copy: MODEL },
    })
    await expect(writeModelVariants(service(fake.baseURL, 'sk-wrong'), request)).rejects.toMatchObject({
      code: 'COPY_WRITER_FAILED',
      message: 'The writer answered with an error (HTTP 401). Nothing was saved.',
    })
    await expect(writeModelVariants(service('http://127.0.0.1:9/v1', FAKE_OPENAI_KEY), request)).rejects.toMatchObject({
      code: 'COPY_WRITER_FAILED',
      message: 'The writer could not be reached. Nothing was saved.',
    })
  })
})

describe('propose-copy-variants without a key: the offline writer', () => {
  const created: string[] = []
  afterAll(async () => {
    for (const id of created) await api(`/api/copy-variants/${id}`, { method: 'DELETE', as: 'admin' })
  })

  it('saves three drafts from the templates, and new words on the next click', async () => {
    const published = (await api('/api/globals/pricing?depth=0')).body.top_bar.cta_label as string
    const first = await api('/fn/propose-copy-variants', {
      method: 'POST',
      as: 'analyst',
      body: { slot: 'pricing-cta', brief: 'more urgency' },
    })
    expect(first.status).toBe(200)
    created.push(...first.body.variants.map((v: any) => v.id))
    expect(first.body.variants).toHaveLength(3)
    expect(first.body.variants[0].angle).toBe('urgency')
    for (const variant of first.body.variants) {
      expect(variant).toMatchObject({
        slot: 'pricing-cta',
        source: 'offline writer · templates v2',
        status: 'draft',
        edited: false,
        result: null,
      })
      expect(variant.text.toLowerCase()).not.toBe(published.toLowerCase())
      expect(variant.text.length).toBeLessThanOrEqual(40)
    }
    const saved = await api(`/api/copy-variants/${first.body.variants[0].id}?depth=0`, { as: 'admin' })
    expect(saved.body).toMatchObject({ text: first.body.variants[0].text, brief: 'more urgency', status: 'draft' })

    const next = await api('/fn/propose-copy-variants', { method: 'POST', as: 'marketer', body: { slot: 'pricing-cta' } })
    expect(next.status).toBe(200)
    created.push(...next.body.variants.map((v: any) => v.id))
    const before = new Set(first.body.variants.map((v: any) => v.text.toLowerCase()))
    for (const variant of next.body.variants) expect(before.has(variant.text.toLowerCase()), variant.text).toBe(false)
  })
})
