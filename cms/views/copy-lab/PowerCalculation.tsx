import { minSamplePerArm } from '../../../experiments/copy-rules/power'
import { count, percent } from './format'

const DAY_MS = 24 * 60 * 60 * 1000

/** "1.3 visitors", "1 visitor", "1,250 visitors": a small traffic keeps its decimal. */
function visitorsADay(perDay: number): string {
  const shown = perDay < 10 ? Math.round(perDay * 10) / 10 : Math.round(perDay)
  return `${shown.toLocaleString('en-US')} ${shown === 1 ? 'visitor' : 'visitors'}`
}

/**
 * A fixed-horizon test's sample size, shown before it starts: visitors per arm at the slot's
 * rate of the last 30 days, and how long the slot's traffic takes to bring them.
 */
export function PowerCalculation({
  baseline,
  effect,
  arms,
  endsOn,
}: {
  baseline: { visitors: number; conversions: number; rate: number }
  effect: number
  arms: number
  endsOn: string
}) {
  if (!Number.isFinite(effect) || effect <= 0) return <p>Enter the minimum detectable effect to see how many visitors the test needs.</p>
  const perArm = minSamplePerArm({ baselineRate: baseline.rate, minimumDetectableEffect: effect, arms })
  if (perArm === null)
    return (
      <p>
        {baseline.rate > 0
          ? 'That effect would take the rate past 100%: choose a smaller one.'
          : 'A fixed-horizon test needs a baseline rate, and the last 30 days have none: choose Sequential or the bandit.'}
      </p>
    )
  const total = perArm * arms
  const perDay = baseline.visitors / 30
  const days = perDay > 0 ? Math.ceil(total / perDay) : null
  const daysLeft = Math.ceil((new Date(`${endsOn}T23:59:59`).getTime() - Date.now()) / DAY_MS)
  return (
    <div>
      <p style={{ margin: 0, fontWeight: 600 }}>
        Needs {count(perArm)} visitors per arm ({count(total)} in all) at the current rate of{' '}
        {percent(baseline.rate, baseline.rate < 0.01 ? 2 : 1)}.
      </p>
      <p style={{ margin: '4px 0 0' }}>
        {days === null
          ? 'The slot had no visitors in the last 30 days, so how long that takes is unknown.'
          : `At the last 30 days' traffic (${visitorsADay(perDay)} a day) that takes about ${count(days)} ${days === 1 ? 'day' : 'days'}.`}
        {days !== null && days > daysLeft ? ' The end date comes sooner: the test would end before it can tell.' : ''}
      </p>
    </div>
  )
}
