import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the fake received, with its parsed body (JSON, or the fields of a multipart form). */
export type FakeOpenAiRequest = {
  method: string
  path: string
  authorization: string | undefined
  json?: Record<string, any>
  form?: Record<string, string | { name: string; type: string; size: number }>
}

export type FakeOpenAi = {
  /** The base URL the SDK takes (OPENAI_BASE_URL), ending in /v1. */
  baseURL: string
  requests: FakeOpenAiRequest[]
  /** The text the next responses.create answers with (the model's structured output); set per test. */
  replyText: (request: Record<string, any>) => string
  /** When set, responses.create answers a refusal with these words instead of the text (the model declined). */
  refusal: string | null
  /** What the next transcription answers. */
  transcript: string
  close: () => Promise<void>
}

/**
 * A small fake of the OpenAI HTTP API, enough for the survey: the Responses API
 * (`POST /v1/responses`), transcriptions (`POST /v1/audio/transcriptions`, multipart) and
 * realtime client secrets (`POST /v1/realtime/client_secrets`). The real `openai` SDK talks
 * to it through its base URL; it records every request so a test can check what was sent.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'baseURL' | 'close'> = {
    requests: [],
    replyText: () => JSON.stringify({ chunks: ['Thanks!'], typoCorrection: null, spamDetected: false }),
    refusal: null,
    transcript: 'We run a small local SEO agency.',
  }
  let counter = 0
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks)
    const path = (req.url ?? '').split('?')[0]!
    const record: FakeOpenAiRequest = { method: req.method ?? '', path, authorization: req.headers.authorization }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.headers.authorization !== 'Bearer sk-test-fake-openai') {
      fake.requests.push(record)
      return send(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } })
    }
    const id = `${Date.now().toString(36)}${(counter++).toString(36)}`
    if (req.method === 'POST' && path === '/v1/responses') {
      record.json = JSON.parse(raw.toString('utf8'))
      fake.requests.push(record)
      const content =
        fake.refusal === null
          ? { type: 'output_text', text: fake.replyText(record.json!), annotations: [] }
          : { type: 'refusal', refusal: fake.refusal }
      return send(200, {
        id: `resp_${id}`,
        object: 'response',
        created_at: Math.floor(Date.now() / 1000),
        status: 'completed',
        model: record.json!.model,
        output: [
          {
            type: 'message',
            id: `msg_${id}`,
            role: 'assistant',
            status: 'completed',
            content: [content],
          },
        ],
        usage: { input_tokens: 10, output_tokens: 10, total_tokens: 20 },
      })
    }
    if (req.method === 'POST' && path === '/v1/audio/transcriptions') {
      // Node's web Request reads the SDK's multipart body as the model's server would.
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type']! },
        body: raw,
      }).formData()
      record.form = {}
      for (const [key, value] of form.entries())
        record.form[key] = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size }
      fake.requests.push(record)
      return send(200, { text: fake.transcript })
    }
    if (req.method === 'POST' && path === '/v1/realtime/client_secrets') {
      record.json = JSON.parse(raw.toString('utf8'))
      fake.requests.push(record)
      const expiresAt = Math.floor(Date.now() / 1000) + 600
      return send(200, {
        value: `ek_fake_${id}`,
        expires_at: expiresAt,
        session: { type: 'realtime', object: 'realtime.session', ...record.json!.session },
      })
    }
    fake.requests.push(record)
    send(404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(fake, {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}

export const FAKE_OPENAI_KEY = 'sk-test-fake-openai'
