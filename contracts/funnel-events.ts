import { z } from 'zod'
import { MAX_TIME_ON_PAGE_MS } from './funnel-limits'

const text = z.string()
const count = z.number()

/**
 * Every funnel event type that reaches funnel-events, and the shape of its event_data: the web's
 * `track()` calls and the GrowthBook exposures (the server writes none of its own). Names are
 * checked everywhere they are written or read (the tracker, ingest, funnel steps, metrics).
 * The data shapes are loose: keys the web sends are typed, others pass, and ingest stores a
 * known type's data as sent even when it does not match (docs/decisions/075), so that a
 * browser on an older bundle loses no event.
 */
export const FUNNEL_EVENT_DATA = {
  page_view: z.looseObject({ path: text }),
  /** An experiment exposure from GrowthBook's tracking callback (web/lib/experiments). */
  experiment_viewed: z.looseObject({
    experiment_id: text,
    variation_key: text,
    variation_id: count,
    feature_id: text.nullable(),
    hash_attribute: text,
  }),
  // Home
  cta_click: z.looseObject({ context: text }),
  lead_modal_open: z.looseObject({ context: text, trigger: text }),
  lead_modal_dismissed: z.looseObject({ context: text }),
  lead_submit: z.looseObject({ context: text }),
  lead_captured: z.looseObject({ source: text }),
  scroll_gate: z.looseObject({ percent: count, context: text }),
  roi_cta_click: z.looseObject({ clients: count, hoursPerWeek: count, avgClientValue: count, totalMonthlyGain: count }),
  roi_submit: z.looseObject({ totalMonthlyGain: count }),
  demo_video_open: z.looseObject({ row: text }),
  get_started_click: z.looseObject({}),
  video_unlocked: z.looseObject({}),
  video_milestone: z.looseObject({ percent: count }),
  // Pricing
  billing_period_change: z.looseObject({ period: text }),
  pricing_plan_click: z.looseObject({ plan: text, period: text }),
  /** From /pricing (plan, period) and from /offer/checkout (offer_type). */
  checkout_started: z.looseObject({ plan: text.optional(), period: text.optional(), offer_type: text.optional() }),
  checkout_cancelled: z.looseObject({}),
  exit_intent_shown: z.looseObject({}),
  exit_intent_claimed: z.looseObject({ code: text }),
  waitlist_open: z.looseObject({}),
  waitlist_joined: z.looseObject({}),
  // Offer
  hero_cta_click: z.looseObject({ offer_type: text }),
  offer_cta_click: z.looseObject({ place: text }),
  offer_email_captured: z.looseObject({ offer_type: text }),
  viewed_checkout: z.looseObject({ offer_type: text }),
  checkout_submit: z.looseObject({ order_bump_selected: z.boolean(), total: count }),
  purchase_complete: z.looseObject({ session_id: text }),
  upsell_accepted: z.looseObject({ product: text }),
  upsell_declined: z.looseObject({ product: text }),
  // Survey
  survey_start: z.looseObject({}),
  survey_enter_chat: z.looseObject({}),
  survey_not_fit: z.looseObject({}),
  survey_complete: z.looseObject({ leadId: text }),
  // Cancel
  cancel_objection: z.looseObject({ reason: text }),
  checklist_requested: z.looseObject({ source: text }),
  /** A click in a sequence e-mail, written by the server's signed redirect (server/sequences, issue 29). */
  email_click: z.looseObject({ sequence: text, step: count }),
} as const satisfies Record<string, z.ZodType<Record<string, unknown>>>

export type FunnelEventType = keyof typeof FUNNEL_EVENT_DATA
/** What `track(type, data)` sends for a type. */
export type FunnelEventData<T extends FunnelEventType> = z.input<(typeof FUNNEL_EVENT_DATA)[T]>
/** One funnel event as the app makes it: the union over every type, discriminated on event_type. */
export type TypedFunnelEvent = { [T in FunnelEventType]: { event_type: T; event_data?: FunnelEventData<T> } }[FunnelEventType]

export const FUNNEL_EVENT_TYPES = Object.keys(FUNNEL_EVENT_DATA) as [FunnelEventType, ...FunnelEventType[]]
export const funnelEventType = z.enum(FUNNEL_EVENT_TYPES)

/** The exposure's event type (experiments/results.ts and the funnel report read exposures by it). */
export const EXPOSURE_EVENT = 'experiment_viewed' satisfies FunnelEventType

/**
 * Events only the server writes, from what it saw itself: a click through its signed e-mail
 * redirect, an upsell it charged, a purchase it was paid for (issue 38). The public tracker
 * refuses them (400), so no page can add a conversion it did not earn.
 */
export const SERVER_ONLY_EVENT_TYPES = ['email_click', 'upsell_accepted', 'purchase_complete'] as const satisfies readonly FunnelEventType[]

/** The first server-only event of a batch, if any. */
export function serverOnlyEventOf(events: readonly { event_type: string }[]): FunnelEventType | undefined {
  return events.find((e) => (SERVER_ONLY_EVENT_TYPES as readonly string[]).includes(e.event_type))?.event_type as
    FunnelEventType | undefined
}

/** The 400's words for a server-only event type, naming it. */
export const serverOnlyEventMessage = (type: string) => `The event "${type}" is recorded by the server and cannot be sent from the page.`

/** Whether a stored event's data has the shape its type's schema says (ingest counts those that do not). */
export function hasExpectedData(eventType: FunnelEventType, eventData: unknown): boolean {
  return FUNNEL_EVENT_DATA[eventType].safeParse(eventData ?? {}).success
}

/** One funnel event, made on the client with its own id so a retried batch is stored once. */
export const funnelEvent = z.object({
  event_id: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  // A type the app does not know is refused with its batch (400): a typo would otherwise drop a funnel step silently.
  event_type: z.string().trim().pipe(funnelEventType),
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
