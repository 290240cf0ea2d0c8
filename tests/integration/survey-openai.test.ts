import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { singleNetworkMmdb } from '../fakes/mmdb'
import { FAKE_OPENAI_KEY, startFakeOpenAi, type FakeOpenAi } from '../fakes/openai'
import { createPostgresDatabase, startServer, TEST_ADMIN, type DatabaseChoice, type RunningServer } from '../support/server'
import { signIn } from '../support/sign-in'
import { NO_COUNTRY } from '../support/visitor-country'

/**
 * The survey's model path through the real openai SDK: a server of its own with
 * OPENAI_API_KEY and OPENAI_BASE_URL pointing at a fake of the OpenAI HTTP API
 * (tests/fakes/openai.ts), which records what the server sent. The hourly limits are set
 * low so the 429s can be reached. It also has a MaxMind city database (GEOIP_DB_PATH) that
 * places 127.0.0.0/8, where the tests come from.
 */
const PER_SESSION = 4
const PER_ADDRESS = 40

let fake: FakeOpenAi
let server: RunningServer
let dropDatabase: (() => Promise<void>) | undefined
let geoDir: string

const session = () => `openai-${randomUUID()}`

async function call(name: string, body: unknown) {
  const res = await fetch(`${server.url}/fn/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

async function survey() {
  const token = await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password)
  const res = await fetch(`${server.url}/api/globals/survey?depth=0`, { headers: { authorization: `JWT ${token}` } })
  return (await res.json()) as Record<string, any>
}

const HISTORY = [
  { role: 'assistant', content: 'What kind of agency do you run right now, and how long have you been at it?' },
  { role: 'user', content: 'We run a smal local SEO agnecy, 3 years' },
]

beforeAll(async () => {
  fake = await startFakeOpenAi()
  geoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-geoip-'))
  fs.writeFileSync(
    path.join(geoDir, 'city.mmdb'),
    singleNetworkMmdb(127, { city: { names: { en: 'Testville' } }, subdivisions: [{ names: { en: 'Test Region' } }] }),
  )
  let database: DatabaseChoice = { kind: 'sqlite' }
  if (inject('databaseKind') === 'postgres') {
    const db = await createPostgresDatabase(process.env.TEST_POSTGRES_URL!)
    dropDatabase = db.drop
    database = { kind: 'postgres', url: db.url }
  }
  server = await startServer({
    database,
    env: {
      OPENAI_API_KEY: FAKE_OPENAI_KEY,
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_SURVEY_MODEL: 'fake-survey-model',
      SURVEY_CHAT_PER_SESSION: String(PER_SESSION),
      SURVEY_CHAT_PER_ADDRESS: String(PER_ADDRESS),
      GEOIP_DB_PATH: path.join(geoDir, 'city.mmdb'),
    },
  })
})

afterAll(async () => {
  await server?.stop()
  await dropDatabase?.()
  await fake?.close()
  if (geoDir) fs.rmSync(geoDir, { recursive: true, force: true })
})

describe('get-user-location with a MaxMind database', () => {
  it('answers the city and region of the client address, and a CDN header still wins', async () => {
    const located = await fetch(`${server.url}/fn/get-user-location`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...NO_COUNTRY },
      body: '{}',
    })
    expect(await located.json()).toEqual({ city: 'Testville', region: 'Test Region', country: null })
    const res = await fetch(`${server.url}/fn/get-user-location`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-ipcity': 'Austin', 'cf-region': 'Texas', ...NO_COUNTRY },
      body: '{}',
    })
    expect(await res.json()).toEqual({ city: 'Austin', region: 'Texas', country: null })
  })
})

describe('ai-survey-chat with OPENAI_API_KEY (openai SDK, Responses API)', () => {
  it('sends the CMS system prompt and the history, and answers the parsed structured reply', async () => {
    fake.replyText = () =>
      JSON.stringify({
        chunks: ['Three years in local SEO, nice.', 'How many clients are you working with each month?'],
        typoCorrection: 'We run a small local SEO agency, 3 years',
        spamDetected: false,
      })
    const before = fake.requests.length
    const reply = await call('ai-survey-chat', { messages: HISTORY, questionCount: 1, sessionId: session() })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      message: 'Three years in local SEO, nice.\n\nHow many clients are you working with each month?',
      chunks: ['Three years in local SEO, nice.', 'How many clients are you working with each month?'],
      typoCorrection: 'We run a small local SEO agency, 3 years',
      spamDetected: false,
      voiceAvailable: true,
    })

    const sent = fake.requests.slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.path).toBe('/v1/responses')
    expect(sent[0]!.authorization).toBe(`Bearer ${FAKE_OPENAI_KEY}`)
    const body = sent[0]!.json!
    expect(body.model).toBe('fake-survey-model')
    expect(body.input).toEqual(HISTORY)
    // The CMS prompt with the persona and the numbered CMS questions filled in.
    const content = await survey()
    const persona = content.specialists.at(-1)
    const firstLine = content.interviewer.system_prompt.split('\n')[0].replace('{name}', persona.name).replace('{role}', persona.role)
    expect(body.instructions).toContain(firstLine)
    for (const [i, { question }] of content.interviewer.questions.entries()) expect(body.instructions).toContain(`${i + 1}. ${question}`)
    expect(body.instructions).not.toContain('{questions}')
    // The structured format: a strict JSON schema of the reply.
    expect(body.text.format).toMatchObject({ type: 'json_schema', name: 'survey_reply', strict: true })
    expect(Object.keys(body.text.format.schema.properties).sort()).toEqual(['chunks', 'spamDetected', 'typoCorrection'])
  })

  it('opens the chat from the CMS without a model call', async () => {
    const before = fake.requests.length
    const reply = await call('ai-survey-chat', { messages: [], questionCount: 0, sessionId: session() })
    expect(reply.status).toBe(200)
    expect(reply.body.chunks).toHaveLength(2)
    expect(fake.requests.length).toBe(before)
  })

  it('passes on the model’s spam flag', async () => {
    fake.replyText = () => JSON.stringify({ chunks: ['Okay.'], typoCorrection: null, spamDetected: true })
    const reply = await call('ai-survey-chat', { messages: HISTORY, questionCount: 1, sessionId: session() })
    expect(reply.body).toMatchObject({ spamDetected: true, typoCorrection: null, chunks: ['Okay.'] })
  })

  it('answers a model reply that does not fit the schema with the chat error, and keeps serving', async () => {
    for (const text of [
      JSON.stringify({ chunks: 'not a list', typoCorrection: null, spamDetected: false }),
      JSON.stringify({ chunks: [], typoCorrection: null, spamDetected: false }),
      JSON.stringify({ message: 'hello' }),
      'Sure! Here is my answer without any JSON.',
    ]) {
      fake.replyText = () => text
      const reply = await call('ai-survey-chat', { messages: HISTORY, questionCount: 1, sessionId: session() })
      expect(reply.status, text).toBe(502)
      expect(reply.body, text).toEqual({ error: 'Failed to send message. Please try again.', code: 'CHAT_FAILED' })
    }
    expect(server.logs()).toContain('survey interviewer failed')
    fake.replyText = () => JSON.stringify({ chunks: ['Back to normal.'], typoCorrection: null, spamDetected: false })
    expect((await call('ai-survey-chat', { messages: HISTORY, questionCount: 1, sessionId: session() })).status).toBe(200)
  })
})

describe('voice with OPENAI_API_KEY', () => {
  it('voice-to-text posts the recording to the transcription API and answers its text', async () => {
    fake.transcript = '  We have about twelve clients.  '
    const audio = Buffer.from('a webm recording of about three seconds').toString('base64')
    const before = fake.requests.length
    const reply = await call('voice-to-text', { audio, sessionId: session() })
    expect(reply).toEqual({ status: 200, body: { text: 'We have about twelve clients.' } })
    const sent = fake.requests.slice(before)
    expect(sent.map((r) => r.path)).toEqual(['/v1/audio/transcriptions'])
    expect(sent[0]!.form!.model).toBe('gpt-4o-mini-transcribe')
    expect(sent[0]!.form!.file).toEqual({ name: 'recording.webm', type: 'audio/webm', size: Buffer.from(audio, 'base64').length })
  })

  it('answers an empty transcription with the no-speech message', async () => {
    fake.transcript = ''
    const audio = Buffer.from('silence silence silence').toString('base64')
    const reply = await call('voice-to-text', { audio, sessionId: session() })
    expect(reply).toEqual({ status: 422, body: { error: 'No speech detected. Please try again.', code: 'NO_SPEECH' } })
  })

  it('realtime-voice-session answers an ephemeral client secret for a session with the interviewer’s instructions', async () => {
    const before = fake.requests.length
    const reply = await call('realtime-voice-session', { sessionId: session() })
    expect(reply.status).toBe(200)
    expect(reply.body.client_secret.value).toMatch(/^ek_fake_/)
    expect(reply.body.client_secret.expires_at).toBeGreaterThan(Date.now() / 1000)
    expect(reply.body.model).toBe('gpt-realtime')
    const sent = fake.requests.slice(before)
    expect(sent.map((r) => r.path)).toEqual(['/v1/realtime/client_secrets'])
    expect(sent[0]!.json!.session).toMatchObject({ type: 'realtime', model: 'gpt-realtime' })
    const content = await survey()
    expect(sent[0]!.json!.session.instructions).toContain(content.specialists.at(-1).name)
  })

  it("the survey's CSP lets the browser post its live voice offer to the provider, and nowhere else", async () => {
    const csp = (await fetch(`${server.url}/survey`)).headers.get('content-security-policy') ?? ''
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toEqual(["'self'", new URL(fake.baseURL).origin])
  })
})

describe('limits on the model endpoints', () => {
  it('answers 429 once a session has used its calls, while other sessions go on', async () => {
    fake.replyText = () => JSON.stringify({ chunks: ['Noted.'], typoCorrection: null, spamDetected: false })
    const sessionId = session()
    for (let i = 0; i < PER_SESSION; i++)
      expect((await call('ai-survey-chat', { messages: HISTORY, questionCount: 1, sessionId })).status).toBe(200)
    const refused = await call('ai-survey-chat', { messages: HISTORY, questionCount: 1, sessionId })
    expect(refused).toEqual({
      status: 429,
      body: { error: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' },
    })
    expect((await call('voice-to-text', { audio: Buffer.from('more audio here please').toString('base64'), sessionId })).status).toBe(429)
    expect((await call('ai-survey-chat', { messages: HISTORY, questionCount: 1, sessionId: session() })).status).toBe(200)
  })

  it('answers 429 once an address has used its calls, whatever session it claims', async () => {
    const statuses: number[] = []
    for (let i = 0; i < PER_ADDRESS + 1; i++) {
      const { status } = await call('ai-survey-chat', { messages: HISTORY, questionCount: 1, sessionId: session() })
      statuses.push(status)
      if (status === 429) break
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
    expect(statuses.length).toBeLessThanOrEqual(PER_ADDRESS)
  })
})
