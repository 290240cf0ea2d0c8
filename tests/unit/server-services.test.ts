import type { PayloadRequest } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ownedByBuyer } from '../../collections/BuyerFiles/access/ownedByBuyer'
import { provideServerServices } from '../../collections/server-services'
import { disconnectDeletedUserSockets, disconnectSessionSockets } from '../../collections/Users/hooks/disconnectSockets'

/**
 * What collections get from the server at start-up (collections/server-services.ts,
 * docs/decisions/078): used once handed in, and the safe side without a server.
 */
const request = (user: unknown, query = '') =>
  ({
    user,
    headers: new Headers({ cookie: 'members_session=x' }),
    searchParams: new URLSearchParams(query),
    payload: {},
  }) as unknown as PayloadRequest
const readRule = (req: PayloadRequest) => ownedByBuyer({ req } as Parameters<typeof ownedByBuyer>[0])
const signOut = (req: PayloadRequest) => disconnectSessionSockets({ req } as Parameters<typeof disconnectSessionSockets>[0])
const deleted = (id: number) => disconnectDeletedUserSockets({ id } as Parameters<typeof disconnectDeletedUserSockets>[0])

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('agency-blueprint.server-services')]
})

describe('server services handed to collections', () => {
  it('without a server: no buyer file is readable through a members session, and signing out closes nothing', async () => {
    expect(await readRule(request(null))).toBe(false)
    expect(() => signOut(request({ id: 7, _sid: 's1' }))).not.toThrow()
    expect(() => deleted(7)).not.toThrow()
  })

  it('with a server: the read rule asks its session check, and sign-out and deletion close the sockets', async () => {
    const sessionFileIds = vi.fn(async () => [3, 5])
    const disconnectSession = vi.fn()
    const disconnectUser = vi.fn()
    provideServerServices({ sessionFileIds })
    provideServerServices({ disconnectSession, disconnectUser })

    expect(await readRule(request(null))).toEqual({ id: { in: [3, 5] } })
    sessionFileIds.mockResolvedValueOnce([])
    expect(await readRule(request(null))).toBe(false)

    signOut(request({ id: 7, _sid: 's1' }))
    expect(disconnectSession).toHaveBeenCalledWith('s1')
    signOut(request({ id: 7, _sid: 's1' }, 'allSessions=true'))
    deleted(8)
    expect(disconnectUser.mock.calls).toEqual([[7], [8]])
  })
})
