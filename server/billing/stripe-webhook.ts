import express, { Router } from 'express'
import type { Payload } from 'payload'
import type { Logger } from '../logger'
import type { RealtimeServer } from '../realtime/rooms'
import { applyStripeEvent } from './apply-stripe-event'
import type { PaymentProvider } from './payment-provider'

/**
 * POST /webhooks/stripe: the raw body is verified with the stripe SDK (400 and nothing
 * changed when the signature is wrong), applied once per event id, and answered 5xx when
 * applying fails, so the provider delivers it again.
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
    let event
    try {
      event = payments.stripe().webhooks.constructEvent(req.body as Buffer, req.get('stripe-signature') ?? '', payments.webhookSecret)
    } catch {
      res.status(400).json({ error: 'Invalid signature' })
      return
    }
    try {
      const result = await applyStripeEvent(payload, event, payments.stripe(), { realtime })
      res.json({ received: true, result })
    } catch (error) {
      logger.error({ err: error, eventId: event.id, type: event.type }, 'stripe webhook failed')
      res.status(500).json({ error: 'Webhook handler failed' })
    }
  })
  return router
}
