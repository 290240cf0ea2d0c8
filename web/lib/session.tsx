import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { User } from '../../cms/payload-types'

/** What the workspace reads of the signed-in user (GET /api/users/me). */
export type SessionUser = Pick<User, 'id' | 'email' | 'role' | 'company_name' | 'company_logo_url' | 'agency_brand_color'>

type SessionState = {
  status: 'loading' | 'signed-in' | 'signed-out'
  user: SessionUser | null
  token: string | null
  signIn: (email: string, password: string) => Promise<void>
  signUp: (email: string, password: string) => Promise<void>
  signOut: () => Promise<void>
  refresh: () => Promise<void>
}

const SessionContext = createContext<SessionState | null>(null)

export class AuthError extends Error {}

async function readError(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }
  return body.errors?.[0]?.data?.errors?.[0]?.message ?? body.errors?.[0]?.message ?? ''
}

/**
 * The signed-in session, kept by Payload auth in an HTTP-only cookie. Session changes
 * (sign-in or sign-out in another tab) are followed through storage events.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Pick<SessionState, 'status' | 'user' | 'token'>>({ status: 'loading', user: null, token: null })

  const refresh = useCallback(async () => {
    try {
      const res = await fetch('/api/users/me', { credentials: 'same-origin' })
      const body = (await res.json()) as { user?: SessionUser | null; token?: string }
      setState(
        body.user ? { status: 'signed-in', user: body.user, token: body.token ?? null } : { status: 'signed-out', user: null, token: null },
      )
    } catch {
      setState({ status: 'signed-out', user: null, token: null })
    }
  }, [])

  useEffect(() => {
    void refresh()
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'session-changed') void refresh()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [refresh])

  const announce = () => {
    try {
      localStorage.setItem('session-changed', String(Date.now()))
    } catch {
      /* private mode */
    }
  }

  const signIn = useCallback(
    async (email: string, password: string) => {
      const res = await fetch('/api/users/login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      if (res.status === 401) throw new AuthError('Invalid email or password')
      if (!res.ok) throw new AuthError((await readError(res)) || 'Authentication failed')
      await refresh()
      announce()
    },
    [refresh],
  )

  const signUp = useCallback(
    async (email: string, password: string) => {
      const res = await fetch('/api/users', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      if (!res.ok) {
        const message = await readError(res)
        if (/already|unique|registered/i.test(message)) throw new AuthError('This email is already registered. Try signing in instead.')
        throw new AuthError(message || 'Authentication failed')
      }
      await signIn(email, password)
    },
    [signIn],
  )

  const signOut = useCallback(async () => {
    await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
    setState({ status: 'signed-out', user: null, token: null })
    announce()
  }, [])

  const value = useMemo(() => ({ ...state, signIn, signUp, signOut, refresh }), [state, signIn, signUp, signOut, refresh])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession outside SessionProvider')
  return session
}
