import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { screenshot, useBrowser, waitForHydration } from '../support/browser'
import { holdClock, runClockUntilVisible } from '../support/page-clock'

/**
 * The AI qualification survey in Chromium, with no OpenAI key (the scripted interviewer) and
 * the CMS timings shortened so the sequence runs in seconds. The published timings are put
 * back after the file.
 */
const { openPage } = useBrowser()

type Survey = Record<string, any>
let original: Survey
let survey: Survey

const SHORT = {
  searching_ms: 700,
  location_ms: 1500,
  evaluating_ms: 700,
  queue_drop_ms: 350,
  enter_typing_ms: 200,
  typing_min_ms: 100,
  typing_max_ms: 200,
  chunk_gap_min_ms: 100,
  chunk_gap_max_ms: 200,
  analyzing_ms: 1000,
  not_fit_redirect_ms: 1000,
}

async function publishTimings(timings: Record<string, number>): Promise<Survey> {
  const current = (await api('/api/globals/survey?depth=0', { as: 'marketer' })).body
  const res = await api('/api/globals/survey', {
    method: 'POST',
    as: 'marketer',
    body: { ...current, timings: { ...current.timings, ...timings }, _status: 'published' },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return (await api('/api/globals/survey?depth=0', { as: 'marketer' })).body
}

beforeAll(async () => {
  original = (await api('/api/globals/survey?depth=0', { as: 'marketer' })).body
  survey = await publishTimings({ ...SHORT, session_seconds: 300 })
})

afterAll(async () => {
  if (original) await publishTimings(original.timings)
})

async function leadByEmail(email: string) {
  const res = await api(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { as: 'admin' })
  return res.body.docs as Record<string, any>[]
}

const persona = () => survey.specialists.at(-1)
const questions = (): string[] => survey.interviewer.questions.map((q: { question: string }) => q.question)
const log = (page: Page) => page.getByRole('log')

/** Sends an answer through the chat box, once the chat takes one. */
async function answer(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: survey.chat.input_placeholder })
  await expect.poll(() => box.isEnabled(), { timeout: 15_000 }).toBe(true)
  await box.fill(text)
  await page.getByRole('button', { name: survey.chat.send_label }).click()
}

/** From the intro to the chat's first question. */
async function enterChat(page: Page, { shots = false } = {}) {
  await page.getByRole('button', { name: survey.intro.start_label }).click()
  await page.getByRole('heading', { name: survey.connecting.searching_heading }).waitFor()
  if (shots) await screenshot(page, 'survey-connecting.png', { fullPage: true })
  await page.getByRole('heading', { name: survey.connecting.found_heading }).waitFor()
  await page.getByRole('timer').waitFor()
  if (shots) await screenshot(page, 'survey-found.png', { fullPage: true })
  await page.getByRole('button', { name: survey.connecting.enter_label }).click()
  await log(page).getByText(questions()[0]!).waitFor()
}

describe('the AI qualification survey, as a visitor', () => {
  it('goes from the intro through connecting and the chat to /pricing, with the lead stored', async () => {
    const { page } = await openPage({ timezoneId: 'America/Chicago' })
    const email = `survey-${Date.now()}@example.com`
    await page.clock.install()
    await page.goto(`${baseUrl()}/survey?utm_source=newsletter&utm_campaign=spring`)
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1, name: survey.intro.heading }).waitFor()
    await expect(page.getByText(survey.intro.body).isVisible()).resolves.toBe(true)
    await screenshot(page, 'survey-intro.png', { fullPage: true })

    // The connecting steps last a few hundred ms each here: the page's clock is the test's
    // from the click on, so each one is seen however busy the machine is.
    await holdClock(page)
    await page.getByRole('button', { name: survey.intro.start_label }).click()
    await runClockUntilVisible(page, page.getByRole('heading', { name: survey.connecting.searching_heading }))
    // An AI assistant stages no queue of people ahead (docs/decisions/083).
    expect(await page.getByText(/People ahead of you/).count()).toBe(0)
    // No CDN headers here: the city is the browser's time zone.
    await page.clock.runFor(SHORT.searching_ms)
    await page.getByText(survey.connecting.location_text.replace('{city}', 'Chicago')).waitFor()
    await screenshot(page, 'survey-connecting.png', { fullPage: true })
    await page.clock.runFor(SHORT.location_ms)
    await page.getByText(survey.connecting.evaluating_text).waitFor()
    await page.clock.runFor(SHORT.evaluating_ms)
    await page.getByRole('heading', { name: survey.connecting.found_heading }).waitFor()
    await page.clock.resume()
    const reserved = await page.getByRole('timer').textContent()
    expect(reserved).toMatch(/^[45]:\d\d$/)
    await page.getByText(survey.chat.ai_label, { exact: true }).waitFor()
    await screenshot(page, 'survey-found.png', { fullPage: true })
    await page.getByRole('button', { name: 'Enter Chat Room' }).click()
    // The chat's clock counts down what the found screen reserved, and the header says it is an AI.
    const seconds = (text: string | null) => Number(text!.split(':')[0]) * 60 + Number(text!.split(':')[1])
    const timer = page.getByRole('timer', { name: 'Session time left' })
    const first = seconds(await timer.textContent())
    expect(first).toBeLessThanOrEqual(seconds(reserved))
    await expect.poll(async () => seconds(await timer.textContent()), { timeout: 5_000 }).toBeLessThan(first)
    expect(await page.getByTestId('ai-disclosure').textContent()).toBe(survey.chat.ai_label)
    expect(await page.getByText(survey.chat.status_label, { exact: true }).count()).toBe(0)

    // Typing, then the persona's opening and the first question.
    const opening = survey.interviewer.opening.replace('{name}', persona().name)
    await log(page).getByText(opening).waitFor()
    await log(page).getByText(questions()[0]!).waitFor()

    const answers = [
      'We run a local SEO agency, three years now.',
      'About 12 clients a month.',
      'Finding time for fulfilment.',
      'Another $20k a month.',
    ]
    for (const [i, text] of answers.entries()) {
      await answer(page, text)
      if (i < 3)
        await log(page)
          .getByText(questions()[i + 1]!)
          .waitFor()
    }
    await log(page).getByText(survey.chat.email_request).waitFor()
    await screenshot(page, 'survey-chat.png', { fullPage: true })

    // A bad email gets the spec's reply, and the chat waits for a real one.
    await answer(page, 'not-an-email')
    await log(page).getByText("Hmm, that doesn't look like an email. Can you try again?").waitFor()
    await expect(log(page).getByText(survey.chat.name_request).count()).resolves.toBe(0)
    // The e-mail inside a sentence is found.
    await answer(page, `sure, it's ${email}.`)
    await log(page).getByText(survey.chat.name_request).waitFor()
    // "Yes" is not a name.
    await answer(page, 'Yes')
    await expect.poll(() => log(page).getByText('Can you share your full name?').count()).toBe(1)
    await answer(page, 'J')
    await expect.poll(() => log(page).getByText('Can you share your full name?').count()).toBe(2)
    await answer(page, 'Jane Doe')
    await log(page).getByText(survey.chat.phone_request.replace('{firstName}', 'Jane')).waitFor()
    await answer(page, '555')
    await log(page).getByText('Can you share a valid phone number?').waitFor()
    await answer(page, '+1 (555) 010-2030')
    await log(page).getByText(survey.chat.transition_message.replace('{firstName}', 'Jane')).waitFor()
    await page.getByRole('heading', { name: survey.chat.analyzing_heading }).waitFor()
    await screenshot(page, 'survey-analyzing.png', { fullPage: true })

    await page.waitForURL((url) => url.pathname === '/pricing', { timeout: 15_000 })
    const params = new URL(page.url()).searchParams
    expect(Object.fromEntries(params)).toEqual({ email, firstName: 'Jane', ref: 'survey' })
    // The hand-off greets the visitor by first name, as the other refs are greeted (decision 025).
    const welcome = (await api('/api/globals/pricing?depth=0')).body.welcome_back
    await page.getByRole('status').getByText(welcome.title.replace('{name}', 'Jane')).waitFor()

    const [lead] = await leadByEmail(email)
    expect(lead).toMatchObject({
      email,
      full_name: 'Jane Doe',
      phone: '+1 (555) 010-2030',
      assigned_to: persona().name,
      modal_context: 'survey',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      viewed_pricing: true,
    })
    expect(lead!.survey_responses).toEqual(questions().map((question, i) => ({ question, answer: answers[i] })))
    expect(lead!.time_spent_on_survey).toBeGreaterThanOrEqual(1)
    expect(lead!.time_spent_on_survey).toBeLessThan(600)
    expect(lead!.session_id).toBeTruthy()

    // A plan click on /pricing is recorded on the survey's lead, which this tab holds (issue 19).
    const plan = page
      .getByRole('list', { name: 'Plans' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Starter', exact: true }) })
      .getByRole('button', { name: 'Get Started' })
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), plan.click()])
    await checkout.waitForURL(/\/pay\/checkout\/cs_/)
    await checkout.close()
    await expect
      .poll(async () => (await leadByEmail(email))[0], { timeout: 10_000 })
      .toMatchObject({ clicked_pricing_tier: 'Starter', payment_attempted: true })
    expect(await leadByEmail(email)).toHaveLength(1)
    // Its funnel events, sent from /pricing too, keep the survey's landing utm tags.
    await expect
      .poll(
        async () => {
          const res = await api(
            `/api/funnel-events?where[session_id][equals]=${lead!.session_id}&where[event_type][equals]=checkout_started&depth=0`,
            { as: 'analyst' },
          )
          return res.body.docs[0] as Record<string, any> | undefined
        },
        { timeout: 15_000 },
      )
      .toMatchObject({
        event_data: { plan: 'starter', period: 'annual' },
        utm_source: 'newsletter',
        utm_campaign: 'spring',
        device: 'desktop',
      })
  })

  it("ends a hostile chat with the 'not the right fit' reply and sends the visitor home", async () => {
    const { page } = await openPage()
    await page.goto(`${baseUrl()}/survey`)
    await waitForHydration(page)
    await enterChat(page)
    // No OpenAI key on this server: the voice button says so, and the text chat goes on.
    await page.getByRole('button', { name: survey.voice.unavailable_label }).click()
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to connect voice chat. Falling back to text.' }).waitFor()
    await answer(page, 'This is a waste of time')
    await log(page).getByText(survey.chat.not_right_fit).waitFor()
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 })
  })

  it('expires the reserved session when its countdown runs out', async () => {
    survey = await publishTimings({ session_seconds: 3 })
    try {
      const { page } = await openPage()
      await page.goto(`${baseUrl()}/survey`)
      await waitForHydration(page)
      await page.getByRole('button', { name: survey.intro.start_label }).click()
      await page.getByRole('heading', { name: survey.connecting.found_heading }).waitFor()
      await page.getByRole('button', { name: survey.connecting.enter_label }).click()
      await page.getByRole('alert').filter({ hasText: 'Session expired. Please refresh to try again.' }).waitFor({ timeout: 15_000 })
      await expect(page.getByRole('textbox').count()).resolves.toBe(0)
    } finally {
      survey = await publishTimings({ session_seconds: 300 })
    }
  })

  it('keeps the interviewer’s system prompt out of the page', async () => {
    const html = await (await fetch(`${baseUrl()}/survey`)).text()
    expect(html).toContain(survey.intro.heading)
    expect(html).not.toContain(survey.interviewer.system_prompt.slice(0, 60))
  })
})
