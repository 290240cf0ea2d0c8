import express, { Router } from 'express'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import type { Logger } from '../../runtime/logger'
import type { RealtimeServer } from '../lib/realtime-rooms'
import { applyStripeEvent } from './apply-stripe-event'
import type { PaymentProvider } from './payment-provider'
import { checkStripeEvent } from './stripe-event-schema'

/**
 * POST /webhooks/stripe: the raw body is verified with the stripe SDK (400 and nothing
 * changed when the signature is wrong), checked (400 for a malformed event, 200 "ignored"
 * for a type the product does not handle, nothing written either way), applied once per
 * event id, and answered 5xx only when applying fails for a reason a retry may cure, so the
 * provider delivers it again.
 */
export function stripeWebhookRouter({
  payload,
  logger,
  payments,
  realtime,
}: {
  payload: Payload
  logger: Logger
  payments: PaymentProvider
  /** The workspace bell: notifications a payment event created reach the user's open tabs. */
  realtime?: RealtimeServer
}): Router {
  const router = Router()
  router.post('/webhooks/stripe', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
    let event: Stripe.Event
    try {
      event = payments.stripe().webhooks.constructEvent(req.body as Buffer, req.get('stripe-signature') ?? '', payments.webhookSecret)
    } catch {
      res.status(400).json({ error: 'Invalid signature' })
      return
    }
    const check = checkStripeEvent(event)
    if (check.verdict === 'malformed') {
      logger.warn({ eventId: idOf(event), type: typeOf(event), problem: check.problem }, 'stripe webhook: malformed event refused')
      res.status(400).json({ error: 'Malformed event' })
      return
    }
    if (check.verdict === 'ignored') {
      logger.info({ eventId: event.id, type: event.type }, 'stripe webhook: event type not handled, ignored')
      res.json({ received: true, result: 'ignored' })
      return
    }
    try {
      const result = await applyStripeEvent(payload, event, payments.stripe(), { realtime })
      res.json({ received: true, result })
    } catch (error) {
      // Data the product refuses (a field out of range) or an object the provider does not
      // know: a retry cannot cure it. Nothing was written: the event's transaction rolled back.
      if (refusedForGood(error)) {
        logger.warn({ err: error, eventId: event.id, type: event.type }, 'stripe webhook: event refused')
        res.status(400).json({ error: 'Event refused' })
        return
      }
      logger.error({ err: error, eventId: event.id, type: event.type }, 'stripe webhook failed')
      res.status(500).json({ error: 'Webhook handler failed' })
    }
  })
  return router
}

function refusedForGood(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeInvalidRequestError) return true
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500
}

const idOf = (event: unknown) => (typeof (event as { id?: unknown } | null)?.id === 'string' ? (event as { id: string }).id : null)
const typeOf = (event: unknown) =>
  typeof (event as { type?: unknown } | null)?.type === 'string' ? (event as { type: string }).type : null
