import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { inject } from 'vitest'
import { createLocalStripe, type LocalPrice } from '../../server/integrations/stripe/local'
import { stripeSignature } from '../../server/integrations/stripe/local/webhook-outbox'
import { createPostgresDatabase, startServer, type RunningServer } from './server'

/** The seeded plans' prices (seed/content/plans.ts) as the fake Stripe account knows them. */
export const SEEDED_PLAN_PRICES: LocalPrice[] = [
  {
    id: 'price_professional_monthly',
    unit_amount: 49_700,
    currency: 'usd',
    recurring: { interval: 'month' },
    product_name: 'Professional',
  },
  { id: 'price_starter_annual', unit_amount: 197_000, currency: 'usd', recurring: { interval: 'year' }, product_name: 'Starter' },
]

export type ServerWithFakeStripe = {
  /** The fake of Stripe's API (the local provider on a port of its own), recording every request. */
  fake: ReturnType<typeof createLocalStripe>
  server: RunningServer
  base: string
  stop: () => Promise<void>
}

/**
 * The real server with its stripe SDK pointed at a fake of Stripe's API (STRIPE_API_URL),
 * on the database this run tests (SQLite, or a fresh PostgreSQL database). The fake signs
 * its webhooks with the secret the server was given and delivers them to the server.
 */
export async function startServerWithFakeStripe({
  secretKey,
  webhookSecret,
  prices = [],
  promotionCodes,
}: {
  secretKey: string
  webhookSecret: string
  prices?: LocalPrice[]
  promotionCodes?: { code: string; percent_off: number }[]
}): Promise<ServerWithFakeStripe> {
  let base = ''
  const fake = createLocalStripe({
    secretKey,
    webhookSecret,
    webhookUrl: () => `${base}/webhooks/stripe`,
    prices: { find: async (id) => prices.find((price) => price.id === id) ?? null, list: async () => prices },
    promotionCodes,
    retryBaseMs: 100,
    recordRequests: true,
  })
  const app = express()
  app.use(fake.app)
  const fakeServer = http.createServer(app)
  await new Promise<void>((resolve) => fakeServer.listen(0, '127.0.0.1', resolve))
  const fakeUrl = `http://127.0.0.1:${(fakeServer.address() as AddressInfo).port}`
  const env = { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: fakeUrl }
  let dropDatabase: (() => Promise<void>) | undefined
  let server: RunningServer
  if (inject('databaseKind') === 'postgres') {
    const db = await createPostgresDatabase(process.env.TEST_POSTGRES_URL!)
    dropDatabase = db.drop
    server = await startServer({ database: { kind: 'postgres', url: db.url }, env })
  } else {
    server = await startServer({ env })
  }
  base = server.url
  return {
    fake,
    server,
    base,
    async stop() {
      fake.close()
      await server.stop()
      await dropDatabase?.()
      await new Promise((resolve) => fakeServer.close(resolve))
    },
  }
}

/** POSTs an event to a server's /webhooks/stripe as Stripe does, signed with `secret`; answers the status. */
export async function deliverSignedEvent(base: string, event: object, secret: string): Promise<number> {
  const body = JSON.stringify(event)
  const res = await fetch(`${base}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, secret) },
    body,
  })
  return res.status
}

/** Polls until `check` holds or `ms` pass, and answers the last value read (webhooks arrive on their own schedule). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const value = await read()
    if (check(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}
