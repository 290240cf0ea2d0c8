import { randomBytes, randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { api } from '../support/api'
import { leadModalBody } from '../support/load-payloads'
import { visitorCookie } from '../support/visitor'

const unique = () => `${Date.now()}-${randomBytes(4).toString('hex')}`
const uniqueEmail = (tag: string) => `${tag}-${unique()}@leads.example.com`
const utm = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'local seo', utm_content: 'ad-1' }

const createLead = (body: unknown) => api('/fn/create-lead', { method: 'POST', body })

async function storedLead(id: string) {
  const res = await api(`/api/leads/${id}`, { as: 'admin' })
  expect(res.status).toBe(200)
  return res.body as Record<string, any>
}

async function leadsWithEmail(email: string): Promise<number> {
  const res = await api(`/api/leads?where[email][equals]=${encodeURIComponent(email)}`, { as: 'admin' })
  expect(res.status).toBe(200)
  return res.body.totalDocs
}

async function created(body: Record<string, unknown>) {
  const res = await createLead(body)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(Object.keys(res.body)).toEqual(['leadId', 'leadToken'])
  expect(typeof res.body.leadId).toBe('string')
  return storedLead(res.body.leadId)
}

async function refused(body: Record<string, unknown>, error: string, title?: string) {
  const res = await createLead(body)
  expect(res.status, JSON.stringify(body)).toBe(400)
  expect(res.body.error).toBe(error)
  expect(res.body.code).toBe('INVALID_INPUT')
  if (title) expect(res.body.title).toBe(title)
  if (typeof body.email === 'string' && body.email) expect(await leadsWithEmail(body.email)).toBe(0)
  return res.body
}

const leadModal = (email = uniqueEmail('modal')) => ({ ...leadModalBody(email, `sess-${unique()}`), ...utm })

const roiModal = (email = uniqueEmail('roi')) => ({
  email,
  phone: '555-0101',
  name: 'Grace Hopper',
  context: 'roi_calculator',
  metadata: {
    roi_clients: 5,
    roi_hours_per_week: 15,
    roi_avg_client_value: 2000,
    roi_total_monthly_gain: 10_950,
    firstName: 'Grace',
    lastName: 'Hopper',
  },
})

const waitlist = (email = uniqueEmail('waitlist')) => ({
  first_name: 'Alan',
  last_name: 'Turing',
  email,
  phone: '555-0102',
  modal_context: 'paid_trial_waitlist',
  ...utm,
})

const survey = (email = uniqueEmail('survey')) => ({
  email,
  full_name: 'Katherine Johnson',
  phone: '(555) 010-3333',
  ...utm,
  session_id: `sess-${unique()}`,
  survey_responses: [
    { question: 'How many clients do you have?', answer: 'About ten' },
    { question: 'What is your biggest challenge?', answer: 'Fulfilment' },
  ],
  time_spent_on_survey: 184,
  user_agent: 'Mozilla/5.0 (survey test)',
  assigned_to: 'Sarah Mitchell',
})

const acquisitionModal = (email = uniqueEmail('acq')) => ({
  email,
  lead_type: 'acquisition_offer',
  funnel_step: 'email_captured',
  offer_type: 'agency_arbitrage_97',
  survey_response: 'I want my first clients',
})

const checkout = (email = uniqueEmail('checkout')) => ({
  email,
  phone: '555-0104',
  name: 'Margaret Hamilton',
  lead_type: 'viewed_checkout',
  funnel_step: 'viewed_checkout',
  offer_type: 'agency_arbitrage_97',
})

describe('create-lead stores each payload of spec section 7', () => {
  it.each(['hero', 'framework', 'case-study', 'final'])('stores a lead modal lead from the %s context', async (modal_context) => {
    const body = { ...leadModal(), modal_context }
    const lead = await created(body)
    expect(lead).toMatchObject({
      email: body.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      phone: '+1 555 0100',
      monthly_recurring_revenue: '$10,000 - $25,000',
      modal_context,
      session_id: body.session_id,
      ...utm,
    })
  })

  it('trims the lead modal fields and records the browser as user agent', async () => {
    const email = uniqueEmail('trim')
    const res = await api('/fn/create-lead', {
      method: 'POST',
      body: { ...leadModal(), email: `  ${email}  `, first_name: '  Ada ', last_name: ' King ' },
      headers: { 'user-agent': 'TrimTest/1.0' },
    })
    expect(res.status).toBe(200)
    const lead = await storedLead(res.body.leadId)
    expect(lead).toMatchObject({ email, first_name: 'Ada', last_name: 'King', full_name: 'Ada King', user_agent: 'TrimTest/1.0' })
  })

  it('stores an ROI modal lead: name as full name, the figures as metadata', async () => {
    const body = roiModal()
    const lead = await created(body)
    expect(lead).toMatchObject({
      email: body.email,
      phone: '555-0101',
      full_name: 'Grace Hopper',
      first_name: 'Grace',
      last_name: 'Hopper',
      modal_context: 'roi_calculator',
      metadata: body.metadata,
    })
  })

  it('stores a paid-trial waitlist lead with its utm fields', async () => {
    const body = waitlist()
    const lead = await created(body)
    expect(lead).toMatchObject({
      email: body.email,
      first_name: 'Alan',
      last_name: 'Turing',
      full_name: 'Alan Turing',
      phone: '555-0102',
      modal_context: 'paid_trial_waitlist',
      ...utm,
    })
  })

  it('stores a survey lead with its answers, time, persona and user agent', async () => {
    const body = survey()
    const lead = await created(body)
    expect(lead).toMatchObject({
      email: body.email,
      full_name: 'Katherine Johnson',
      phone: '(555) 010-3333',
      session_id: body.session_id,
      survey_responses: body.survey_responses,
      time_spent_on_survey: 184,
      user_agent: 'Mozilla/5.0 (survey test)',
      assigned_to: 'Sarah Mitchell',
      ...utm,
    })
  })

  it('stores the acquisition modal lead', async () => {
    const body = acquisitionModal()
    const lead = await created(body)
    expect(lead).toMatchObject({
      email: body.email,
      lead_type: 'acquisition_offer',
      funnel_step: 'email_captured',
      offer_type: 'agency_arbitrage_97',
      survey_response: 'I want my first clients',
    })
  })

  it('stores the acquisition checkout lead, name as full name', async () => {
    for (const lead_type of ['viewed_checkout', 'acquisition_offer']) {
      const body = { ...checkout(), lead_type }
      const lead = await created(body)
      expect(lead).toMatchObject({
        email: body.email,
        phone: '555-0104',
        full_name: 'Margaret Hamilton',
        lead_type,
        funnel_step: 'viewed_checkout',
        offer_type: 'agency_arbitrage_97',
      })
    }
  })

  it('stores text with NUL characters or lone surrogates cleaned, never a server error', async () => {
    const body = { ...acquisitionModal(), survey_response: 'more\u0000 clients \uD800 now' }
    const lead = await created(body)
    expect(lead.survey_response).toBe('more clients \uFFFD now')
    const named = await created({ ...leadModal(), first_name: 'A\u0000d\u0000a' })
    expect(named.first_name).toBe('Ada')
    // NULs do not count towards the two characters a first name needs
    await refused(
      { ...leadModal(), first_name: 'A\u0000' },
      'Please enter at least 2 characters for your first name.',
      'First name too short',
    )
  })

  it('stores a new row for each capture of the same person', async () => {
    const email = uniqueEmail('twice')
    const a = await createLead(acquisitionModal(email))
    const b = await createLead(checkout(email))
    expect(a.body.leadId).not.toBe(b.body.leadId)
    expect(await leadsWithEmail(email)).toBe(2)
  })
})

describe('create-lead refuses bad input with the spec’s messages and stores nothing', () => {
  it('checks the lead modal in the spec’s order as the fields get filled in', async () => {
    const email = uniqueEmail('order')
    const full = leadModal(email)
    const steps: [Record<string, unknown>, string, string][] = [
      [{ ...full, first_name: 'A' }, 'First name too short', 'Please enter at least 2 characters for your first name.'],
      [{ ...full, first_name: '  ', last_name: '' }, 'First name too short', 'Please enter at least 2 characters for your first name.'],
      [{ ...full, last_name: 'L' }, 'Last name too short', 'Please enter at least 2 characters for your last name.'],
      [{ ...full, last_name: undefined, email: '' }, 'Last name too short', 'Please enter at least 2 characters for your last name.'],
      [{ ...full, email: '', phone: '' }, 'Email required', 'Please enter your email address.'],
      [{ ...full, email: undefined, phone: '' }, 'Email required', 'Please enter your email address.'],
      [{ ...full, phone: '', monthly_recurring_revenue: '' }, 'Phone required', 'Please enter your phone number.'],
      [{ ...full, phone: '   ' }, 'Phone required', 'Please enter your phone number.'],
      [{ ...full, monthly_recurring_revenue: undefined }, 'MRR required', 'Please select your monthly recurring revenue range.'],
      [{ ...full, monthly_recurring_revenue: '$1,000,000+' }, 'MRR required', 'Please select your monthly recurring revenue range.'],
    ]
    for (const [body, title, text] of steps) await refused(body, text, title)
    expect(await leadsWithEmail(email)).toBe(0)
  })

  it('refuses an ROI lead without a phone, name or first name', async () => {
    const body = roiModal()
    await refused({ ...body, phone: undefined }, 'Please fill in all required fields')
    await refused({ ...body, phone: '  ' }, 'Please fill in all required fields')
    await refused({ ...body, name: '' }, 'Please fill in all required fields')
    await refused({ ...body, metadata: { ...body.metadata, firstName: '' } }, 'Please fill in all required fields')
    await refused({ ...body, email: 'not-an-email' }, 'Please fill in all required fields')
    expect(await leadsWithEmail(body.email)).toBe(0)
  })

  it('refuses a waitlist lead missing any field', async () => {
    const body = waitlist()
    for (const field of ['first_name', 'last_name', 'email', 'phone']) {
      await refused({ ...body, [field]: '' }, 'Please fill in all fields')
      await refused({ ...body, [field]: undefined }, 'Please fill in all fields')
    }
    expect(await leadsWithEmail(body.email)).toBe(0)
  })

  it('refuses an acquisition email without an at-sign', async () => {
    const body = acquisitionModal()
    const noAt = body.email.replace('@', '.')
    await refused({ ...body, email: noAt }, 'Please enter a valid email address')
    expect(await leadsWithEmail(noAt)).toBe(0)
    await refused({ ...body, email: '' }, 'Please enter a valid email address')
    // Half an address: the same schema as every other lead form (issue 31), in the modal and at checkout.
    await refused({ ...body, email: 'buyer@' }, 'Please enter a valid email address')
    await refused({ ...checkout(), email: 'buyer@' }, 'Please enter a valid email address')
    expect(await leadsWithEmail('buyer@')).toBe(0)
  })

  it('refuses an acquisition checkout missing a field', async () => {
    const body = checkout()
    for (const field of ['name', 'email', 'phone']) await refused({ ...body, [field]: '' }, 'Please fill in all fields')
    expect(await leadsWithEmail(body.email)).toBe(0)
  })

  it('refuses survey leads with the chat’s own messages', async () => {
    const body = survey()
    await refused({ ...body, email: 'nope' }, "Hmm, that doesn't look like an email. Can you try again?")
    await refused({ ...body, full_name: 'K' }, 'Can you share your full name?')
    await refused({ ...body, phone: '12ab' }, 'Can you share a valid phone number?')
    expect(await leadsWithEmail(body.email)).toBe(0)
  })

  it('refuses a body that matches no payload with the generic message', async () => {
    const email = uniqueEmail('none')
    for (const body of [{ email }, { email, modal_context: 'sidebar' }, { email, context: 'calculator' }, { email, funnel_step: 'paid' }]) {
      await refused(body, 'Something went wrong. Please try again.')
    }
    for (const raw of ['[]', '"x"', '{"email":', 'null']) {
      const res = await api('/fn/create-lead', { method: 'POST', body: raw, headers: { 'content-type': 'application/json' } })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ error: 'Something went wrong. Please try again.', code: 'INVALID_INPUT' })
    }
    expect(await leadsWithEmail(email)).toBe(0)
  })

  it('answers a body it cannot read (unknown charset, wrong type, too large) with 400, not 500', async () => {
    const body = JSON.stringify(acquisitionModal())
    const email = JSON.parse(body).email as string
    const cases: Record<string, string>[] = [
      { 'content-type': 'application/json; charset=latin1' },
      { 'content-type': 'application/json; charset=utf-16' },
      { 'content-type': 'application/json', 'content-encoding': 'compress' },
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      { 'content-type': 'application/xml' },
    ]
    for (const headers of cases) {
      const res = await api('/fn/create-lead', { method: 'POST', body, headers })
      expect(res.status, JSON.stringify(headers)).toBe(400)
      expect(res.body).toEqual({ error: 'Something went wrong. Please try again.', code: 'INVALID_INPUT' })
    }
    const huge = await createLead({ ...acquisitionModal(email), survey_response: 'x'.repeat(300_000) })
    expect(huge.status).toBe(400)
    expect(huge.body.code).toBe('INVALID_INPUT')
    expect(await leadsWithEmail(email)).toBe(0)
  })
})

describe('create-lead under arbitrary bad input (property)', () => {
  const MARKER = `pbt-${unique()}.invalid`
  let counter = 0
  const markerEmail = () => `p${counter++}@${MARKER}`

  /** Values that make any required field of any schema invalid. */
  const BREAKERS: Record<string, unknown[]> = {
    text: [undefined, '', '   ', null, 42, true, [], {}],
    name2: [undefined, '', ' ', 'A', ' B ', null, 7, []],
    email: [undefined, '', '   ', null, 5, 'no-at-sign', []],
    number: [undefined, null, 'many', -1, [], {}, '5'],
    list: [undefined, null, 'answers', 3, [{ question: 1 }], [{ answer: 'no question' }]],
    literal: [undefined, '', null, 'other', 1],
  }

  /** Every valid payload, with the kind of each of its required fields. */
  const TEMPLATES: { make: (email: string) => Record<string, any>; fields: Record<string, keyof typeof BREAKERS> }[] = [
    {
      make: leadModal,
      fields: { first_name: 'name2', last_name: 'name2', email: 'email', phone: 'text', monthly_recurring_revenue: 'literal' },
    },
    {
      make: roiModal,
      fields: {
        email: 'email',
        phone: 'text',
        name: 'text',
        metadata: 'literal',
        'metadata.firstName': 'text',
        'metadata.roi_clients': 'number',
        'metadata.roi_hours_per_week': 'number',
        'metadata.roi_avg_client_value': 'number',
        'metadata.roi_total_monthly_gain': 'number',
      },
    },
    { make: waitlist, fields: { first_name: 'text', last_name: 'text', email: 'email', phone: 'text' } },
    {
      make: survey,
      fields: {
        email: 'email',
        full_name: 'name2',
        phone: 'text',
        survey_responses: 'list',
        time_spent_on_survey: 'number',
        assigned_to: 'text',
      },
    },
    { make: acquisitionModal, fields: { email: 'email', lead_type: 'literal', offer_type: 'literal' } },
    { make: checkout, fields: { email: 'email', phone: 'text', name: 'text', lead_type: 'literal', offer_type: 'literal' } },
  ]

  function setPath(target: Record<string, any>, path: string, value: unknown) {
    const keys = path.split('.')
    const last = keys.pop()!
    let node = target
    for (const key of keys) node = node[key]
    if (value === undefined) delete node[last]
    else node[last] = value
  }

  const mutated = fc
    .record({
      template: fc.nat({ max: TEMPLATES.length - 1 }),
      pick: fc.nat(),
      breaker: fc.nat(),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    })
    .map(({ template, pick, breaker, extra }) => {
      const { make, fields } = TEMPLATES[template]!
      const names = Object.keys(fields)
      const field = names[pick % names.length]!
      const values = BREAKERS[fields[field]!]!
      // unknown extra keys are ignored by the schemas, so they must not rescue a payload
      const body = { ...extra, ...structuredClone(make(markerEmail())) }
      setPath(body, field, values[breaker % values.length])
      return { kind: 'mutated', body: body as unknown }
    })

  const randomJson = fc
    .oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.dictionary(fc.string({ maxLength: 16 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
      fc.record({
        email: fc.constant(null),
        modal_context: fc.constantFrom('hero', 'framework', 'case-study', 'final', 'paid_trial_waitlist', 'x'),
        context: fc.constantFrom('roi_calculator', undefined),
        funnel_step: fc.constantFrom('email_captured', 'viewed_checkout', 'other'),
        first_name: fc.oneof(fc.string({ maxLength: 3 }), fc.integer()),
      }),
    )
    .map((value) => {
      // give object bodies a marker e-mail so a stored one would be found
      if (value && typeof value === 'object' && !Array.isArray(value))
        return { kind: 'random', body: { ...value, email: markerEmail() } as unknown }
      return { kind: 'random', body: value as unknown }
    })

  const rawText = fc.string({ maxLength: 40 }).map((text) => ({ kind: 'raw', body: text as unknown }))

  it('never answers 500 and never stores a lead for 200 malformed payloads', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ arbitrary: mutated, weight: 3 }, { arbitrary: randomJson, weight: 2 }, { arbitrary: rawText, weight: 1 }),
        async ({ kind, body }) => {
          const res =
            kind === 'raw'
              ? await api('/fn/create-lead', { method: 'POST', body: body as string, headers: { 'content-type': 'application/json' } })
              : await api('/fn/create-lead', {
                  method: 'POST',
                  body: JSON.stringify(body) ?? 'null',
                  headers: { 'content-type': 'application/json' },
                })
          expect(res.status, JSON.stringify(body)).toBe(400)
          expect(typeof res.body, JSON.stringify(body)).toBe('object')
          expect(typeof res.body.error).toBe('string')
          expect(res.body.error.length).toBeGreaterThan(0)
          expect(res.body.code).toBe('INVALID_INPUT')
          expect(res.body.leadId).toBeUndefined()
        },
      ),
      { numRuns: 200 },
    )
    const stored = await api(`/api/leads?where[email][contains]=${encodeURIComponent(MARKER)}&limit=1`, { as: 'admin' })
    expect(stored.status).toBe(200)
    expect(stored.body.totalDocs).toBe(0)
    // the marker check itself finds leads: one valid lead with the marker is counted
    const control = await createLead(waitlist(markerEmail()))
    expect(control.status).toBe(200)
    const after = await api(`/api/leads?where[email][contains]=${encodeURIComponent(MARKER)}&limit=1`, { as: 'admin' })
    expect(after.body.totalDocs).toBe(1)
  }, 120_000)
})

describe('create-lead with an idempotency key (issue 26.5)', () => {
  /** One browser's submit: its visitor cookie and the key every try of that submit sends. */
  const submit = () => ({ cookie: visitorCookie(randomUUID()), 'idempotency-key': randomUUID() })
  const send = (body: unknown, headers: Record<string, string>) => api('/fn/create-lead', { method: 'POST', body, headers })

  it('stores once when two tries of one submit arrive at the same moment, and answers both alike', async () => {
    const body = leadModal()
    const headers = submit()
    const answers = await Promise.all([send(body, headers), send(body, headers), send(body, headers)])
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answers[1]!.body).toEqual(answers[0]!.body)
    expect(answers[2]!.body).toEqual(answers[0]!.body)
    expect(await leadsWithEmail(body.email)).toBe(1)
    // A try after the answer was lost: the same lead and the same token, which opens the lead.
    const later = await send(body, headers)
    expect(later.body).toEqual(answers[0]!.body)
    const update = await api('/fn/update-lead', { method: 'POST', body: { ...later.body, clicked_pricing_tier: 'retried' } })
    expect(update.body).toEqual({ updated: true })
    expect((await storedLead(later.body.leadId)).clicked_pricing_tier).toBe('retried')
    expect(await leadsWithEmail(body.email)).toBe(1)
  })

  it('counts a key per caller and per body: another visitor or other data is another lead', async () => {
    const body = leadModal()
    const headers = submit()
    const first = await send(body, headers)
    const otherVisitor = await send(body, { ...headers, cookie: visitorCookie(randomUUID()) })
    const otherData = await send({ ...body, phone: '+1 555 0199' }, headers)
    expect(new Set([first.body.leadId, otherVisitor.body.leadId, otherData.body.leadId]).size).toBe(3)
    expect(await leadsWithEmail(body.email)).toBe(3)
  })

  it('refuses a key it cannot use, and stores nothing', async () => {
    const body = leadModal()
    const res = await send(body, { ...submit(), 'idempotency-key': 'short' })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('INVALID_INPUT')
    expect(await leadsWithEmail(body.email)).toBe(0)
  })
})
