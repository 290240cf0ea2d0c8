import type { Payload } from 'payload'
import type { ExperimentConfig } from '../../../experiments/load'
import { gatherSums, type ExperimentSums, type SumsQuery } from '../../../experiments/sums'
import { mongoExperimentSums, mongoExperimentUnits } from './mongo'
import { sqlExperimentSums, sqlExperimentUnits } from './sql'

/**
 * Every experiment's sufficient statistics (experiments/sums.ts), aggregated by the database the
 * adapter talks to: SQL on SQLite and PostgreSQL, an aggregation pipeline on MongoDB. No
 * exposure or conversion row comes into the process. Reads every row, as the system: the
 * callers check the role (docs/decisions/065, 069).
 */
export async function loadExperimentSums(
  payload: Payload,
  config: ExperimentConfig,
  query: SumsQuery = {},
): Promise<Map<string, ExperimentSums>> {
  const engine = payload.db.name
  const rows =
    engine === 'postgres' || engine === 'sqlite'
      ? await sqlExperimentSums(payload, engine, config, query)
      : engine === 'mongoose'
        ? await mongoExperimentSums(payload, config, query)
        : unsupported(engine)
  return gatherSums(config, rows)
}

/**
 * Each unit of one experiment with its value of one metric after its first exposure and in the 14
 * days before (uncapped): the per-user export (docs/decisions/089). Units in arm order.
 */
export async function loadExperimentUnits(
  payload: Payload,
  config: ExperimentConfig,
  query: SumsQuery,
  unitsOf: { experiment: string; metric: string },
): Promise<Array<{ arm: number; value: number; pre: number }>> {
  const engine = payload.db.name
  return engine === 'postgres' || engine === 'sqlite'
    ? sqlExperimentUnits(payload, engine, config, query, unitsOf)
    : engine === 'mongoose'
      ? mongoExperimentUnits(payload, config, query, unitsOf)
      : unsupported(engine)
}

function unsupported(engine: string): never {
  throw new Error(`experiment results: no aggregation for the ${engine} adapter`)
}
