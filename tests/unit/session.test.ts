import { describe, expect, it } from 'vitest'
import { openSessionChannel, type SessionChange } from '../../web/lib/session-channel'
import { signInAfterSignUpErrorMessage, signInErrorMessage, signUpErrorMessage } from '../../web/lib/session-errors'
import { issuedAt, planRefresh, REFRESH_MARGIN_MS, refreshMargin } from '../../web/lib/session-timing'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** A token shaped like Payload's (header.payload.signature, base64url); the signature is never read. */
const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`

describe('when the session is refreshed (web/lib/session-timing.ts)', () => {
  it('refreshes a week-long token five minutes before it expires', () => {
    const now = Date.UTC(2026, 10, 22, 12)
    const exp = now / 1000 + (7 * DAY) / 1000
    const times = planRefresh({ exp, token: jwt({ iat: now / 1000, exp }), serverDate: new Date(now).toUTCString(), now })
    expect(times).toEqual({ exp, expiresAt: now + 7 * DAY, refreshAt: now + 7 * DAY - REFRESH_MARGIN_MS })
  })

  it("counts the time left on the server's clock, so a wrong clock here does not matter", () => {
    const serverNow = Date.UTC(2026, 10, 22, 12)
    const exp = serverNow / 1000 + (7 * DAY) / 1000
    // This machine's clock is three hours fast: the token still has a week, from now.
    const now = serverNow + 3 * 60 * MINUTE
    const times = planRefresh({ exp, token: jwt({ iat: serverNow / 1000, exp }), serverDate: new Date(serverNow).toUTCString(), now })
    expect(times.expiresAt).toBe(now + 7 * DAY)
    expect(times.refreshAt).toBe(now + 7 * DAY - 5 * MINUTE)
  })

  it('counts from an old token its remaining life only', () => {
    const serverNow = Date.UTC(2026, 10, 22, 12)
    const iat = serverNow / 1000 - (6 * DAY) / 1000
    const exp = iat + (7 * DAY) / 1000
    const times = planRefresh({ exp, token: jwt({ iat, exp }), serverDate: new Date(serverNow).toUTCString(), now: serverNow })
    expect(times).toEqual({ exp, expiresAt: serverNow + DAY, refreshAt: serverNow + DAY - 5 * MINUTE })
  })

  it('refreshes a short-lived token at three quarters of its life, not again at once', () => {
    expect(refreshMargin(8 * MINUTE)).toBe(2 * MINUTE)
    expect(refreshMargin(7 * DAY)).toBe(REFRESH_MARGIN_MS)
    const now = Date.UTC(2026, 10, 22, 12)
    const exp = now / 1000 + 8 * 60
    expect(planRefresh({ exp, token: jwt({ iat: now / 1000, exp }), now }).refreshAt).toBe(now + 6 * MINUTE)
  })

  it('without a Date header or a readable token, uses this clock and the time left', () => {
    const now = Date.UTC(2026, 10, 22, 12)
    expect(planRefresh({ exp: now / 1000 + 3600, token: 'not-a-jwt', serverDate: null, now })).toEqual({
      exp: now / 1000 + 3600,
      expiresAt: now + 60 * MINUTE,
      refreshAt: now + 55 * MINUTE,
    })
    expect(planRefresh({ exp: now / 1000 + 3600, serverDate: 'garbage', now }).refreshAt).toBe(now + 55 * MINUTE)
  })

  it("reads a token's issue time", () => {
    expect(issuedAt(jwt({ iat: 1795337151, exp: 1795941951 }))).toBe(1795337151)
    expect(issuedAt(jwt({ exp: 1 }))).toBeNull()
    expect(issuedAt('a.%%%.b')).toBeNull()
    expect(issuedAt(null)).toBeNull()
  })
})

describe('the messages of a failed sign-in or sign-up (web/lib/session-errors.ts)', () => {
  it("says 'Invalid email or password' for Payload's wrong-credentials answer", () => {
    expect(signInErrorMessage(401, { errors: [{ message: 'The email or password provided is incorrect.' }] })).toBe(
      'Invalid email or password',
    )
  })

  it("passes on the server's message otherwise, else 'Authentication failed'", () => {
    const locked = 'This user is locked due to having too many failed login attempts.'
    expect(signInErrorMessage(401, { errors: [{ message: locked }] })).toBe(locked)
    expect(
      signInErrorMessage(429, { error: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' } as never),
    ).toBe('Too many requests. Please wait a moment and try again.')
    expect(signInErrorMessage(500, {})).toBe('Authentication failed')
  })

  it('recognises an e-mail already registered in the answer Payload gives to a duplicate sign-up', () => {
    const duplicate = {
      errors: [
        {
          name: 'o',
          data: { collection: 'users', errors: [{ message: 'A user with the given email is already registered.', path: 'email' }] },
          message: 'The following field is invalid: email',
        },
      ],
    }
    expect(signUpErrorMessage(duplicate)).toBe('This email is already registered. Try signing in instead.')
  })

  it('says the e-mail is registered when the sign-in right after a sign-up is refused (the server answers both sign-ups alike)', () => {
    expect(signInAfterSignUpErrorMessage(401, { errors: [{ message: 'The email or password provided is incorrect.' }] })).toBe(
      'This email is already registered. Try signing in instead.',
    )
    expect(signInAfterSignUpErrorMessage(429, { error: 'Too many requests. Please wait a moment and try again.' })).toBe(
      'Too many requests. Please wait a moment and try again.',
    )
  })

  it("shows any other field's message, else 'Authentication failed'", () => {
    const invalid = {
      errors: [
        {
          message: 'The following field is invalid: email',
          data: { errors: [{ message: 'Please enter a valid email address.', path: 'email' }] },
        },
      ],
    }
    expect(signUpErrorMessage(invalid)).toBe('Please enter a valid email address.')
    expect(signUpErrorMessage({})).toBe('Authentication failed')
  })
})

describe('the cross-tab channel (web/lib/session-channel.ts)', () => {
  it('tells the other tabs, not the one that announced, and ignores foreign messages', async () => {
    const heardHere: SessionChange[] = []
    const heardThere: SessionChange[] = []
    const here = openSessionChannel((change) => heardHere.push(change))
    const there = openSessionChannel((change) => heardThere.push(change))
    const stranger = new BroadcastChannel('session')
    try {
      here.announce('signed-out')
      stranger.postMessage({ change: 'signed-out' })
      stranger.postMessage('signed-in')
      await expect.poll(() => heardThere).toEqual(['signed-out', 'signed-in'])
      expect(heardHere).toEqual(['signed-in'])
    } finally {
      here.close()
      there.close()
      stranger.close()
    }
  })
})
