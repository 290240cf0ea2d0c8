import http from 'node:http'
import express, { Router, type Request, type Response } from 'express'
import type { Payload } from 'payload'
import type { Registry } from 'prom-client'
import { isStaffUser } from '../../collections/access/roles'
import { userFromRequest } from '../auth/user-from-request'
import type { Logger } from '../../runtime/logger'

async function answerMetrics(registry: Registry, res: Response): Promise<void> {
  res
    .set('content-type', registry.contentType)
    .set('cache-control', 'no-store')
    .send(await registry.metrics())
}

/**
 * /metrics on the public port, for staff only (a Prometheus job signs in as a staff user and
 * sends its token). Anyone else gets the 404 of a path that is not there.
 */
export function staffMetricsRoute({ registry, payload }: { registry: Registry; payload: Payload }): Router {
  const router = Router()
  router.get('/metrics', async (req: Request, res: Response) => {
    const user = await userFromRequest(payload, req.headers).catch(() => null)
    if (!isStaffUser(user)) return void res.status(404).type('text/plain').send('Not found')
    await answerMetrics(registry, res)
  })
  return router
}

/** METRICS_PORT: /metrics without sign-in on a port the load balancer does not expose. */
export async function startMetricsServer({
  registry,
  port,
  host,
  logger,
}: {
  registry: Registry
  port: number
  host: string
  logger: Logger
}): Promise<http.Server> {
  const app = express()
  app.disable('x-powered-by')
  app.get('/metrics', (_req, res, next) => void answerMetrics(registry, res).catch(next))
  const server = http.createServer(app)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address()
  const bound = typeof address === 'object' && address ? address.port : port
  logger.info({ url: `http://${host}:${bound}/metrics` }, 'metrics listening')
  return server
}
