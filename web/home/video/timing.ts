import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { randomIntervalMs } from './engagement'

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/** A ref that always holds the latest value, for event handlers registered once. */
export function useLatest<T>(value: T) {
  const ref = useRef(value)
  useIsomorphicLayoutEffect(() => {
    ref.current = value
  })
  return ref
}

/** Calls onTick after a random min..max-second delay, again and again, while enabled. */
export function useRandomTicker(enabled: boolean, minSeconds: number, maxSeconds: number, onTick: () => void) {
  const tick = useLatest(onTick)
  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      timer = setTimeout(
        () => {
          tick.current()
          schedule()
        },
        randomIntervalMs(minSeconds, maxSeconds, Math.random()),
      )
    }
    schedule()
    return () => clearTimeout(timer)
  }, [enabled, minSeconds, maxSeconds, tick])
}

/** One-off timeouts that are all cleared on unmount. */
export function useTimeouts() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending) clearTimeout(timer)
      pending.clear()
    }
  }, [])
  return useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      run()
    }, ms)
    timers.current.add(timer)
  }, [])
}
