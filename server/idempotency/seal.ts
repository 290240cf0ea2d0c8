import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Keys derived from the server's secret (Payload's, the same on every node), one per use, so a
 * stored answer or a derived token means nothing to whoever reads the database alone.
 */
const keyFor = (secret: string, use: string): Buffer => Buffer.from(hkdfSync('sha256', secret, 'agency-funnel idempotency', use, 32))

export type SealedAnswer = { sealed: string }

/**
 * A function's answer as its idempotency row keeps it: AES-256-GCM under the server's secret,
 * bound to the call's subject, so an answer holding a capability (a lead token, an invitation
 * link) is never stored readable, and cannot be replayed under another key.
 */
export function sealAnswer(secret: string, subject: string, answer: unknown): SealedAnswer {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, 'function answers'), iv).setAAD(Buffer.from(subject))
  const body = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()])
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url') }
}

/** The answer `sealAnswer` kept, or undefined when it was sealed under another secret or subject. */
export function openAnswer(secret: string, subject: string, stored: unknown): unknown {
  const sealed = (stored as Partial<SealedAnswer> | null)?.sealed
  if (typeof sealed !== 'string') return undefined
  const bytes = Buffer.from(sealed, 'base64url')
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, 'function answers'), bytes.subarray(0, 12))
      .setAAD(Buffer.from(subject))
      .setAuthTag(bytes.subarray(12, 28))
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'))
  } catch {
    return undefined
  }
}

/**
 * A secret the server can compute again from the call's subject alone (HMAC under the server's
 * secret): what a retry must answer when the node that did the work died before keeping it.
 */
export function derivedSecret(secret: string, use: string, subject: string): string {
  return createHmac('sha256', keyFor(secret, use)).update(subject).digest('base64url')
}
