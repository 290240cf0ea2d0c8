import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAKE_OPENAI_KEY, startFakeOpenAi, type FakeOpenAi } from '../fakes/openai'
import { CHROMIUM_ARGS, CHROMIUM_PATH, screenshot, waitForHydration, watchPage } from '../support/browser'
import { startServer, TEST_ADMIN, type RunningServer } from '../support/server'
import { signIn } from '../support/sign-in'
import { withVisitorCountry } from '../support/visitor-country'

/**
 * Voice in the survey chat, in Chromium with its fake microphone, against a server of its own
 * whose openai SDK talks to the fake OpenAI API (tests/fakes/openai.ts).
 */
let fake: FakeOpenAi
let server: RunningServer
let browser: Browser
let survey: Record<string, any>

beforeAll(async () => {
  fake = await startFakeOpenAi()
  server = await startServer({ env: { OPENAI_API_KEY: FAKE_OPENAI_KEY, OPENAI_BASE_URL: fake.baseURL } })
  const token = await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password)
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const current = await (await fetch(`${server.url}/api/globals/survey?depth=0`, { headers })).json()
  const timings = {
    ...current.timings,
    searching_ms: 100,
    location_ms: 100,
    evaluating_ms: 100,
    queue_drop_ms: 50,
    enter_typing_ms: 50,
    typing_min_ms: 50,
    typing_max_ms: 100,
    chunk_gap_min_ms: 50,
    chunk_gap_max_ms: 100,
    live_voice_threshold_ms: 1500,
  }
  const res = await fetch(`${server.url}/api/globals/survey`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...current, timings, _status: 'published' }),
  })
  expect(res.status).toBe(200)
  survey = await (await fetch(`${server.url}/api/globals/survey?depth=0`, { headers })).json()
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  })
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await fake?.close()
})

/** A page in the chat room, with its console watched; `allowed` are problems the test provokes. */
async function chatPage(allowed: RegExp[] = []): Promise<{ page: Page; problems: () => string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: withVisitorCountry() })
  context.setDefaultTimeout(15_000)
  await context.grantPermissions(['microphone'], { origin: server.url })
  const page = await context.newPage()
  const errors: string[] = []
  watchPage(page, errors, errors)
  await page.goto(`${server.url}/survey`)
  await waitForHydration(page)
  await page.getByRole('button', { name: survey.intro.start_label }).click()
  await page.getByRole('button', { name: survey.connecting.enter_label }).click()
  await page.getByRole('log').getByText(survey.interviewer.questions[0].question).waitFor()
  return { page, problems: () => errors.filter((text) => !allowed.some((pattern) => pattern.test(text))) }
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

describe('voice in the survey chat, with an OpenAI key', () => {
  it('transcribes a short recording into the answer box, to edit before sending', async () => {
    fake.transcript = 'We run a local SEO agency with 12 clients.'
    const { page, problems } = await chatPage()
    const before = fake.requests.length
    await page.getByRole('button', { name: survey.voice.record_label }).click()
    await page.waitForTimeout(600)
    await page.getByRole('button', { name: survey.voice.stop_label }).click()
    await toast(page, 'Transcribed! You can edit before sending.').waitFor()
    const box = page.getByRole('textbox', { name: survey.chat.input_placeholder })
    await expect.poll(() => box.inputValue()).toBe('We run a local SEO agency with 12 clients.')
    const sent = fake.requests.slice(before).filter((r) => r.path === '/v1/audio/transcriptions')
    expect(sent).toHaveLength(1)
    expect((sent[0]!.form!.file as { size: number }).size).toBeGreaterThan(100)
    await screenshot(page, 'survey-voice.png')

    // Edited, then sent as an answer.
    await box.fill('We run a local SEO agency with 14 clients.')
    await page.getByRole('button', { name: survey.chat.send_label }).click()
    await page.getByRole('log').getByText('We run a local SEO agency with 14 clients.').waitFor()
    expect(problems()).toEqual([])
  })

  it('says when no speech was heard', async () => {
    fake.transcript = ''
    const { page, problems } = await chatPage([/422/])
    await page.getByRole('button', { name: survey.voice.record_label }).click()
    await page.waitForTimeout(400)
    await page.getByRole('button', { name: survey.voice.stop_label }).click()
    await toast(page, 'No speech detected. Please try again.').waitFor()
    expect(problems()).toEqual([])
  })

  it('offers live voice after a long recording, and falls back to text when it cannot connect', async () => {
    const { page, problems } = await chatPage([/realtime|CORS|Failed to load resource|Failed to fetch/i])
    await page.getByRole('button', { name: survey.voice.record_label }).click()
    await page.waitForTimeout(2000)
    await page.getByRole('button', { name: survey.voice.stop_label }).click()
    const offer = page.getByRole('group', { name: survey.voice.live_offer })
    await offer.waitFor()
    await offer.getByRole('button', { name: survey.voice.live_accept_label }).click()
    // The fake has no WebRTC endpoint: the secret is issued, the call fails, the chat goes on.
    await toast(page, 'Failed to connect voice chat. Falling back to text.').waitFor()
    expect(fake.requests.some((r) => r.path === '/v1/realtime/client_secrets')).toBe(true)
    // The page's CSP lets the browser reach the provider with a key set (connect-src), so the
    // offer got there: it was refused before it left the browser once (issue 18).
    expect(fake.requests.some((r) => r.path === '/v1/realtime/calls')).toBe(true)
    await page.getByRole('button', { name: survey.voice.record_label }).waitFor()
    await expect(page.getByRole('textbox', { name: survey.chat.input_placeholder }).isEnabled()).resolves.toBe(true)
    expect(problems()).toEqual([])
  })

  it('tells the visitor when the microphone is refused', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: withVisitorCountry() })
    const page = await context.newPage()
    await page.goto(`${server.url}/survey`)
    await waitForHydration(page)
    await page.getByRole('button', { name: survey.intro.start_label }).click()
    await page.getByRole('button', { name: survey.connecting.enter_label }).click()
    await page.getByRole('log').getByText(survey.interviewer.questions[0].question).waitFor()
    // No permission granted in this context, and the fake UI is not asked: getUserMedia is refused.
    await context.clearPermissions()
    await page.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
    })
    await page.getByRole('button', { name: survey.voice.record_label }).click()
    await toast(page, 'Could not access microphone. Please check permissions.').waitFor()
    await context.close()
  })
})
