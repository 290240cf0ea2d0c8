import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Metric } from 'prom-client'

/*
 * The product's metrics. Each is made with `registers: []` (never prom-client's global
 * registry) and shown by every app's own registry (createMetricsRegistry), so tests that
 * build several apps in one process do not collide. They count per process: one app per
 * process in production.
 */

/** Latency by route template (routeTemplate), never the raw path: the label set stays small. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by method, route template and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [],
})

/** Named functions that answered with a catalogue error (contracts/errors.ts). */
export const functionErrors = new Counter({
  name: 'function_errors_total',
  help: 'Named function calls answered with an error, by function and catalogue code',
  labelNames: ['fn', 'code'] as const,
  registers: [],
})

export const socketConnections = new Gauge({
  name: 'socket_connections',
  help: 'Open socket.io connections on this node',
  registers: [],
})

/** socket.io events received, by event name (names the server does not handle count as "other"). */
export const socketEvents = new Counter({
  name: 'socket_events_total',
  help: 'socket.io events received, by event',
  labelNames: ['event'] as const,
  registers: [],
})

export const funnelEventsStored = new Counter({
  name: 'funnel_events_stored_total',
  help: 'Funnel events stored by track-funnel-event (duplicates of a retried batch not counted)',
  registers: [],
})

/**
 * Funnel events of a known type whose event_data is not the shape contracts/funnel-events.ts
 * gives it, stored as sent all the same (docs/decisions/075). The label is the type, one of a
 * fixed list, so the label set stays small.
 */
/**
 * Funnel events stored as counting toward no experiment (docs/decisions/109): sent under a
 * visitor id the server did not sign, or exposures the server would not have made.
 */
export const funnelEventsFlagged = new Counter({
  name: 'funnel_events_flagged_total',
  help: 'Funnel events stored but left out of experiment results, by reason (unverified_visitor, variation_mismatch)',
  labelNames: ['reason'] as const,
  registers: [],
})

export const funnelEventsUnexpectedData = new Counter({
  name: 'funnel_events_unexpected_data_total',
  help: 'Funnel events received whose event_data does not match their type, by event type (stored as sent)',
  labelNames: ['event_type'] as const,
  registers: [],
})

/** Mails to typed addresses the mail budget held (runtime/mail-budget.ts): the caller's, the recipient's, or the hourly ceiling. */
export const mailHeld = new Counter({
  name: 'mail_held_total',
  help: 'Mails to addresses a caller typed that the mail budget held, by reason (client, recipient, ceiling)',
  labelNames: ['reason'] as const,
  registers: [],
})

/** The local payment provider's webhook outbox: a delivery that failed and was scheduled again. */
export const webhookRetries = new Counter({
  name: 'webhook_retries_total',
  help: 'Webhook deliveries of the local payment provider rescheduled after a failure',
  registers: [],
})

/** Jobs that failed their last retry and will not run again, by task (server/jobs/report-given-up.ts). */
export const jobsGivenUp = new Counter({
  name: 'jobs_given_up_total',
  help: 'Jobs Queue jobs that failed their last retry and will not run again, by task',
  labelNames: ['task'] as const,
  registers: [],
})

const PRODUCT_METRICS: Metric<string>[] = [
  httpRequestDuration,
  functionErrors,
  socketConnections,
  socketEvents,
  funnelEventsStored,
  funnelEventsUnexpectedData,
  funnelEventsFlagged,
  webhookRetries,
  mailHeld,
  jobsGivenUp,
]

/** One app's registry: the product's metrics plus Node's default process metrics. */
export function createMetricsRegistry(): Registry {
  const registry = new Registry()
  for (const metric of PRODUCT_METRICS) registry.registerMetric(metric)
  collectDefaultMetrics({ register: registry })
  return registry
}
