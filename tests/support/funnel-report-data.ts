/**
 * The funnel report's hand-counted visitors (March 2021; April and May for the cases of their
 * own), shared by the SQL tests (tests/integration/funnel-report.test.ts, through the REST API)
 * and the MongoDB pipeline tests (tests/unit/mongo-pipelines-funnel.test.ts, in memory).
 */

export type FunnelTestEvent = {
  visitor: string
  session: string
  type: string
  at: string
  data?: Record<string, unknown>
  device?: 'mobile' | 'desktop'
  utm?: string
}

export const page = (path: string) => ({ type: 'page_view', data: { path } })

// Home funnel (times UTC). Steps: visit, lead, pricing view, plan click, checkout started, paid.
export const HOME_EVENTS: FunnelTestEvent[] = [
  // Exposures name an experiment no code defines: other files on this server count the real ones' users.
  // A: google, desktop, new; every step; a second visit the next day (2 clicks); exposed to 'hidden' first.
  { visitor: 'fr-a', session: 'fr-a1', ...page('/'), at: '2021-03-01T10:00:00.000Z', device: 'desktop', utm: 'google' },
  {
    visitor: 'fr-a',
    session: 'fr-a1',
    type: 'experiment_viewed',
    at: '2021-03-01T10:00:00.500Z',
    data: { experiment_id: 'report-split', variation_key: 'hidden' },
  },
  {
    visitor: 'fr-a',
    session: 'fr-a1',
    type: 'experiment_viewed',
    at: '2021-03-01T10:00:05.000Z',
    data: { experiment_id: 'report-split', variation_key: 'shown' },
  },
  { visitor: 'fr-a', session: 'fr-a1', type: 'lead_captured', at: '2021-03-01T10:01:00.000Z' },
  { visitor: 'fr-a', session: 'fr-a1', ...page('/pricing'), at: '2021-03-01T10:03:00.000Z' },
  { visitor: 'fr-a', session: 'fr-a1', type: 'pricing_plan_click', at: '2021-03-01T10:04:00.000Z' },
  { visitor: 'fr-a', session: 'fr-a1', type: 'checkout_started', at: '2021-03-01T10:04:30.000Z' },
  { visitor: 'fr-a', session: 'fr-a2', ...page('/home'), at: '2021-03-02T09:00:00.000Z', device: 'desktop' },
  // B: facebook, mobile, returning (a visit in an earlier session, before the window); paid the next day.
  { visitor: 'fr-b', session: 'fr-b0', ...page('/'), at: '2021-02-20T12:00:00.000Z', device: 'mobile' },
  { visitor: 'fr-b', session: 'fr-b1', ...page('/'), at: '2021-03-01T12:00:00.000Z', device: 'mobile', utm: 'facebook' },
  {
    visitor: 'fr-b',
    session: 'fr-b1',
    type: 'experiment_viewed',
    at: '2021-03-01T12:00:01.000Z',
    data: { experiment_id: 'report-split', variation_key: 'shown' },
  },
  { visitor: 'fr-b', session: 'fr-b1', type: 'lead_captured', at: '2021-03-01T12:02:00.000Z' },
  { visitor: 'fr-b', session: 'fr-b1', ...page('/pricing'), at: '2021-03-01T12:02:30.000Z' },
  { visitor: 'fr-b', session: 'fr-b1', type: 'pricing_plan_click', at: '2021-03-01T12:03:30.000Z' },
  { visitor: 'fr-b', session: 'fr-b1', type: 'checkout_started', at: '2021-03-01T12:05:30.000Z' },
  // C: no utm, desktop, new; pricing and a plan click before the lead do not count; stops at lead.
  { visitor: 'fr-c', session: 'fr-c1', ...page('/'), at: '2021-03-02T15:00:00.000Z', device: 'desktop' },
  { visitor: 'fr-c', session: 'fr-c1', ...page('/pricing'), at: '2021-03-02T15:01:00.000Z' },
  { visitor: 'fr-c', session: 'fr-c1', type: 'pricing_plan_click', at: '2021-03-02T15:02:00.000Z' },
  { visitor: 'fr-c', session: 'fr-c1', type: 'lead_captured', at: '2021-03-02T15:05:00.000Z' },
  // D: google, mobile, new (its earlier event is in the same session); a lead before the visit does not count.
  { visitor: 'fr-d', session: 'fr-d1', type: 'lead_captured', at: '2021-03-01T08:00:00.000Z' },
  { visitor: 'fr-d', session: 'fr-d1', ...page('/'), at: '2021-03-01T09:00:00.000Z', device: 'mobile', utm: 'google' },
  {
    visitor: 'fr-d',
    session: 'fr-d1',
    type: 'experiment_viewed',
    at: '2021-03-01T09:00:01.000Z',
    data: { experiment_id: 'other', variation_key: 'x' },
  },
  // E: never on the home page: outside the funnel whatever it does.
  { visitor: 'fr-e', session: 'fr-e1', ...page('/pricing'), at: '2021-03-01T09:00:00.000Z', device: 'desktop' },
  { visitor: 'fr-e', session: 'fr-e1', type: 'pricing_plan_click', at: '2021-03-01T09:01:00.000Z' },
  // After the window.
  { visitor: 'fr-f', session: 'fr-f1', ...page('/'), at: '2021-03-03T00:00:00.000Z', device: 'desktop' },
]

// Offer funnel. Steps: offer view, e-mail captured, checkout view, paid, bump taken, upsell accepted.
export const OFFER_EVENTS: FunnelTestEvent[] = [
  { visitor: 'fo-f', session: 'fo-f1', ...page('/offer'), at: '2021-03-01T10:00:00.000Z', device: 'desktop', utm: 'newsletter' },
  { visitor: 'fo-f', session: 'fo-f1', type: 'offer_email_captured', at: '2021-03-01T10:00:40.000Z' },
  { visitor: 'fo-f', session: 'fo-f1', type: 'viewed_checkout', at: '2021-03-01T10:01:00.000Z' },
  { visitor: 'fo-g', session: 'fo-g1', ...page('/offer'), at: '2021-03-01T11:00:00.000Z', device: 'mobile' },
  { visitor: 'fo-g', session: 'fo-g1', type: 'offer_email_captured', at: '2021-03-01T11:01:00.000Z' },
  { visitor: 'fo-g', session: 'fo-g1', type: 'viewed_checkout', at: '2021-03-01T11:02:00.000Z' },
  { visitor: 'fo-h', session: 'fo-h1', ...page('/offer'), at: '2021-03-02T12:00:00.000Z', device: 'mobile' },
  { visitor: 'fo-h', session: 'fo-h1', type: 'offer_email_captured', at: '2021-03-02T12:00:10.000Z' },
]

export type FunnelTestPayment = { visitor: string; kind: string; amount: number; at: string; status?: string; intent?: string }
export const PAYMENTS: FunnelTestPayment[] = [
  { visitor: 'fr-a', kind: 'plan', amount: 49, at: '2021-03-01T10:10:30.000Z' },
  { visitor: 'fr-a', kind: 'vendor', amount: 10, at: '2021-03-01T10:20:00.000Z' }, // not a plan
  { visitor: 'fr-a', kind: 'plan', amount: 49, at: '2021-03-03T10:00:00.000Z' }, // after the window
  { visitor: 'fr-b', kind: 'plan', amount: 99, at: '2021-03-02T08:00:00.000Z' },
  { visitor: 'fr-d', kind: 'plan', amount: 49, at: '2021-03-01T09:30:00.000Z', status: 'refunded' },
  { visitor: 'fr-e', kind: 'plan', amount: 200, at: '2021-03-01T09:05:00.000Z' }, // not in the funnel
  { visitor: 'fo-f', kind: 'offer', amount: 124, at: '2021-03-01T10:03:00.000Z' },
  { visitor: 'fo-f', kind: 'upsell', amount: 297, at: '2021-03-01T10:04:00.000Z', intent: 'pi_fr_upsell_f' },
  { visitor: 'fo-g', kind: 'offer', amount: 97, at: '2021-03-01T11:12:00.000Z' },
]

/** March's events carry these tags from their `utm`; April's and May's only the source. */
export const marchTags = (utm: string): Record<string, string> => ({ utm_source: utm, utm_medium: 'cpc', utm_campaign: `spring-${utm}` })
export const sourceTag = (utm: string): Record<string, string> => ({ utm_source: utm })

/** Every order's fields besides `data`: an e-mail, a base price, a checkout session and the visitor. */
export const orderBase = (visitor: string) => ({
  email: `${visitor}@example.com`,
  base_price: 97,
  checkout_session_id: `cs_fr_${visitor}`,
  visitor_id: visitor,
})

export const MARCH_ORDERS: { visitor: string; data: Record<string, unknown> }[] = [
  {
    visitor: 'fo-f',
    data: {
      status: 'paid',
      paid_at: '2021-03-01T10:03:00.000Z',
      bump_selected: true,
      base_amount: 97,
      bump_amount: 27,
      upsell_status: 'accepted',
      upsell_amount: 297,
      upsell_payment_intent_id: 'pi_fr_upsell_f',
    },
  },
  { visitor: 'fo-g', data: { status: 'paid', paid_at: '2021-03-01T11:12:00.000Z', base_amount: 97, upsell_status: 'declined' } },
  // Opened but never paid.
  { visitor: 'fo-h', data: { status: 'pending' } },
]

// 1 April 2021, no other case's window. A: two entries at the same moment (the smaller
// session id's tags count). B: an earlier event in another session the day before.
// C: a pricing view and a plan click before the steps before them, then again after.
export const APRIL_EVENTS: FunnelTestEvent[] = [
  { visitor: 'ft-a', session: 'ft-a2', ...page('/'), at: '2021-04-01T10:00:00.000Z', utm: 'newsletter' },
  { visitor: 'ft-a', session: 'ft-a1', ...page('/'), at: '2021-04-01T10:00:00.000Z', utm: 'google' },
  { visitor: 'ft-b', session: 'ft-b0', type: 'scroll_depth', at: '2021-03-31T23:00:00.000Z' },
  { visitor: 'ft-b', session: 'ft-b1', ...page('/home'), at: '2021-04-01T11:00:00.000Z', utm: 'facebook' },
  { visitor: 'ft-c', session: 'ft-c1', ...page('/'), at: '2021-04-01T10:00:00.000Z' },
  { visitor: 'ft-c', session: 'ft-c1', type: 'pricing_plan_click', at: '2021-04-01T10:00:30.000Z' },
  { visitor: 'ft-c', session: 'ft-c1', ...page('/pricing'), at: '2021-04-01T10:01:00.000Z' },
  { visitor: 'ft-c', session: 'ft-c1', type: 'lead_captured', at: '2021-04-01T10:02:00.000Z' },
  { visitor: 'ft-c', session: 'ft-c1', ...page('/pricing'), at: '2021-04-01T10:03:00.000Z' },
  { visitor: 'ft-c', session: 'ft-c1', type: 'pricing_plan_click', at: '2021-04-01T10:04:00.000Z' },
]

// 1 May 2021, no other case's window. U: bought the offer without the bump and took the
// upsell. S: visited home and went straight to pricing and a plan, without a lead.
export const MAY_EVENTS: FunnelTestEvent[] = [
  { visitor: 'fs-u', session: 'fs-u1', ...page('/offer'), at: '2021-05-01T10:00:00.000Z' },
  { visitor: 'fs-u', session: 'fs-u1', type: 'offer_email_captured', at: '2021-05-01T10:01:00.000Z' },
  { visitor: 'fs-u', session: 'fs-u1', type: 'viewed_checkout', at: '2021-05-01T10:02:00.000Z' },
  { visitor: 'fs-s', session: 'fs-s1', ...page('/'), at: '2021-05-01T11:00:00.000Z' },
  { visitor: 'fs-s', session: 'fs-s1', ...page('/pricing'), at: '2021-05-01T11:01:00.000Z' },
  { visitor: 'fs-s', session: 'fs-s1', type: 'pricing_plan_click', at: '2021-05-01T11:02:00.000Z' },
]
export const MAY_PAYMENTS: FunnelTestPayment[] = [
  { visitor: 'fs-u', kind: 'offer', amount: 97, at: '2021-05-01T10:05:00.000Z', intent: 'pi_fs_offer_u' },
  { visitor: 'fs-u', kind: 'upsell', amount: 297, at: '2021-05-01T10:06:00.000Z', intent: 'pi_fs_upsell_u' },
]
export const MAY_ORDER = {
  ...orderBase('fs-u'),
  checkout_session_id: 'cs_fs_u',
  status: 'paid',
  paid_at: '2021-05-01T10:05:00.000Z',
  bump_selected: false,
  base_amount: 97,
  upsell_status: 'accepted',
  upsell_amount: 297,
  upsell_payment_intent_id: 'pi_fs_upsell_u',
}
