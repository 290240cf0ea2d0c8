import { nowSeconds, type StripeObject } from './state'

/** A portal link works for an hour after it was made; Stripe's own portal sessions are short-lived too (docs/decisions/111). */
export const PORTAL_SESSION_SECONDS = 60 * 60

/** Whether a billing-portal session's link has passed its hour: whoever holds it then can neither see nor change a plan. */
export const portalSessionExpired = (portal: StripeObject): boolean => Number(portal.created) + PORTAL_SESSION_SECONDS <= nowSeconds()
