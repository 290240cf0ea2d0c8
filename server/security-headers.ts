import type { RequestHandler } from 'express'
import helmet from 'helmet'
import type { Payload } from 'payload'
import { contentVersion } from '../collections/hooks/contentVersion'
import type { Logger } from './logger'

/**
 * Security headers on every answer (docs/decisions/018): helmet's set (nosniff, COOP
 * same-origin, CORP, Origin-Agent-Cluster, X-Frame-Options), Referrer-Policy
 * strict-origin-when-cross-origin, HSTS in production over HTTPS only, and a CSP:
 *
 * - pages, API and functions: scripts from this origin only (the server's data for the page is
 *   a JSON block, not a script); styles inline too (Emotion writes <style> elements and
 *   framer-motion style attributes); frames and media from this origin and from the hosts of the
 *   embeds configured in the CMS (booking, testimonial and video widgets), nothing else;
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

  let site: { version: number; handler: RequestHandler } | undefined
  async function siteHeaders(): Promise<RequestHandler> {
    const version = contentVersion()
    if (site?.version === version) return site.handler
    const embeds = await embedOrigins(payload).catch((error: unknown) => {
      logger.warn({ err: error }, 'could not read the embed hosts for the CSP')
      return []
    })
    const handler = helmet({
      ...common,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...base,
          scriptSrc: ["'self'"],
          frameSrc: ["'self'", ...embeds],
          mediaSrc: ["'self'", 'blob:', ...embeds],
        },
      },
    })
    site = { version, handler }
    return handler
  }

  return (req, res, next) => {
    if (production && req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    if (/^\/(admin|_next)(\/|$)/.test(req.path)) return admin(req, res, next)
    siteHeaders().then((handler) => handler(req, res, next), next)
  }
}

/**
 * The origins of every absolute URL in a `…_url` field of the site settings and the home page
 * (with the content they include): the widgets and videos a marketer configured.
 */
export async function embedOrigins(payload: Payload): Promise<string[]> {
  const docs = await Promise.all(
    (['site-settings', 'home'] as const).map((slug) => payload.findGlobal({ slug, depth: 1, overrideAccess: true }).catch(() => null)),
  )
  const origins = new Set<string>()
  const stack: unknown[] = [...docs]
  while (stack.length > 0) {
    const value = stack.pop()
    if (!value || typeof value !== 'object') continue
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && key.endsWith('_url')) {
        const origin = httpOrigin(item)
        if (origin) origins.add(origin)
      } else if (item && typeof item === 'object') stack.push(item)
    }
  }
  return [...origins].sort()
}

function httpOrigin(text: string): string | null {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}
