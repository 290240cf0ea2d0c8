import type { FUNNEL_BREAKDOWNS, FUNNEL_ORDERS, FUNNELS } from '../../../contracts/funnel-report'

export const FUNNEL_LABELS: Record<(typeof FUNNELS)[number], string> = { home: 'Home funnel', offer: 'Offer funnel' }

export const BREAKDOWN_LABELS: Record<(typeof FUNNEL_BREAKDOWNS)[number], string> = {
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  device: 'Device',
  visitor_type: 'New or returning visitor',
  variant: 'Experiment variant',
}

export const ORDER_LABELS: Record<(typeof FUNNEL_ORDERS)[number], string> = { strict: 'Strict order', any: 'Any order' }

/** What each order counts, said once above the steps. */
export const ORDER_NOTES: Record<(typeof FUNNEL_ORDERS)[number], string> = {
  strict:
    'Strict order: a visitor counts at a step once they did it after the step before. An optional step is not needed for the steps after it, which count from the step before it.',
  any: 'Any order: a visitor who entered the funnel counts at every step they did in the range, in whatever order, so a step can have more visitors than the one before it. No times between steps.',
}
