import { useEffect, useState } from 'react'
import { fillTemplate } from '../../contracts/fill-template'
import { colors } from '../ui/theme'

/** The next value of the live-agency counter: rises by 1 with the given chance. */
export const nextAgencyCount = (count: number, random: number, riseChance: number) => (random < riseChance ? count + 1 : count)

/** '{count} agencies active now': starts at 247; every 15 s a 30 % chance of rising by 1. */
export function LiveAgencyCounter({
  label,
  start,
  intervalSeconds,
  riseChance,
}: {
  label: string
  start: number
  intervalSeconds: number
  riseChance: number
}) {
  const [count, setCount] = useState(start)
  useEffect(() => {
    const timer = window.setInterval(() => setCount((c) => nextAgencyCount(c, Math.random(), riseChance)), intervalSeconds * 1000)
    return () => window.clearInterval(timer)
  }, [intervalSeconds, riseChance])
  return (
    <span
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 12px',
        borderRadius: 999,
        background: colors.surfaceRaised,
        fontWeight: 600,
      }}
    >
      <span aria-hidden="true" css={{ width: 8, height: 8, borderRadius: '50%', background: colors.success }} />
      <span data-testid="live-agency-count">{fillTemplate(label, { count })}</span>
    </span>
  )
}
