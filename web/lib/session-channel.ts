/** What one tab tells the others: the session cookie they share has changed. */
export type SessionChange = 'signed-in' | 'signed-out' | 'refreshed'

export type SessionChannel = { announce: (change: SessionChange) => void; close: () => void }

const CHANNEL_NAME = 'session'
/** The localStorage key of the fallback; its value changes on every announcement, so the event fires. */
export const SESSION_STORAGE_KEY = 'session-changed'

const CHANGES: readonly string[] = ['signed-in', 'signed-out', 'refreshed'] satisfies SessionChange[]
const isSessionChange = (value: unknown): value is SessionChange => typeof value === 'string' && CHANGES.includes(value)

function readChange(stored: string): SessionChange | null {
  try {
    const change = (JSON.parse(stored) as { change?: unknown } | null)?.change
    return isSessionChange(change) ? change : null
  } catch {
    return null
  }
}

/**
 * Tells the other tabs of this browser about a session change and hears theirs: a
 * BroadcastChannel, or where there is none the `storage` event. Both reach the other tabs
 * only, never the one that announced.
 */
export function openSessionChannel(onChange: (change: SessionChange) => void): SessionChannel {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL_NAME)
    channel.onmessage = (event: MessageEvent) => {
      if (isSessionChange(event.data)) onChange(event.data)
    }
    return { announce: (change) => channel.postMessage(change), close: () => channel.close() }
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY || !event.newValue) return
    const change = readChange(event.newValue)
    if (change) onChange(change)
  }
  window.addEventListener('storage', onStorage)
  return {
    announce(change) {
      try {
        localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ change, at: Date.now() }))
      } catch {
        // Storage refused (private mode, quota): the other tabs catch up when they next check.
      }
    },
    close: () => window.removeEventListener('storage', onStorage),
  }
}

/**
 * Runs the task while no other tab of this browser runs it (Web Locks), so tabs due to
 * renew the shared session at the same moment take turns, and the later ones find it done.
 * Without Web Locks the task just runs: two renewals of one session are harmless.
 */
export async function oneTabAtATime(name: string, task: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(name, task)
  else await task()
}
