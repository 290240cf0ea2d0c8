import type { Payload } from 'payload'
import type { Metric } from '../../../experiments/schema'
import type { CupedSums } from '../../../experiments/stats/cuped'
import { CUPED_DAYS } from '../../../experiments/sums'
import { mongoMetricBaselineSums } from './mongo'
import { sqlMetricBaselineSums } from './sql'

/** ISO moments: the last window is (since, until], the one before it (preSince, since]. */
export type BaselineWindows = { preSince: string; since: string; until: string }

const DAY_MS = 86_400_000

/** The last 14 days (CUPED_DAYS) up to `until`, and the 14 before them. */
export function baselineWindows(until: Date): BaselineWindows {
  const at = (days: number) => new Date(until.getTime() - days * DAY_MS).toISOString()
  return { preSince: at(2 * CUPED_DAYS), since: at(CUPED_DAYS), until: until.toISOString() }
}

/**
 * A metric's planning sums over all visitors (docs/decisions/095), aggregated by the database
 * the adapter talks to, as the experiments' sums are (docs/decisions/069). Reads every row, as
 * the system: the caller checks the role.
 */
export async function loadMetricBaselineSums(payload: Payload, metric: Metric, windows: BaselineWindows): Promise<CupedSums> {
  const engine = payload.db.name
  if (engine === 'postgres' || engine === 'sqlite') return sqlMetricBaselineSums(payload, engine, metric, windows)
  if (engine === 'mongoose') return mongoMetricBaselineSums(payload, metric, windows)
  throw new Error(`metric baseline: no aggregation for the ${engine} adapter`)
}
