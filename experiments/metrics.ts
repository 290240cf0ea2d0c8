import { defineMetrics, funnelStepMetrics } from './schema'

/**
 * The metrics experiments are judged by: funnel events the web sends (counted after the
 * unit's first exposure) and payments the provider reported (revenue in dollars, bump and
 * upsell included, net of refunds and disputes; refunds as a guardrail), and each step of the
 * funnel view. Revenue metrics are capped at their 99th percentile unless they say otherwise
 * (docs/decisions/089).
 */
export default defineMetrics([
  {
    key: 'lead-captured',
    name: 'Lead captured',
    description: 'The visitor gave their details in a lead form (funnel event lead_captured).',
    type: 'binomial',
    source: { kind: 'funnel-event', eventTypes: ['lead_captured'] },
  },
  {
    key: 'checkout-started',
    name: 'Checkout started',
    description: 'The visitor opened a checkout (funnel event checkout_started).',
    type: 'binomial',
    source: { kind: 'funnel-event', eventTypes: ['checkout_started'] },
  },
  {
    key: 'purchase',
    name: 'Purchase',
    description: 'The visitor paid at least once (a payment the provider reported).',
    type: 'binomial',
    source: { kind: 'payment' },
  },
  {
    key: 'revenue',
    name: 'Revenue per visitor',
    description: 'Dollars paid per exposed visitor: plans, offer, order bump and upsell, net of refunds and disputes.',
    type: 'revenue',
    source: { kind: 'payment' },
  },
  {
    key: 'orders',
    name: 'Orders',
    description: 'Payments per exposed visitor, refunded and disputed ones left out.',
    type: 'count',
    source: { kind: 'payment' },
  },
  {
    key: 'average-order-value',
    name: 'Average order value',
    description: 'Dollars per order (net revenue over orders): a ratio metric, by the delta method.',
    type: 'revenue',
    source: { kind: 'payment' },
    denominator: 'orders',
  },
  {
    key: 'upsell-take-rate',
    name: 'Upsell take rate',
    description: 'Buyers who paid for the one-click upsell, over buyers.',
    type: 'binomial',
    source: { kind: 'payment', kinds: ['upsell'] },
    denominator: 'purchase',
  },
  {
    key: 'upsell-accepted',
    name: 'Upsell accepted',
    description: 'The visitor took the one-click upsell (funnel event upsell_accepted).',
    type: 'binomial',
    source: { kind: 'funnel-event', eventTypes: ['upsell_accepted'] },
  },
  {
    key: 'email-click',
    name: 'E-mail click',
    description:
      'The recipient clicked a link in a sequence e-mail (funnel event email_click). What a subject-line test counts (docs/decisions/097).',
    type: 'binomial',
    source: { kind: 'funnel-event', eventTypes: ['email_click'] },
  },
  {
    key: 'refund',
    name: 'Refund',
    description: 'A payment of the visitor was refunded. Guardrail: lower is better.',
    type: 'binomial',
    source: { kind: 'payment', refunds: true },
    inverse: true,
  },
  // Funnel goals: every step of the funnel view (offer-upsell-accepted, home-pricing-view, …).
  ...funnelStepMetrics(),
])
