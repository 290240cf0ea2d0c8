import { Router } from 'express'
import { readiness, type ReadinessDeps } from './readiness'

/** /healthz: the process answers (restart it if not). /readyz: send it traffic (see readiness). */
export function healthRoutes(deps: ReadinessDeps): Router {
  const router = Router()
  router.get('/healthz', (_req, res) => {
    res.json({ ok: true })
  })
  router.get('/readyz', async (_req, res) => {
    const state = await readiness(deps)
    res
      .status(state.ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json(state)
  })
  return router
}
