import { useEffect, useRef } from 'react'
import type { LeadModalContext } from './LeadCaptureModal'

export type ScrollGate = { percent: number; context: LeadModalContext }

/** How far down the page the visitor is, in percent of the scrollable height. */
export function scrollDepthPercent(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight
  return scrollable > 0 ? Math.min(100, (scrollY / scrollable) * 100) : 100
}

/**
 * Opens the lead modal the first time the visitor scrolls past each gate (30 % hero,
 * 60 % framework, 90 % final), debounced, each gate once, only while no lead is captured
 * and no modal is open (spec section 4).
 */
export function useScrollGates({
  gates,
  debounceMs,
  enabled,
  onGate,
}: {
  gates: ScrollGate[]
  debounceMs: number
  enabled: () => boolean
  onGate: (gate: ScrollGate) => void
}) {
  const fired = useRef(new Set<number>())
  const latest = useRef({ enabled, onGate })
  latest.current = { enabled, onGate }

  useEffect(() => {
    let timer: number | undefined
    const check = () => {
      if (!latest.current.enabled()) return
      const depth = scrollDepthPercent(window.scrollY, document.documentElement.scrollHeight, window.innerHeight)
      const gate = [...gates].sort((a, b) => b.percent - a.percent).find((g) => depth >= g.percent && !fired.current.has(g.percent))
      if (!gate) return
      // Passing several gates at once (a jump to the end) opens the modal once, for the deepest.
      for (const g of gates) if (g.percent <= gate.percent) fired.current.add(g.percent)
      latest.current.onGate(gate)
    }
    const onScroll = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(check, debounceMs)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.clearTimeout(timer)
    }
  }, [gates, debounceMs])
}
