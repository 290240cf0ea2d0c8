import { z } from 'zod'

/** The pricing page's periods, and the one-time period of the $97 offer. */
export const BILLING_PERIODS = ['monthly', 'annual', 'one_time'] as const

/** create-checkout (pricing): a CMS plan's price id; the server refuses any other. */
export const createCheckoutInput = z.object({
  priceId: z.string().trim().min(1).max(200),
  billingPeriod: z.enum(BILLING_PERIODS),
  /** The exit-intent discount the visitor took (SCALE20), applied as a promotion code. */
  discountCode: z.string().trim().max(40).optional(),
  /** The funnel's lead, when known, to record the pricing click. */
  leadId: z.string().trim().max(64).optional(),
  email: z.email().max(254).optional(),
})
export const createCheckoutOutput = z.object({ url: z.string() })

export const checkSubscriptionInput = z.object({ session_id: z.string().trim().max(200).optional() })
export const checkSubscriptionOutput = z.object({
  subscription_tier: z.string().nullable(),
  subscription_end: z.string().nullable(),
})

export const createPortalSessionInput = z.object({ subscriptionId: z.string().trim().max(64).optional() })
export const createPortalSessionOutput = z.object({ url: z.string() })

/**
 * The few lead fields the browser may set (spec section 7, "Table operations": the pricing
 * click on checkout, viewed_pricing at the survey's end); nothing else about a lead.
 */
export const updateLeadInput = z
  .object({
    leadId: z.string().trim().min(1).max(64),
    session_id: z.string().trim().max(200).optional(),
    clicked_pricing_tier: z.string().trim().max(100).optional(),
    payment_attempted: z.boolean().optional(),
    viewed_pricing: z.boolean().optional(),
  })
  .strict()
export const updateLeadOutput = z.object({ updated: z.boolean() })
