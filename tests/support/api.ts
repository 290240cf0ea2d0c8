import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { inject } from 'vitest'
import { signIn, tokenOn, type Role } from './sign-in'
import { withVisitorCountry } from './visitor-country'

export const baseUrl = () => inject('baseUrl')

export type Who = Role

/** Logs in over Payload's REST API and returns the JWT. */
export const login = (email: string, password: string): Promise<string> => signIn(baseUrl(), email, password)

/** The JWT of a role on the suite's server, signed in once per file. */
export const tokenFor = (who: Who): Promise<string> => tokenOn(baseUrl(), who)

/** A REST or function call, as `who` (or anonymously). */
export async function api(
  path: string,
  { method = 'GET', body, as, headers = {} }: { method?: string; body?: unknown; as?: Who; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const h: Record<string, string> = { ...headers }
  if (body !== undefined && !h['content-type']) h['content-type'] = 'application/json'
  if (as) h.authorization = `JWT ${await tokenFor(as)}`
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: h,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers }
}

/** The server's output so far (pino JSON lines), for checks on what it logged. */
export function serverLogs(): string {
  return fs.readFileSync(inject('serverLogFile'), 'utf8')
}

export type OutboxMail = { id: string; to: string; subject: string; html: string; text?: string }

/** The mails the server wrote to its outbox (cms/outbox.ts), oldest first. */
export function outboxMails(): OutboxMail[] {
  const dir = path.join(path.dirname(inject('serverLogFile')), 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMail)
}

/**
 * A request from another client address: the kernel's loopback answers on all of 127.0.0.0/8,
 * so binding 127.0.0.N makes the server see a different client without trusting any header.
 */
export function fromAddress(
  localAddress: string,
  path_: string,
  { method = 'POST', body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: http.IncomingHttpHeaders }> {
  const url = new URL(path_, baseUrl())
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, localAddress, headers: withVisitorCountry({ ...(payload ? { 'content-type': 'application/json' } : {}), ...headers }) },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          let parsed: unknown = text
          try {
            parsed = JSON.parse(text)
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers })
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}
