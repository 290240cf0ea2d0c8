import { z } from 'zod'
import { MAX_TIME_ON_PAGE_MS } from './funnel-limits'

/** One funnel event, made on the client with its own id so a retried batch is stored once. */
export const funnelEvent = z.object({
  event_id: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  event_type: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_:.-]+$/i),
  event_data: z.record(z.string(), z.unknown()).optional(),
  occurred_at: z.iso.datetime().optional(),
})

export { MAX_TIME_ON_PAGE_MS }

const utmTag = z.string().trim().max(200).optional()

/**
 * The session's first-touch utm tags (web/lib/first-touch-utm.ts): the page a batch is sent from
 * may no longer carry the landing page's query. Preferred over page_url's at ingest.
 */
export const batchUtm = z.object({ utm_source: utmTag, utm_medium: utmTag, utm_campaign: utmTag })

/** The track-funnel-event payload of spec section 7. */
export const trackFunnelEventBatch = z.object({
  session_id: z.string().trim().min(1).max(100),
  lead_id: z.string().trim().max(100).nullish(),
  events: z.array(funnelEvent).min(1).max(100),
  page_url: z.string().trim().max(2000),
  scroll_depth: z.number().min(0).max(100),
  time_on_page: z.number().min(0).max(MAX_TIME_ON_PAGE_MS),
  experiment_variants: z.record(z.string().max(100), z.union([z.string().max(100), z.number()])).optional(),
  utm: batchUtm.optional(),
})

export type FunnelEventInput = z.infer<typeof funnelEvent>
export type TrackFunnelEventBatch = z.infer<typeof trackFunnelEventBatch>

/** track-funnel-event's answer: events stored now, and those of the batch already stored (a retry). */
export const trackFunnelEventResult = z.object({ stored: z.number().int().min(0), duplicates: z.number().int().min(0) })
