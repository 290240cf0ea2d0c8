import type { Payload } from 'payload'
import type { FunnelReport, FunnelReportInput } from '../../../contracts/funnel-report'
import { assembleFunnelReport } from './assemble'
import { mongoFunnelFigures } from './mongo'
import { sqlFunnelFigures } from './sql'

/**
 * The funnel report, aggregated by the database the adapter talks to: SQL on SQLite and
 * PostgreSQL, an aggregation pipeline on MongoDB. Reads every row: the caller checks the role.
 */
export async function funnelReport(payload: Payload, input: FunnelReportInput): Promise<FunnelReport> {
  const engine = payload.db.name
  const figures =
    engine === 'postgres' || engine === 'sqlite'
      ? await sqlFunnelFigures(payload, engine, input)
      : engine === 'mongoose'
        ? await mongoFunnelFigures(payload, input)
        : unsupported(engine)
  return assembleFunnelReport(input, figures)
}

function unsupported(engine: string): never {
  throw new Error(`funnel-report: no aggregation for the ${engine} adapter`)
}
