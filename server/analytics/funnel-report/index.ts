import type { Payload } from 'payload'
import type { FunnelReport, FunnelReportInput } from '../../../contracts/funnel-report'
import { assembleFunnelReport } from './assemble'
import { mongoFunnelFigures } from './mongo'
import { previousPeriod } from './previous-period'
import { sqlFunnelFigures } from './sql'

/**
 * The funnel report, aggregated by the database the adapter talks to: SQL on SQLite and
 * PostgreSQL, an aggregation pipeline on MongoDB. Reads every row: the caller checks the role.
 */
export async function funnelReport(payload: Payload, input: FunnelReportInput): Promise<FunnelReport> {
  const engine = payload.db.name
  const figuresOf = (window: FunnelReportInput) =>
    engine === 'postgres' || engine === 'sqlite'
      ? sqlFunnelFigures(payload, engine, window)
      : engine === 'mongoose'
        ? mongoFunnelFigures(payload, window)
        : unsupported(engine)
  const period = input.comparePrevious ? previousPeriod(input) : undefined
  // One after the other: two such statements at once would share the database's cores.
  const figures = await figuresOf(input)
  const previous = period && { ...period, figures: await figuresOf({ ...input, ...period }) }
  return assembleFunnelReport(input, figures, new Date(), previous)
}

function unsupported(engine: string): never {
  throw new Error(`funnel-report: no aggregation for the ${engine} adapter`)
}
