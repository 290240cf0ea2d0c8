import { useEffect, useRef, useState } from 'react'

const SMOOTHING = 0.18

/** The decorative glowing cursor follower: desktop, non-touch devices only. */
export function CursorFollower() {
  const [enabled, setEnabled] = useState(false)
  const dot = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const query = window.matchMedia('(hover: hover) and (pointer: fine) and (min-width: 1024px)')
    const update = () => setEnabled(query.matches && !('ontouchstart' in window) && navigator.maxTouchPoints === 0)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  useEffect(() => {
    if (!enabled) return
    const target = { x: -100, y: -100 }
    const current = { x: -100, y: -100 }
    let frame = 0
    const onMove = (event: MouseEvent) => {
      target.x = event.clientX
      target.y = event.clientY
    }
    const step = () => {
      current.x += (target.x - current.x) * SMOOTHING
      current.y += (target.y - current.y) * SMOOTHING
      if (dot.current) dot.current.style.transform = `translate3d(${current.x - 16}px, ${current.y - 16}px, 0)`
      frame = requestAnimationFrame(step)
    }
    window.addEventListener('mousemove', onMove, { passive: true })
    frame = requestAnimationFrame(step)
    return () => {
      window.removeEventListener('mousemove', onMove)
      cancelAnimationFrame(frame)
    }
  }, [enabled])

  if (!enabled) return null
  return (
    <div
      ref={dot}
      data-testid="cursor-follower"
      aria-hidden="true"
      css={{
        position: 'fixed',
        top: 0,
        left: 0,
        width: 32,
        height: 32,
        borderRadius: '50%',
        pointerEvents: 'none',
        zIndex: 9999,
        background: 'radial-gradient(circle, rgba(139,92,246,0.55) 0%, rgba(139,92,246,0) 70%)',
        boxShadow: '0 0 24px 8px rgba(139,92,246,0.35)',
        mixBlendMode: 'screen',
      }}
    />
  )
}
