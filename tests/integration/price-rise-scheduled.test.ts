import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { api } from '../support/api'
import { riseDay } from '../../contracts/price-rise'
import { renderSequenceEmail } from '../../server/sequences/render-sequence-email'
import { riseValuesForMail, stepMentionsRise } from '../../server/sequences/rise-in-mail'
import { datedRise, pageText, priceRiseNow, professionalPlanId, restorePriceRise, type RiseFields } from '../support/price-rise'

/**
 * The rise's announcement can be scheduled (docs/decisions/120): a draft of the record, and
 * Payload's scheduled publish (the `schedulePublish` task, queued with `waitUntil` as the admin's
 * "Schedule publish" queues it) that the server's own job runner carries out. Until then the
 * published record, and so every page, stays as it was. And the e-mail about the rise: filled
 * from a dated rise, held on the visitor's timer or once the date has passed.
 */
let payload: Payload
let found: RiseFields

beforeAll(async () => {
  // Another node on the suite's database: it queues, the suite's server runs (as in jobs-queue.test.ts).
  process.env.DATABASE_URL = inject('databaseUrl')
  process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex')
  Object.assign(process.env, { NODE_ENV: 'production' })
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../cms/payload.config')
  payload = await getPayload({ config, key: 'price-rise-scheduler' })
  found = await priceRiseNow()
})

afterAll(async () => {
  await restorePriceRise(found)
})

describe('a scheduled announcement of the rise', () => {
  it('publishes the draft at its time through the Jobs Queue; before it, the pages say nothing of it', async () => {
    const at = new Date(Date.now() + 30 * 86_400_000)
    const plan = await professionalPlanId()
    // None announced now; a draft with a date waits to be published.
    await restorePriceRise({ ...found, plan: null })
    const draft = await api('/api/globals/price-rise?draft=true', {
      method: 'POST',
      as: 'admin',
      body: { ...datedRise(plan, at), _status: 'draft' },
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    expect((await priceRiseNow()).plan ?? null).toBeNull()
    expect(await pageText('/pricing')).not.toMatch(/Price rises/)

    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', global: 'price-rise' },
      waitUntil: new Date(Date.now() + 1_000),
    })
    await expect.poll(async () => (await priceRiseNow()).rises_at, { timeout: 20_000, interval: 250 }).toBe(at.toISOString())
    await expect.poll(() => pageText('/pricing'), { timeout: 10_000 }).toMatch(/Price rises to \$697 on /)
  })

  it('fills the seeded nurture e-mail about the rise from a dated rise, and holds it on the visitor timer or after the date', async () => {
    const plan = await professionalPlanId()
    const { docs } = await payload.find({ collection: 'sequences', where: { slug: { equals: 'lead-nurture' } }, overrideAccess: true })
    const step = docs[0]!.steps.find((candidate) => stepMentionsRise(candidate))!
    expect(step).toBeDefined()

    const at = new Date(Date.now() + 20 * 86_400_000)
    await restorePriceRise(datedRise(plan, at))
    const values = await riseValuesForMail(payload)
    const links = { origin: 'http://mail.test', campaign: 'lead-nurture', click: (url: string) => url, unsubscribe: 'http://mail.test/u' }
    const email = renderSequenceEmail(step, { first_name: 'Ada', pricing_url: '/pricing', ...values }, links)
    expect(email.subject).toBe('Lock in Professional at $497 before it rises')
    expect(email.text).toContain(
      `It is $497/month today and rises to $697 on ${riseDay(at.getTime())}; lock in now and you keep $497 for life.`,
    )
    expect(email.html).not.toContain('{rise_')

    await restorePriceRise({ ...datedRise(plan, at), timing: 'visitor_timer', rises_at: null, timer_hours: 24 })
    expect(await riseValuesForMail(payload)).toBeNull()
    await restorePriceRise(datedRise(plan, new Date(Date.now() - 60_000)))
    expect(await riseValuesForMail(payload)).toBeNull()
  })
})
