import { GrowthBook, type FeatureApiResponse } from '@growthbook/growthbook'
import type { Request, Response } from 'express'
import { parse as parseCookies } from 'cookie'
import { CookieStickyBucketService, type CookieJar } from '../../contracts/sticky-bucket-cookie'
import type { ExperimentsAssignment } from '../../contracts/initial-data'
import { HASH_ATTRIBUTE } from '../../experiments/payload'
import { visitorAttributes } from './visitor-attributes'

/** The request's cookies for reading, and Set-Cookie on the response for writing (until it is sent). */
export function expressCookieJar(req: Request, res: Response): CookieJar {
  const cookies = parseCookies(req.headers.cookie ?? '')
  return {
    get: (name) => cookies[name],
    set(name, value, maxAgeSeconds) {
      cookies[name] = value
      if (!res.headersSent) res.cookie(name, value, { maxAge: maxAgeSeconds * 1000, path: '/', sameSite: 'lax', httpOnly: false })
    },
  }
}

/**
 * A GrowthBook for one request: evaluates locally (initSync) on the visitor id cookie, sticky
 * through the cookie service, and defers its tracking calls for the browser to send.
 * `onFeature` hears every feature evaluated (the page renderer learns which ones a page reads).
 */
export function serverGrowthBook({
  payload,
  visitorId,
  attributes = {},
  jar,
  onFeature,
}: {
  payload: FeatureApiResponse
  visitorId: string
  /** The targeting attributes of the request (visitor-attributes.ts). */
  attributes?: Record<string, string | boolean>
  jar: CookieJar
  onFeature?: (key: string) => void
}): GrowthBook {
  const gb = new GrowthBook({
    attributes: { ...attributes, [HASH_ATTRIBUTE]: visitorId },
    stickyBucketService: new CookieStickyBucketService(jar),
    ...(onFeature ? { onFeatureUsage: (key: string) => onFeature(key) } : {}),
  })
  return gb.initSync({ payload })
}

/** What the browser needs to continue exactly where the server left off. */
export function assignmentOf(gb: GrowthBook): ExperimentsAssignment {
  return {
    attributes: gb.getAttributes(),
    stickyBucketAssignmentDocs: gb.getStickyBucketAssignmentDocs(),
    deferredTrackingCalls: gb.getDeferredTrackingCalls(),
  }
}

/**
 * A flag's value for the visitor of a request, outside page rendering (a server function that
 * must honour the visitor's variant, e.g. only a `discount` visitor's checkout gets the exit-
 * intent discount). Reads the sticky cookie; writes nothing and tracks nothing.
 */
export async function featureValueForRequest<T>(req: Request, visitorId: string, key: string, fallback: T): Promise<T> {
  const { activeExperiments } = await import('./live-experiments')
  const { payload } = await activeExperiments()
  const cookies = parseCookies(req.headers.cookie ?? '')
  const gb = serverGrowthBook({
    payload,
    visitorId,
    attributes: visitorAttributes(req),
    jar: { get: (name) => cookies[name], set: () => undefined },
  })
  return gb.getFeatureValue(key, fallback as never) as T
}
