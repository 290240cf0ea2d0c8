import type { RequestHandler } from 'express'
import helmet from 'helmet'
import type { Payload } from 'payload'
import { contentVersion } from '../collections/hooks/contentVersion'
import { embedHostsOf, realtimeVoiceOrigin, siteEmbedDirectives } from './csp/embed-directives'
import { openAiService } from './integrations/openai/client'
import type { Logger } from '../runtime/logger'

/** How old the site's CSP may grow without a content change before it is read again (as the page cache, SSR_CACHE_TTL_MS). */
const CSP_REFRESH_MS = 30_000

/**
 * Security headers on every answer (docs/decisions/018): helmet's set (nosniff, COOP
 * same-origin, CORP, Origin-Agent-Cluster, X-Frame-Options), Referrer-Policy
 * strict-origin-when-cross-origin, HSTS in production over HTTPS only, and a CSP:
 *
 * - pages, API and functions: scripts from this origin only (the server's data for the page is
 *   a JSON block, not a script); styles inline too (Emotion writes <style> elements and
 *   framer-motion style attributes); frames and media from this origin and from the embed hosts
 *   a marketer allowed in Site settings (server/csp/embed-directives.ts), nothing else;
 *   connections to this origin, and to OpenAI for the survey's live voice when a key is set;
 * - /admin: Next and Payload's admin need inline scripts and eval; frames of this origin
 *   (live preview);
 * - everywhere `frame-ancestors 'self'`: live preview frames the site, no other site frames us.
 */
export function securityHeaders({
  payload,
  logger,
  production,
}: {
  payload: Payload
  logger: Logger
  production: boolean
}): RequestHandler {
  const common = {
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // Set below, only where the request came over HTTPS: a plain-HTTP development server must not pin it.
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-origin' as const },
  }
  const base = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'"],
    upgradeInsecureRequests: null,
  }
  const admin = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...base,
        // Nothing from other hosts: the product serves Payload's code editor too (cms/monaco.mjs).
        scriptSrc: ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'data:'],
      },
    },
  })

  // Rebuilt when content changes (on this node, or on another one through Redis:
  // server/redis/share-content-version.ts) and at least every CSP_REFRESH_MS, because the
  // writer's hook bumps the version before its transaction commits: a read in between would
  // otherwise keep the old hosts until the next change.
  const voiceOrigin = realtimeVoiceOrigin(openAiService()?.client.baseURL)
  let site: { version: number; at: number; handler: RequestHandler } | undefined
  let building: { version: number; promise: Promise<RequestHandler> } | undefined
  async function buildSiteHeaders(version: number): Promise<RequestHandler> {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }).catch((error: unknown) => {
      logger.warn({ reason: (error as Error)?.message }, 'could not read the embed hosts for the CSP')
      return null
    })
    // The database away (a restart, a failover): the last good settings' headers, read again on the next request.
    if (settings === null && site) return site.handler
    const { directives, refused } = siteEmbedDirectives({ embedHosts: embedHostsOf(settings), realtimeVoiceOrigin: voiceOrigin })
    if (refused.length > 0) logger.warn({ refused }, 'embed hosts that are not https hosts were left out of the CSP')
    const handler = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: { ...base, ...directives } } })
    site = { version, at: Date.now(), handler }
    return handler
  }
  function siteHeaders(): Promise<RequestHandler> {
    const version = contentVersion()
    if (site?.version === version && Date.now() - site.at < CSP_REFRESH_MS) return Promise.resolve(site.handler)
    // One read of the settings however many requests arrive meanwhile.
    if (building?.version !== version) {
      const promise = buildSiteHeaders(version)
      building = { version, promise }
      promise
        .finally(() => {
          if (building?.promise === promise) building = undefined
        })
        .catch(() => undefined)
    }
    return building.promise
  }
  // Built at start, before the first visitor.
  siteHeaders().catch(() => undefined)

  return (req, res, next) => {
    if (production && req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    if (/^\/(admin|_next)(\/|$)/.test(req.path)) return admin(req, res, next)
    siteHeaders().then((handler) => handler(req, res, next), next)
  }
}
