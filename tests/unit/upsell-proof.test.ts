import { describe, expect, it } from 'vitest'
import { maskedEmail } from '../../server/billing/masked-email'
import { readUpsellProof, signUpsellProof } from '../../server/billing/upsell-proof'
import { upsellOpenedAt, upsellStillOpen, UPSELL_GRACE_MS } from '../../server/billing/upsell-window'
import { newOrderNumber, ORDER_NUMBER } from '../../collections/Orders/order-number'

const SECRET = 'a-test-secret-of-the-server'
const proof = { sessionId: 'cs_test_abc', orderId: '42', expiresAt: Date.now() + 60_000 }
const cookieOf = (value: string) => ({ cookie: `vid=x; offer_upsell=${value}` })

describe('the upsell proof (docs/decisions/105)', () => {
  it('is read back for its own session only, unchanged and before its end', () => {
    const signed = signUpsellProof(SECRET, proof)
    expect(readUpsellProof(SECRET, cookieOf(signed), proof.sessionId)).toEqual(proof)
    expect(readUpsellProof(SECRET, cookieOf(signed), 'cs_test_other')).toBeNull()
    expect(readUpsellProof('another-secret', cookieOf(signed), proof.sessionId)).toBeNull()
    expect(readUpsellProof(SECRET, cookieOf(signed), proof.sessionId, proof.expiresAt)).toBeNull()
    const [body, signature] = signed.split('.')
    const forged = Buffer.from(JSON.stringify([proof.sessionId, '43', proof.expiresAt])).toString('base64url')
    for (const value of [`${forged}.${signature}`, `${body}.${signature}x`, body!, `${signed}.x`, ''])
      expect(readUpsellProof(SECRET, cookieOf(value), proof.sessionId), value).toBeNull()
    expect(readUpsellProof(SECRET, {}, proof.sessionId)).toBeNull()
  })
})

describe('the upsell window', () => {
  it('runs from the earlier of the payment and the return, and takes accepts for the countdown plus the grace', () => {
    const paid = '2026-12-07T10:00:00.000Z'
    const back = '2026-12-07T10:00:03.000Z'
    const opened = Date.parse(paid)
    expect(upsellOpenedAt({ paid_at: back, upsell_offered_at: paid })).toBe(opened)
    expect(upsellOpenedAt({ paid_at: null, upsell_offered_at: null })).toBeNull()
    const tenMinutes = 600_000
    expect(upsellStillOpen({ paid_at: paid }, tenMinutes, opened + tenMinutes + UPSELL_GRACE_MS)).toBe(true)
    expect(upsellStillOpen({ paid_at: paid }, tenMinutes, opened + tenMinutes + UPSELL_GRACE_MS + 1)).toBe(false)
    expect(upsellStillOpen({ paid_at: null }, tenMinutes, opened)).toBe(false)
  })
})

describe('what another browser sees of the order', () => {
  it.each([
    ['ola@example.org', 'o•••@example.org'],
    ['a@b.co', 'a•••@b.co'],
    ['odd"@"name@example.org', 'o•••@example.org'],
    ['no-at-sign', '•••'],
  ])('masks %s as %s', (email, masked) => expect(maskedEmail(email)).toBe(masked))

  it('numbers orders with random codes of one shape', () => {
    const numbers = Array.from({ length: 2000 }, newOrderNumber)
    for (const number of numbers) expect(number).toMatch(ORDER_NUMBER)
    expect(new Set(numbers).size).toBe(numbers.length)
  })
})
