import type { Payload } from 'payload'
import type { HoldoutArmSums } from '../../../experiments/holdout-lift'
import { mongoHoldoutSums } from './mongo'
import { sqlHoldoutSums } from './sql'

/** ISO moments, inclusive. */
export type HoldoutWindow = { since: string; until: string }

/**
 * The global holdout's sums per side (holdout, everyone else), aggregated by the database the
 * adapter talks to, as the experiments' sums are (docs/decisions/069). Reads every row, as the
 * system: the caller checks the role.
 */
export async function loadHoldoutSums(payload: Payload, window: HoldoutWindow): Promise<HoldoutArmSums[]> {
  const engine = payload.db.name
  if (engine === 'postgres' || engine === 'sqlite') return sqlHoldoutSums(payload, engine, window)
  if (engine === 'mongoose') return mongoHoldoutSums(payload, window)
  throw new Error(`holdout lift: no aggregation for the ${engine} adapter`)
}
