import { describe, expect, it } from 'vitest'
import { AppError, ERRORS, type ErrorCode } from '../../contracts/errors'

describe('the error catalogue', () => {
  it('gives every code an HTTP error status and a non-empty message', () => {
    const entries = Object.entries(ERRORS)
    expect(entries.length).toBeGreaterThan(10)
    for (const [code, { status, message }] of entries) {
      expect(Number.isInteger(status), code).toBe(true)
      expect(status, code).toBeGreaterThanOrEqual(400)
      expect(status, code).toBeLessThan(600)
      expect(message.trim().length, code).toBeGreaterThan(0)
    }
  })

  it.each([
    'Not authenticated',
    'Something went wrong. Please try again.',
    'Pricing not configured. Please contact support.',
    'Failed to create checkout session. Please try again.',
    'No checkout URL received',
    'Failed to join waitlist. Please try again.',
    'This email is already registered. Try signing in instead.',
    'Invalid email or password',
    'Authentication failed',
    'Something went wrong saving your info.',
    'Failed to send message. Please try again.',
    'Failed to connect voice chat. Falling back to text.',
    'Transcription failed. Please try typing instead.',
    'No speech detected. Please try again.',
    'Session expired. Please refresh to try again.',
    'Please fill in all fields',
    'Please start from the beginning',
    'Failed to process checkout. Please try again.',
    'Failed to process upsell. Please contact support.',
    'Failed to start conversation',
    'Failed to send message',
    'Failed to send invitation',
    'Failed to update profile',
    'Failed to join conversation',
    'Invalid invitation link',
    'Invitation not found or already used',
    'This invitation has expired',
  ])('holds the spec section 8 message %j verbatim', (message) => {
    expect(Object.values(ERRORS).map((e) => e.message)).toContain(message)
  })

  it('answers unauthenticated calls with 401 and invalid input with 400', () => {
    expect(ERRORS.NOT_AUTHENTICATED).toEqual({ status: 401, message: 'Not authenticated' })
    // Signed in without the role: a 403 in its own words, never the 401's (issue 38).
    expect(ERRORS.FORBIDDEN).toEqual({ status: 403, message: 'Not allowed' })
    expect(ERRORS.INVALID_INPUT.status).toBe(400)
    expect(ERRORS.NOT_FOUND.status).toBe(404)
    expect(ERRORS.RATE_LIMITED.status).toBe(429)
    expect(ERRORS.INTERNAL.status).toBe(500)
  })
})

describe('AppError', () => {
  it('takes the status and message of its code', () => {
    const error = new AppError('INVITATION_NOT_FOUND')
    expect(error).toBeInstanceOf(Error)
    expect(error.status).toBe(404)
    expect(error.code).toBe('INVITATION_NOT_FOUND')
    expect(error.message).toBe('Invitation not found or already used')
    expect(error.toBody()).toEqual({ error: 'Invitation not found or already used', code: 'INVITATION_NOT_FOUND' })
  })

  it('carries an own message and a title when given, and leaves title out otherwise', () => {
    const titled = new AppError('INVALID_INPUT', 'Please enter at least 2 characters for your first name.', 'First name too short')
    expect(titled.status).toBe(400)
    expect(titled.toBody()).toEqual({
      error: 'Please enter at least 2 characters for your first name.',
      code: 'INVALID_INPUT',
      title: 'First name too short',
    })
    const untitled = new AppError('INVALID_INPUT', 'Please fill in all fields').toBody()
    expect(untitled).toEqual({ error: 'Please fill in all fields', code: 'INVALID_INPUT' })
    expect('title' in untitled).toBe(false)
  })

  it('never puts a stack trace in the body', () => {
    for (const code of Object.keys(ERRORS) as ErrorCode[]) {
      const body = new AppError(code).toBody()
      expect(Object.keys(body).sort(), code).toEqual(['code', 'error'])
      expect(JSON.stringify(body)).not.toMatch(/\bat .*\.ts:\d+/)
    }
  })
})
