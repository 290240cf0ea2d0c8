import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/** What a sequence e-mail's links carry: the send they came from and, per kind, the address or the target. */
const linkPayload = z.discriminatedUnion('k', [
  z.object({ k: z.literal('unsubscribe'), s: z.string().min(1), e: z.string().min(3) }),
  // v: the unit a subject test assigned the recipient by (server/copy-lab/subject-for-recipient.ts).
  z.object({ k: z.literal('click'), s: z.string().min(1), u: z.string().min(1), v: z.string().min(1).optional() }),
  z.object({ k: z.literal('open'), s: z.string().min(1) }),
])
export type EmailLink = z.infer<typeof linkPayload>

// A key of its own, derived from the secret: a link token can never be read as any other signed value.
const keyFor = (secret: string) => createHmac('sha256', secret).update('sequence-email-links').digest()
const sign = (secret: string, body: string) => createHmac('sha256', keyFor(secret)).update(body).digest('base64url')

/** `<payload>.<signature>`, both base64url: safe in a path, tamper-evident. */
export function signEmailLink(secret: string, link: EmailLink): string {
  const body = Buffer.from(JSON.stringify(link)).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

/** The link a token names, or null when it was not signed here or was changed since. */
export function readEmailLink(secret: string, token: string): EmailLink | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const parsed = linkPayload.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
