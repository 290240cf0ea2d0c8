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
  /**
   * The $97 offer's checkout (billingPeriod one_time): the spec's metadata. The server reads
   * the buyer's name and phone and whether the bump is on; `order_bump_price` is ignored
   * (the CMS price is charged, docs/decisions/029).
   */
  metadata: z
    .object({
      product_name: z.string().trim().max(200).optional(),
      order_bump_selected: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
      order_bump_price: z.union([z.number(), z.string().max(20)]).optional(),
      full_name: z.string().trim().max(200).optional(),
      phone: z.string().trim().max(40).optional(),
      /** The buyer keeps their purchase out of the 'joined' toasts (docs/decisions/117); missing counts as private. */
      proof_private: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    })
    .optional(),
})
export const createCheckoutOutput = z.object({ url: z.string() })

export const checkSubscriptionInput = z.object({ session_id: z.string().trim().max(200).optional() })
export const checkSubscriptionOutput = z.object({
  subscription_tier: z.string().nullable(),
  subscription_end: z.string().nullable(),
})

export const createPortalSessionInput = z.object({
  subscriptionId: z.string().trim().max(64).optional(),
  /**
   * 'cancel': the portal's cancellation flow for the plan subscription `subscriptionId`,
   * which returns to /cancel once the customer confirms (docs/decisions/039).
   */
  flow: z.enum(['cancel']).optional(),
  /** A vendor product subscription of the workspace's Billing screen ('Manage'). */
  productSubscriptionId: z
    .union([z.string().trim().min(1).max(64), z.number().int().nonnegative()])
    .transform(String)
    .optional(),
})
export const createPortalSessionOutput = z.object({ url: z.string() })

/**
 * The few lead fields the browser may set (spec section 7, "Table operations": the pricing
 * click on checkout, viewed_pricing at the survey's end); nothing else about a lead.
 */
export const updateLeadInput = z
  .object({
    leadId: z.string().trim().min(1).max(64),
    /** create-lead's token for this lead; or the lead's own funnel session below. */
    leadToken: z.string().trim().max(100).optional(),
    session_id: z.string().trim().max(200).optional(),
    clicked_pricing_tier: z.string().trim().max(100).optional(),
    payment_attempted: z.boolean().optional(),
    viewed_pricing: z.boolean().optional(),
  })
  .strict()
export const updateLeadOutput = z.object({ updated: z.boolean() })

/** process-one-click-upsell (offer success page): the $97 order's upsell, accepted or declined. */
export const UPSELL_PRODUCTS = ['implementation_accelerator'] as const
export const processOneClickUpsellInput = z.object({
  email: z.string().trim().min(1).max(254),
  product: z.enum(UPSELL_PRODUCTS),
  /** The order's checkout session (the success page's `session_id`): names the order; the paying browser's proof cookie makes it its own. */
  session_id: z.string().trim().min(1).max(200),
  decision: z.enum(['accept', 'decline']).default('accept'),
})
/** `url` when the bank needs the buyer: the page goes there to pay on-session. */
export const processOneClickUpsellOutput = z.object({
  status: z.enum(['accepted', 'declined', 'requires_action']),
  url: z.string().optional(),
})

/** get-offer-order (offer success page): the order of the checkout session the buyer returned from. */
export const getOfferOrderInput = z.object({ session_id: z.string().trim().min(1).max(200) }).strict()
/**
 * What the buyer was charged, line by line. Only to the browser that paid (its upsell proof,
 * docs/decisions/105): `number` (the order's random code, to quote to support), the whole
 * `email`, and `upsell_seconds_left` while the upsell is open; anyone else gets no number, the
 * address masked (`o•••@example.org`) and no upsell.
 */
export const offerOrderSummary = z.object({
  number: z.string().nullable(),
  email: z.string(),
  upsell_seconds_left: z.number().int().positive().nullable(),
  lines: z.array(z.object({ part: z.enum(['base', 'bump', 'upsell']), name: z.string(), amount: z.number() })),
  /** Base and bump: what the first payment charged (the upsell page's "Payment received"). */
  first_payment: z.number(),
  total: z.number(),
})
/** `order` is null for a session that opened no order (an old or mistyped link): the page shows no order. */
export const getOfferOrderOutput = z.object({ order: offerOrderSummary.nullable() })

/** get-billing-details (the workspace's Billing): the signed-in user's invoices and saved card, from the payment provider. */
export const getBillingDetailsInput = z.object({}).strict()
export const billingInvoice = z.object({
  id: z.string(),
  /** The provider's invoice number, to quote to support. */
  number: z.string().nullable(),
  /** ISO date of the invoice. */
  created: z.string(),
  status: z.string(),
  /** In the currency's main unit (dollars), as the workspace shows money. */
  total: z.number(),
  amount_paid: z.number(),
  currency: z.string(),
  /** What was charged: the first line's description. */
  description: z.string().nullable(),
  /** The provider's page of the invoice, when it hosts one. */
  url: z.string().nullable(),
})
export const billingPaymentMethod = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
})
export const getBillingDetailsOutput = z.object({
  invoices: z.array(billingInvoice),
  paymentMethod: billingPaymentMethod.nullable(),
})
