import { useEffect, useState } from 'react'

/**
 * The reserved session's countdown (spec section 4: 5 minutes from 'found'): seconds left,
 * or null before it starts; `onExpire` runs once when it reaches zero while `running`.
 */
export function useSessionCountdown(deadline: number | null, running: boolean, onExpire: () => void): number | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (deadline === null || !running) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [deadline, running])
  const left = deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000))
  useEffect(() => {
    if (running && left === 0) onExpire()
  }, [left, running, onExpire])
  return left
}
