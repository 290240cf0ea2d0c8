import { useEffect, useRef, useState } from 'react'
import type { JoinedEvent } from '../../../contracts/presence'
import { callFunction } from '../../lib/call-function'
import { newId } from '../../lib/session-id'
import { nextShownViewers } from './engagement'
import { useLatest } from './timing'

/** The time of the last 'joined' event this visitor saw: each is shown once per visitor. */
const SEEN_KEY = 'joined_seen_at'
/** The growth animation's step between two real counts. */
const STEP_MS = 400

const readSeen = (): string | undefined => {
  try {
    return localStorage.getItem(SEEN_KEY) ?? undefined
  } catch {
    return undefined
  }
}

/**
 * The home page's live proof (docs/decisions/117): reports every heartbeat that the page is
 * open (and that it leaves, when it closes), shows the real viewer count once it reaches the
 * marketer's minimum, climbing toward it and never above, and queues the real purchases this
 * visitor has not seen, oldest first.
 */
export function useLiveProof({ viewersMin, joins }: { viewersMin: number; joins: boolean }) {
  const [real, setReal] = useState<number | null>(null)
  const [shown, setShown] = useState<number | null>(null)
  const queue = useRef<JoinedEvent[]>([])
  const settings = useLatest({ joins })

  useEffect(() => {
    const tab = newId()
      .replace(/[^A-Za-z0-9_-]/g, '')
      .slice(0, 64)
    let timer: ReturnType<typeof setTimeout> | undefined
    let live = true
    const beat = async () => {
      let nextMs = 15_000
      try {
        const last = queue.current.at(-1)?.at ?? readSeen()
        const answer = await callFunction('page-presence', { tab, joins: settings.current.joins, ...(last ? { after: last } : {}) })
        if (!live) return
        setReal(answer.viewers)
        queue.current.push(...answer.joined)
        nextMs = answer.heartbeatMs
      } catch {
        // A missed report only ages the count; the next one puts it right.
      }
      if (live) timer = setTimeout(() => void beat(), nextMs)
    }
    void beat()
    const leave = () =>
      navigator.sendBeacon?.('/fn/page-presence', new Blob([JSON.stringify({ tab, leave: true })], { type: 'application/json' }))
    window.addEventListener('pagehide', leave)
    return () => {
      live = false
      clearTimeout(timer)
      window.removeEventListener('pagehide', leave)
      leave()
    }
  }, [settings])

  useEffect(() => {
    const next = nextShownViewers(shown, real, viewersMin)
    if (next === shown) return
    const timer = setTimeout(() => setShown(next), shown === null || next === null || next < shown ? 0 : STEP_MS)
    return () => clearTimeout(timer)
  }, [shown, real, viewersMin])

  /** The next purchase to show, marked seen for this visitor. */
  const takeJoined = (): JoinedEvent | undefined => {
    const event = queue.current.shift()
    if (event)
      try {
        localStorage.setItem(SEEN_KEY, event.at)
      } catch {
        /* private mode: shown again next visit */
      }
    return event
  }
  return { viewers: shown, takeJoined }
}
