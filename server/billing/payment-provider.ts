import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { createLocalStripe } from '../integrations/stripe/local'
import { payloadStore } from '../integrations/stripe/local/payload-store'
import { findPlanByPrice, listPlanPrices } from './find-plan-by-price'

export type PaymentProvider = {
  /** The real `stripe` SDK, pointed at Stripe, at STRIPE_API_URL (a fake in tests) or at the local provider. */
  stripe: () => Stripe
  webhookSecret: string
  kind: 'stripe' | 'local'
  /** The local provider's routes (/v1 and /pay), mounted on the product's server; absent with Stripe keys. */
  local?: ReturnType<typeof createLocalStripe>
  close: () => void
}

export type PaymentSettings = {
  STRIPE_SECRET_KEY?: string
  STRIPE_WEBHOOK_SECRET?: string
  STRIPE_API_URL?: string
  PAYLOAD_SECRET: string
}

const derived = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex').slice(0, 32)

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the local payment provider in this process
 * (docs/decisions/016-payments.md). Either way the server speaks to it through the stripe
 * SDK, and its webhooks arrive signed at /webhooks/stripe.
 */
export function createPaymentProvider({
  settings,
  payload,
  selfUrl,
}: {
  settings: PaymentSettings
  payload: Payload
  selfUrl: () => string
}): PaymentProvider {
  const sdkOptions = (url: string): Stripe.StripeConfig => {
    const { hostname, port, protocol } = new URL(url)
    return {
      host: hostname,
      port: Number(port || (protocol === 'https:' ? 443 : 80)),
      protocol: protocol.replace(':', '') as 'http' | 'https',
      maxNetworkRetries: 2,
    }
  }

  if (settings.STRIPE_SECRET_KEY) {
    const stripe = new Stripe(
      settings.STRIPE_SECRET_KEY,
      settings.STRIPE_API_URL ? sdkOptions(settings.STRIPE_API_URL) : { maxNetworkRetries: 2 },
    )
    if (!settings.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY')
    return { stripe: () => stripe, webhookSecret: settings.STRIPE_WEBHOOK_SECRET, kind: 'stripe', close: () => undefined }
  }

  const secretKey = `sk_local_${derived(settings.PAYLOAD_SECRET, 'local-payments-api-key')}`
  const webhookSecret = settings.STRIPE_WEBHOOK_SECRET ?? `whsec_${derived(settings.PAYLOAD_SECRET, 'local-payments-webhook')}`
  const local = createLocalStripe({
    secretKey,
    webhookSecret,
    webhookUrl: () => `${selfUrl()}/webhooks/stripe`,
    prices: {
      async find(id) {
        const plan = await findPlanByPrice(payload, id)
        return (
          plan && {
            id,
            unit_amount: Math.round(plan.amount * 100),
            currency: 'usd',
            recurring: { interval: plan.billingPeriod === 'annual' ? 'year' : 'month' },
            product_name: plan.planName,
          }
        )
      },
      async list() {
        return (await listPlanPrices(payload)).map((plan) => ({
          id: plan.priceId,
          unit_amount: Math.round(plan.amount * 100),
          currency: 'usd',
          recurring: { interval: plan.billingPeriod === 'annual' ? ('year' as const) : ('month' as const) },
          product_name: plan.planName,
        }))
      },
    },
    // The pricing page's exit-intent code (spec section 9: SCALE20) takes the percent its offer
    // shows: both are the Pricing page's fields (decision 074).
    promotionCodes: async () => {
      const { exit_intent } = await payload.findGlobal({ slug: 'pricing', depth: 0 })
      return exit_intent.code ? [{ code: exit_intent.code, percent_off: exit_intent.percent_off }] : []
    },
    // In the database, so every node sees the same checkouts and webhook queue, and a restart
    // keeps them (docs/decisions/044).
    store: payloadStore(payload),
    onError: (error) => payload.logger.error({ err: error }, 'local payment provider failed'),
    recoveries: payload.logger,
  })
  let stripe: Stripe | undefined
  // Built on first use: the server's own port is known only once it listens (PORT=0 in tests).
  const client = () => (stripe ??= new Stripe(secretKey, sdkOptions(selfUrl())))
  return { stripe: client, webhookSecret, kind: 'local', local, close: local.close }
}
