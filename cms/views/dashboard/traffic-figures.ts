import type { Payload } from 'payload'
import type { HomeWindow } from './home-window'
import { mongoTrafficFigures } from './traffic-figures-mongo'
import { sqlTrafficFigures } from './traffic-figures-sql'

/** A figure of the admin home, today and this week. */
export type TodayAndWeek = { today: number; week: number }
export type TrafficFigures = { visitors: TodayAndWeek; revenue: TodayAndWeek }

/**
 * Distinct visitors (funnel events) and revenue (succeeded payments, dollars) since each start
 * of the window, summed by the database the adapter talks to: SQL on SQLite and PostgreSQL, an
 * aggregation pipeline on MongoDB. Reads every row: the caller checks the role.
 */
export function trafficFigures(payload: Payload, window: HomeWindow): Promise<TrafficFigures> {
  const engine = payload.db.name
  if (engine === 'postgres' || engine === 'sqlite') return sqlTrafficFigures(payload, engine, window)
  if (engine === 'mongoose') return mongoTrafficFigures(payload, window)
  throw new Error(`admin home: no aggregation for the ${engine} adapter`)
}
