import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { User } from '../../cms/payload-types'
import { ERRORS } from '../../contracts/errors'
import { oneTabAtATime, openSessionChannel, type SessionChannel } from './session-channel'
import { AuthError, signInAfterSignUpErrorMessage, signInErrorMessage, signUpErrorMessage, type ErrorAnswer } from './session-errors'
import { LONGEST_TIMER_MS, planRefresh, type TokenTimes } from './session-timing'

/** What the workspace reads of the signed-in user (GET /api/users/me). */
export type SessionUser = Pick<User, 'id' | 'email' | 'role' | 'company_name' | 'company_logo_url' | 'agency_brand_color' | 'email_digest'>

type SessionState = {
  status: 'loading' | 'signed-in' | 'signed-out'
  user: SessionUser | null
  /** The JWT, for the bearer header of server functions (the cookie is HTTP-only). */
  token: string | null
  signIn: (email: string, password: string) => Promise<void>
  signUp: (email: string, password: string) => Promise<void>
  signOut: () => Promise<void>
  /** Reads the signed-in user again, e.g. after a profile change. */
  reload: () => Promise<void>
}

type Snapshot = Pick<SessionState, 'status' | 'user' | 'token'> & { times: TokenTimes | null }

const LOADING: Snapshot = { status: 'loading', user: null, token: null, times: null }
const SIGNED_OUT: Snapshot = { status: 'signed-out', user: null, token: null, times: null }

/** A renewal that failed (offline, server error) is tried again this much later, while the token lasts. */
const RENEWAL_RETRY_MS = 60_000

const SessionContext = createContext<SessionState | null>(null)

/** What Payload's auth endpoints answer: /me and /login carry `token`, /refresh-token `refreshedToken`. */
type AuthAnswer = ErrorAnswer & { user?: SessionUser | null; token?: string; refreshedToken?: string; exp?: number }

async function callAuth(path: string, body?: unknown): Promise<{ res: Response; answer: AuthAnswer }> {
  const res = await fetch(`/api/users${path}`, {
    method: path === '/me' ? 'GET' : 'POST',
    credentials: 'same-origin',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  return { res, answer: (await res.json().catch(() => ({}))) as AuthAnswer }
}

function toSnapshot({ res, answer }: { res: Response; answer: AuthAnswer }): Snapshot {
  if (!res.ok || !answer.user) return SIGNED_OUT
  const token = answer.refreshedToken ?? answer.token ?? null
  const times = answer.exp ? planRefresh({ exp: answer.exp, token, serverDate: res.headers.get('date'), now: Date.now() }) : null
  return { status: 'signed-in', user: answer.user, token, times }
}

/**
 * The signed-in session, kept by Payload auth in an HTTP-only cookie that all tabs share.
 * It is refreshed a few minutes before the token expires (and when a tab comes back after
 * missing that moment), and follows a sign-in, sign-out or refresh in another tab.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [snapshot, setSnapshot] = useState<Snapshot>(LOADING)
  const channel = useRef<SessionChannel | null>(null)
  // A read of the session takes a ticket when it starts, a sign-in, sign-out or refresh
  // when its answer arrives; an answer whose ticket is no longer the latest is stale.
  const latest = useRef(0)
  const ticket = useCallback(({ background = false } = {}) => {
    const mine = ++latest.current
    return (next: Snapshot) => {
      if (mine !== latest.current) return
      // A background read (the page's first, another tab's change) is a transition: the new context
      // value would otherwise make React hydrate what of the page is still dehydrated in one long task.
      if (background) startTransition(() => setSnapshot(next))
      else setSnapshot(next)
    }
  }, [])

  const read = useCallback(
    async (background: boolean) => {
      const apply = ticket({ background })
      try {
        apply(toSnapshot(await callAuth('/me')))
      } catch {
        apply(SIGNED_OUT)
      }
    },
    [ticket],
  )
  const reload = useCallback(() => read(false), [read])

  useEffect(() => {
    // Another tab changed the cookie: read what it holds now.
    channel.current = openSessionChannel(() => void read(true))
    void read(true)
    return () => {
      channel.current?.close()
      channel.current = null
    }
  }, [read])

  /** Refreshes the token this tab planned for (`planned`), unless the shared cookie has moved on. */
  const renew = useCallback(
    async (planned: TokenTimes) => {
      try {
        await oneTabAtATime('session-renewal', async () => {
          // Another tab may have refreshed the cookie, or signed out, since this tab planned.
          const apply = ticket()
          const read = await callAuth('/me')
          if (!read.res.ok) throw new Error(`me answered ${read.res.status}`)
          const current = toSnapshot(read)
          if (current.times?.exp !== planned.exp) return apply(current)
          const renewed = await callAuth('/refresh-token')
          // 401/403: the session has ended on the server. Anything else is worth another try.
          if (renewed.res.status === 401 || renewed.res.status === 403) return ticket()(SIGNED_OUT)
          if (!renewed.res.ok) throw new Error(`refresh-token answered ${renewed.res.status}`)
          ticket()(toSnapshot(renewed))
          channel.current?.announce('refreshed')
        })
      } catch {
        setSnapshot((now) => (now.times ? { ...now, times: { ...now.times, refreshAt: Date.now() + RENEWAL_RETRY_MS } } : now))
      }
    },
    [ticket],
  )

  const times = snapshot.times
  useEffect(() => {
    if (!times) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const arm = () => {
      const wait = times.refreshAt - Date.now()
      timer = setTimeout(() => (wait > LONGEST_TIMER_MS ? arm() : void renew(times)), Math.min(Math.max(wait, 0), LONGEST_TIMER_MS))
    }
    // Timers stall in a sleeping laptop or a background tab: coming back, renew if it is due.
    const onReturn = () => {
      if (document.visibilityState === 'visible' && Date.now() >= times.refreshAt) void renew(times)
    }
    arm()
    window.addEventListener('focus', onReturn)
    document.addEventListener('visibilitychange', onReturn)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('focus', onReturn)
      document.removeEventListener('visibilitychange', onReturn)
    }
  }, [times, renew])

  const signInWith = useCallback(
    async (email: string, password: string, refused: typeof signInErrorMessage) => {
      const answer = await callAuth('/login', { email, password })
      if (!answer.res.ok) throw new AuthError(refused(answer.res.status, answer.answer))
      ticket()(toSnapshot(answer))
      channel.current?.announce('signed-in')
    },
    [ticket],
  )
  const signIn = useCallback((email: string, password: string) => signInWith(email, password, signInErrorMessage), [signInWith])

  // The spec signs up "with a redirect target of the site root": the target of an e-mail
  // confirmation link. Users need no confirmation here, so sign-up signs in at once and
  // the page goes on as after a sign-in.
  const signUp = useCallback(
    async (email: string, password: string) => {
      const { res, answer } = await callAuth('', { email, password })
      if (!res.ok) throw new AuthError(signUpErrorMessage(answer))
      // A registered address is answered like a new one; only this sign-in tells them apart.
      await signInWith(email, password, signInAfterSignUpErrorMessage)
    },
    [signInWith],
  )

  const signOut = useCallback(async () => {
    const { res } = await callAuth('/logout')
    // 400 'No User': the session had already ended (expired, or signed out in another tab).
    if (!res.ok && res.status !== 400) throw new AuthError(ERRORS.INTERNAL.message)
    ticket()(SIGNED_OUT)
    channel.current?.announce('signed-out')
  }, [ticket])

  const value = useMemo<SessionState>(
    () => ({ status: snapshot.status, user: snapshot.user, token: snapshot.token, signIn, signUp, signOut, reload }),
    [snapshot, signIn, signUp, signOut, reload],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession outside SessionProvider')
  return session
}
