import type { FunnelEventType } from '../../contracts/funnel-events'
import { FUNNEL_STEPS, type FunnelReportInput } from '../../contracts/funnel-report'

/**
 * What each funnel step is in the stored data (docs/decisions/061). The
 * SQL and MongoDB engines both read these, so the two count the same things.
 */
export type StepSource =
  /** A funnel event of this type (and, for page views, one of these paths in event_data.path). */
  | { kind: 'event'; eventType: FunnelEventType; paths?: readonly string[] }
  /** A succeeded payment of these kinds with the visitor's id, at its createdAt. */
  | { kind: 'payment'; kinds: readonly string[] }
  /** A paid order of the visitor, at its paid_at. */
  | { kind: 'order-paid' }
  /** A paid order of the visitor with the order bump, at its paid_at. */
  | { kind: 'order-bump' }
  /** A paid order whose one-click upsell the provider charged (upsell_status 'accepted'), at the upsell payment's createdAt. */
  | { kind: 'order-upsell' }

export type FunnelDefinition = {
  steps: readonly StepSource[]
  /** The payment kinds a funnel's revenue sums. */
  revenueKinds: readonly string[]
}

export const FUNNEL_DEFINITIONS: Record<FunnelReportInput['funnel'], FunnelDefinition> = {
  home: {
    steps: [
      { kind: 'event', eventType: 'page_view', paths: ['/', '/home'] },
      { kind: 'event', eventType: 'lead_captured' },
      { kind: 'event', eventType: 'page_view', paths: ['/pricing'] },
      { kind: 'event', eventType: 'pricing_plan_click' },
      { kind: 'event', eventType: 'checkout_started' },
      { kind: 'payment', kinds: ['plan'] },
    ],
    revenueKinds: ['plan'],
  },
  offer: {
    steps: [
      { kind: 'event', eventType: 'page_view', paths: ['/offer'] },
      { kind: 'event', eventType: 'offer_email_captured' },
      { kind: 'event', eventType: 'viewed_checkout' },
      { kind: 'order-paid' },
      { kind: 'order-bump' },
      { kind: 'order-upsell' },
    ],
    revenueKinds: ['offer', 'upsell'],
  },
}

/** A payment counts as revenue while the provider reports it succeeded. */
export const SUCCEEDED = 'succeeded'
export const NONE = '(none)'

type Funnel = FunnelReportInput['funnel']

/** An event step of a funnel and its value in funnel_events.funnel_step (`home_lead`, say). */
export type FunnelEventStep = {
  value: string
  funnel: Funnel
  /** 1-based */
  index: number
  eventType: FunnelEventType
  paths?: readonly string[]
}

/** Every funnel's event steps, in funnel and step order. */
export const FUNNEL_EVENT_STEPS: readonly FunnelEventStep[] = (Object.keys(FUNNEL_DEFINITIONS) as Funnel[]).flatMap((funnel) =>
  FUNNEL_DEFINITIONS[funnel].steps.flatMap((step, i) =>
    step.kind === 'event'
      ? [{ value: `${funnel}_${FUNNEL_STEPS[funnel][i]!.key}`, funnel, index: i + 1, eventType: step.eventType, paths: step.paths }]
      : [],
  ),
)

/** The values funnel_events.funnel_step takes (besides none). */
export const FUNNEL_STEP_VALUES = FUNNEL_EVENT_STEPS.map((step) => step.value)

/** The funnel_step value of the `index`th (1-based) step of a funnel, an event step. */
export function funnelStepValue(funnel: Funnel, index: number): string {
  const step = FUNNEL_EVENT_STEPS.find((s) => s.funnel === funnel && s.index === index)
  if (!step) throw new Error(`funnel-report: step ${index} of ${funnel} is not an event step`)
  return step.value
}

/**
 * The funnel step a stored event is, set on every write of a funnel event (collections/FunnelEvents),
 * so that the report filters on one indexed column instead of event_type and event_data.path.
 * No event is a step of two funnels (tests/unit/funnel-steps.test.ts). A change to the
 * definitions above needs a migration that sets funnel_step again on the stored events.
 */
export function funnelStepOf(eventType: unknown, eventData: unknown): string | null {
  const path =
    eventData && typeof eventData === 'object' && !Array.isArray(eventData) ? (eventData as Record<string, unknown>).path : undefined
  const step = FUNNEL_EVENT_STEPS.find(
    (s) => s.eventType === eventType && (!s.paths || (typeof path === 'string' && s.paths.includes(path))),
  )
  return step?.value ?? null
}

/** The report's window: the first day's 00:00 to the last day's 23:59:59.999, UTC. */
export function windowOf(input: Pick<FunnelReportInput, 'from' | 'to'>) {
  return { start: `${input.from}T00:00:00.000Z`, end: `${input.to}T23:59:59.999Z` }
}

/**
 * One aggregated figure of the report, as every engine answers them: the number of visitors
 * at a step, its median seconds from the previous step, a day's visitors at a step, the
 * revenue, the first step's events (clicks). `segment` is null for the whole funnel.
 */
export type FunnelFigure = {
  metric: 'visitors' | 'median' | 'clicks' | 'revenue' | 'daily-visitors' | 'daily-revenue'
  segment: string | null
  /** 1-based step, for step figures. */
  step: number | null
  day: string | null
  value: number
}
