import type { FUNNEL_BREAKDOWNS, FUNNELS } from '../../../contracts/funnel-report'

export const FUNNEL_LABELS: Record<(typeof FUNNELS)[number], string> = { home: 'Home funnel', offer: 'Offer funnel' }

export const BREAKDOWN_LABELS: Record<(typeof FUNNEL_BREAKDOWNS)[number], string> = {
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  device: 'Device',
  visitor_type: 'New or returning visitor',
  variant: 'Experiment variant',
}
