import type { Request, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'
import { parse as parseCookies } from 'cookie'
import { contentVersion } from '../../collections/hooks/contentVersion'
import {
  CONSENT_COOKIE,
  CONSENT_MODES,
  DEFAULT_CONSENT_MODE,
  consentFor,
  type ConsentMode,
  type ConsentView,
} from '../../contracts/consent'
import { countryFromHeaders } from '../integrations/geo/user-location'
import type { Logger } from '../../runtime/logger'

/** Site settings' consent mode and banner version, as the server last read them. */
export type ConsentSettings = { mode: ConsentMode; version: number }

const DEFAULTS: ConsentSettings = { mode: DEFAULT_CONSENT_MODE, version: 1 }
/** Read again after a publish (the content version) and at least this often (a publish on another node's transaction). */
const REFRESH_MS = 5_000

export function consentSettingsOf(settings: unknown): ConsentSettings {
  const group = (settings as { cookie_consent?: { mode?: unknown; version?: unknown } } | null)?.cookie_consent
  const mode = (CONSENT_MODES as readonly unknown[]).includes(group?.mode) ? (group!.mode as ConsentMode) : DEFAULTS.mode
  const version = typeof group?.version === 'number' && group.version >= 1 ? Math.floor(group.version) : DEFAULTS.version
  return { mode, version }
}

/**
 * Decides each request's consent before anything sets a cookie (docs/decisions/121):
 * `res.locals.consent` (the page's ConsentView, undefined with the mode off) and
 * `res.locals.tracking` (false: no visitor id, no first-seen time, no experiment). One read of
 * Site settings per content version; while the database is away the last read stands, and
 * before any read the default (ask in the EU mode), which sets no cookie.
 */
export function consentState({ payload, logger }: { payload: Payload; logger: Logger }): RequestHandler {
  let known: { version: number; at: number; settings: ConsentSettings } | undefined
  let reading: Promise<ConsentSettings> | undefined
  function current(): Promise<ConsentSettings> {
    const version = contentVersion()
    if (known && known.version === version && Date.now() - known.at < REFRESH_MS) return Promise.resolve(known.settings)
    reading ??= payload
      .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
      .then(
        (doc) => {
          known = { version, at: Date.now(), settings: consentSettingsOf(doc) }
          return known.settings
        },
        (error: unknown) => {
          logger.warn({ reason: (error as Error)?.message }, 'could not read the cookie consent settings')
          return known?.settings ?? DEFAULTS
        },
      )
      .finally(() => {
        reading = undefined
      })
    return reading
  }
  return (req, res, next) => {
    current().then((settings) => {
      decideConsent(req, res, settings)
      next()
    }, next)
  }
}

export function decideConsent(req: Request, res: Response, { mode, version }: ConsentSettings): ConsentView | undefined {
  const cookie = parseCookies(req.headers.cookie ?? '')[CONSENT_COOKIE]
  const view = consentFor({ mode, version, cookie, country: countryFromHeaders(req.headers) })
  res.locals.consent = view
  res.locals.consentVersion = version
  res.locals.tracking = view?.tracking ?? true
  return view
}

/** False when the request's visitor has not consented to be measured (set by consentState). */
export const mayTrack = (res: Response): boolean => res.locals.tracking !== false
