import { describe, expect, it } from 'vitest'
import { mergeSessions, type Session } from '../../collections/hooks/mergeSessions'

const HOUR = 60 * 60_000
const session = (id: string, expiresInMs = HOUR): Session => ({
  id,
  createdAt: new Date(Date.now() - 1000).toISOString(),
  expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
})
const ids = (sessions: Session[]) => sessions.map(({ id }) => id).sort()

/** An account's sessions after one writer's change meets what others stored meanwhile (docs/decisions/077). */
describe('mergeSessions', () => {
  const [a, b, c] = [session('a'), session('b'), session('c')]

  it('keeps a sign-in’s new session and another one stored meanwhile', () => {
    expect(ids(mergeSessions([a], [a, b], [a, c]))).toEqual(['a', 'b', 'c'])
  })

  it('ends the session signed out and only that one', () => {
    expect(ids(mergeSessions([a, b], [b], [a, b, c]))).toEqual(['b', 'c'])
  })

  it('keeps out a session another writer ended, even when this one extended it', () => {
    const extended = { ...a, expiresAt: new Date(Date.now() + 2 * HOUR).toISOString() }
    expect(ids(mergeSessions([a, b], [extended, b], [b]))).toEqual(['b'])
  })

  it('takes a refresh’s new expiry', () => {
    const extended = { ...a, expiresAt: new Date(Date.now() + 2 * HOUR).toISOString() }
    expect(mergeSessions([a], [extended], [a, c]).find(({ id }) => id === 'a')?.expiresAt).toBe(extended.expiresAt)
  })

  it('drops expired sessions', () => {
    expect(ids(mergeSessions([a], [a, b], [a, session('old', -1000)]))).toEqual(['a', 'b'])
  })
})
