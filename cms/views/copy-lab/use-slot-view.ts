import { useCallback, useEffect, useRef, useState } from 'react'
import type { CopySlotId } from '../../../contracts/copy-lab'
import { callCopyFunction, type SlotScreenAnswer } from './copy-lab-api'

/** How often a running test's figures are fetched again. */
export const LIVE_REFRESH_MS = 10_000

/**
 * One slot's screen (copy-lab, view 'slot'): fetched on open, after every action, and every
 * 10 s while a test runs so its figures stay live. A failed refresh keeps the last answer.
 */
export function useSlotView(slot: CopySlotId) {
  const [answer, setAnswer] = useState<SlotScreenAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null)
  const latest = useRef(0)

  const refresh = useCallback(async () => {
    // The last request started wins: a timer's answer that left before an action's write never
    // overwrites the answer fetched after it.
    const seq = ++latest.current
    const next = await callCopyFunction('copy-lab', { view: 'slot', slot })
    if (seq !== latest.current || next.view !== 'slot') return
    setAnswer(next)
    setError(null)
    setUpdatedAt(new Date())
  }, [slot])

  useEffect(() => {
    refresh().catch((e: Error) => setError(e.message))
  }, [refresh])

  const running = answer?.running?.id ?? null
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh().catch((e: Error) => setError(e.message))
    }, LIVE_REFRESH_MS)
    return () => clearInterval(timer)
  }, [running, refresh])

  return { answer, error, updatedAt, refresh }
}
