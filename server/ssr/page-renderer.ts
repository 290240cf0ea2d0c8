import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FeatureApiResponse, GrowthBook } from '@growthbook/growthbook'
import type { Request, Response } from 'express'
import type { Payload, TypedUser } from 'payload'
import { contentVersion } from '../../collections/hooks/contentVersion'
import { isStaffUser } from '../../collections/access/roles'
import type { Config } from '../../cms/payload-types'
import type { ContentKey, InitialDataOf } from '../../contracts/initial-data'
import { userFromRequest } from '../auth/user-from-request'
import type { CompiledExperiments } from '../experiments/config'
import { assignmentOf, expressCookieJar, serverGrowthBook } from '../experiments/server-growthbook'
import type { CookieJar } from '../../contracts/sticky-bucket-cookie'
import { visitorAttributes } from '../experiments/visitor-attributes'
import { controlOnlyPayload } from '../../experiments/payload'
import type { ConsentView } from '../../contracts/consent'
import type { Logger } from '../../runtime/logger'
import { canonicalUrlOf, pageHead } from './page-head'
import { siteOrigin } from '../lib/site-origin'
import { hasSessionCookie } from '../lib/has-session-cookie'
import { serverOrigin } from '../../runtime/server-url'
import { databaseUnavailable } from '../../runtime/database-unavailable'

/** The initial data the SSR entry renders a page from, its content typed by the CMS. */
type InitialData = InitialDataOf<Config['globals']>

type ServerEntry = {
  render: (url: string, data: InitialData, growthbook?: GrowthBook) => { html: string; head: string; status: number }
  renderError: (url: string, data: InitialData, growthbook?: GrowthBook) => Promise<unknown>
  LEFT_TO_BROWSER: string
  routeContent: (pathname: string) => { found: boolean; content: ContentKey[]; signedOutTo?: string }
  ready: Promise<void>
}

/** A rendered page, encoded once, split where the visitor id goes. */
type CachedPage = { before: Buffer; after: Buffer; status: number; version: string; at: number }

const VISITOR_SLOT = '"visitorId":""'

/**
 * A page rendered with some flags forced to a value for everyone (the copy lab's live preview of
 * a variant, server/copy-lab/preview-route.ts): `url` is the page to render instead of the
 * request's. Such a render is a preview: never cached, tracks nothing, not for search engines.
 */
export type ForcedRender = { url: string; features: Record<string, unknown> }

const NOINDEX = '<meta name="robots" content="noindex" />'

/** The live payload with each forced flag replaced by one that has only that value (no rules: no experiment). */
function withForcedFeatures(live: FeatureApiResponse | undefined, forced: ForcedRender['features']): FeatureApiResponse {
  const features = { ...live?.features }
  for (const [key, value] of Object.entries(forced)) features[key] = { defaultValue: value }
  return { ...live, features }
}

/** Reads the visitor's sticky buckets but writes none: a preview leaves the viewer's own assignments alone. */
const readOnly = (jar: CookieJar): CookieJar => ({ get: jar.get, set: () => undefined })

/**
 * The browser renders rich text from its `<name>_html` sibling (decision 014), so the Lexical
 * source of each rich-text field stays on the server (live preview gets whole documents from
 * the admin). Halves the initial data of a copy-heavy page.
 */
export function withoutRichTextSources(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRichTextSources)
  if (!value || typeof value !== 'object') return value
  const source = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(source)) {
    if (!key.endsWith('_html') && `${key}_html` in source) continue
    out[key] = withoutRichTextSources(item)
  }
  return out
}

function toCachedPage(html: string, status: number, version: string): CachedPage {
  const slot = html.indexOf(VISITOR_SLOT)
  if (slot < 0) throw new Error('rendered page has no visitor id slot')
  // before ends with `"visitorId":"`, after starts past the closing quote: the visitor's id,
  // that quote and their experiment assignment (if any) go between.
  const cut = slot + VISITOR_SLOT.length - 1
  return { before: Buffer.from(html.slice(0, cut)), after: Buffer.from(html.slice(cut + 1)), status, version, at: Date.now() }
}

export const WEB_DIST = path.resolve(process.cwd(), 'web/dist')

/**
 * Server-renders the public pages from CMS content. Rendered HTML is cached per URL and
 * content version (bumped on every publish, on every node with REDIS_URL:
 * server/redis/share-content-version.ts); the visitor id is filled in afterwards, so one
 * cached page serves every visitor.
 *
 * Experiments (docs/decisions/034): the renderer learns which experiment features each URL
 * reads while rendering. A page that reads none is served as before, with no per-visitor
 * work. A page that reads some is cached per URL, version and the visitor's values of those
 * features, and the visitor's assignment (attributes, sticky-bucket documents, deferred
 * tracking calls) is filled in beside the visitor id.
 */
export async function createPageRenderer({
  payload,
  logger,
  cacheTtlMs,
  experiments: getExperiments,
}: {
  payload: Payload
  logger: Logger
  cacheTtlMs: number
  /** The experiments as of now (server/experiments/live-experiments.ts): analysts change them without a deploy. */
  experiments?: () => Promise<CompiledExperiments>
}) {
  const template = fs.readFileSync(path.join(WEB_DIST, 'client/index.html'), 'utf8')
  const entry = (await import(pathToFileURL(path.join(WEB_DIST, 'server/entry-server.js')).href)) as ServerEntry
  await entry.ready
  const cache = new Map<string, CachedPage>()
  const MAX_ENTRIES = 500
  /** Per URL: the experiment features its render read (learned; grows if a render finds more). */
  const urlFeatures = new Map<string, Set<string>>()
  let experimentsRevision: number | undefined
  /** The live payload with every experiment at its control, for visitors without consent (docs/decisions/121). */
  let controlOnly: { revision: number; payload: FeatureApiResponse } | undefined

  async function loadContent(keys: ContentKey[], draft: boolean, user: TypedUser | null) {
    const entries = await Promise.all(
      keys.map(async (slug) => {
        const doc = await payload.findGlobal({
          slug,
          depth: 1,
          draft,
          overrideAccess: false,
          user,
        })
        return [slug, draft ? doc : withoutRichTextSources(doc)] as const
      }),
    )
    return Object.fromEntries(entries) as InitialData['content']
  }

  /**
   * Any rendering of a URL, for a visitor of whatever variant, while the database is away: the
   * visitor may see another variant's words until it returns (docs/decisions/113).
   */
  function lastRendering(cacheKey: string): CachedPage | undefined {
    const exact = cache.get(cacheKey)
    if (exact) return exact
    for (const [key, page] of cache) if (key.startsWith(`${cacheKey}#`)) return page
    return undefined
  }

  function toDocument(appHtml: string, head: string, data: InitialData, pageUrl: string, canonicalUrl?: string): string {
    // A data block, not a script: the CSP allows no inline script (server/security-headers.ts).
    const json = JSON.stringify(data)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029')
    return (
      template
        // Function replacements: CMS text may hold "$&" or "$'", which a string replacement expands.
        .replace('<!--app-head-->', () => `${pageHead(data.content, pageUrl, canonicalUrl)}\n    ${head}`)
        .replace('<!--app-html-->', () => appHtml)
        .replace('<!--app-data-->', () => `<script id="initial-data" type="application/json">${json}</script>`)
    )
  }

  return async function renderPage(req: Request, res: Response, forced?: ForcedRender): Promise<void> {
    const url = forced?.url ?? req.originalUrl
    const pathname = forced ? new URL(forced.url, 'http://localhost').pathname : req.path
    // Open Graph needs the page's absolute URL: SERVER_URL's origin (or a trusted loopback name),
    // never a Host header the caller chose, so a forged host can neither fill the cache with
    // pages of its own nor put its name in the page.
    const origin = serverOrigin() ? siteOrigin(req) : `${req.protocol}://${req.get('host')}`
    // Without consent (docs/decisions/121) the page is in no experiment; the banner is open or not.
    // The page carries that decision, so each decision is a page of its own in the cache.
    const consent = res.locals.consent as ConsentView | undefined
    const tracking = !!forced || res.locals.tracking !== false
    const cacheKey = origin + url + (consent ? `|consent=${+consent.ask}${+consent.tracking}.${consent.version}` : '')
    const visitorId = String(res.locals.visitorId ?? '')
    const { found, content, signedOutTo } = entry.routeContent(pathname)
    if (!found) logger.warn({ path: pathname }, 'page not found')
    // A page for signed-in visitors only: without a session there is nothing to show, so the
    // visitor goes where the page would send them, before any of it is drawn.
    if (signedOutTo && !forced && !hasSessionCookie(req)) return res.redirect(302, signedOutTo)

    // A forced render shows the published content, as a visitor sees it (not the drafts).
    const wantsPreview = !forced && req.query.preview === 'true'
    const user = wantsPreview ? await userFromRequest(payload, req.headers) : null
    const preview = wantsPreview && isStaffUser(user)
    const uncached = preview || !!forced

    const experiments = getExperiments ? await getExperiments() : undefined
    if (experiments && experiments.revision !== experimentsRevision) {
      // Another payload may run other experiments: which URL reads one is learned again.
      urlFeatures.clear()
      experimentsRevision = experiments.revision
    }
    // The browser's GrowthBook starts from the same payload (forced flags included), so it hydrates the same words.
    if (experiments && !tracking && controlOnly?.revision !== experiments.revision)
      controlOnly = { revision: experiments.revision, payload: controlOnlyPayload(experiments.payload) }
    const gbPayload = forced
      ? withForcedFeatures(experiments?.payload, forced.features)
      : tracking
        ? experiments?.payload
        : controlOnly?.payload
    const experimentsData = gbPayload ? { payload: gbPayload } : undefined
    const version = `${contentVersion()}.${experiments?.revision ?? 0}`
    const known = urlFeatures.get(cacheKey)
    // On every page (not only those that read an experiment): the first page of a visit notes
    // the visit's new-visitor flag and landing utm_source for the pages after it. Only while an
    // experiment targets visitors: the cookie and the parsing cost every render otherwise.
    const attributes = experiments?.targeted && tracking ? visitorAttributes(req, res) : {}
    // Only where a render may read an experiment: unknown URLs, and URLs known to read one.
    const used = new Set<string>()
    const gb =
      gbPayload && (known === undefined || known.size > 0 || uncached)
        ? serverGrowthBook({
            payload: gbPayload,
            visitorId,
            attributes,
            jar: forced || !tracking ? readOnly(expressCookieJar(req, res)) : expressCookieJar(req, res),
            onFeature: (key) => {
              if (experiments?.experimentFeatures.has(key)) used.add(key)
            },
          })
        : undefined
    const assignmentKey = (features: Iterable<string>) =>
      [...features]
        .sort()
        .map((key) => `${key}=${JSON.stringify(gb!.evalFeature(key).value)}`)
        .join('&')
    const variantKey = known?.size && gb ? `${cacheKey}#${assignmentKey(known)}` : cacheKey
    /** Renders the page from its content, and caches it unless it is a preview or came out half-rendered. */
    async function renderFresh(loaded: InitialData['content']): Promise<CachedPage> {
      const data: InitialData = {
        content: loaded,
        visitorId: '',
        preview: uncached,
        experiments: experimentsData,
        ...(consent ? { consent } : {}),
        ...(forced ? { url } : {}),
      }
      let rendered = entry.render(url, data, gb)
      if (rendered.html.includes(entry.LEFT_TO_BROWSER)) {
        // Part of the page failed to render: say why, try once more, and never cache such a page
        // (the browser renders that part, but every later visitor would get it half-empty).
        logger.error({ err: await entry.renderError(url, data, gb), url }, 'server render left part of the page to the browser')
        rendered = entry.render(url, data, gb)
      }
      const { html, head, status } = rendered
      const complete = !html.includes(entry.LEFT_TO_BROWSER)
      // A page found at one of its paths names its canonical address; a forced render is noindex anyway.
      const canonical = found && status === 200 && !forced ? canonicalUrlOf(origin, pathname) : undefined
      const fresh = toCachedPage(
        toDocument(html, forced ? `${NOINDEX}\n    ${head}` : head, data, origin + pathname, canonical),
        status,
        version,
      )
      if (!uncached && complete) {
        const features = new Set([...(known ?? []), ...used])
        // Bounded like the pages: every click id in a query string is a URL of its own. A URL
        // dropped here is only learned again on its next render (docs/decisions/070).
        if (known === undefined && urlFeatures.size >= MAX_ENTRIES) urlFeatures.delete(urlFeatures.keys().next().value!)
        urlFeatures.set(cacheKey, features)
        const key = features.size && gb ? `${cacheKey}#${assignmentKey(features)}` : cacheKey
        if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
        cache.set(key, fresh)
      }
      return fresh
    }
    const cached = uncached ? undefined : cache.get(variantKey)
    const page =
      cached && cached.version === version && Date.now() - cached.at < cacheTtlMs
        ? cached
        : await loadContent(content, preview, user).then(renderFresh, (error: unknown) => {
            // The database is away (a restart, a failover): this page's last rendering, however
            // old, beats an error page (docs/decisions/113). A page never rendered goes to the
            // app's error handler, which answers 503.
            const last = databaseUnavailable(error) ? (cached ?? lastRendering(cacheKey)) : undefined
            if (!last) throw error
            logger.warn({ url, reason: (error as Error).message }, 'database unavailable: page served from the cache')
            return last
          })
    // Written as bytes, not res.send(string): no re-encoding of the page and no ETag hash per
    // request (the page is no-store and personal, so an ETag would never match anyway).
    const assignment = gb ? `,"assignment":${JSON.stringify(assignmentOf(gb))}` : ''
    const id = Buffer.from((JSON.stringify(visitorId).slice(1, -1) + '"' + assignment).replace(/</g, '\\u003c'))
    res.status(page.status).set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': String(page.before.length + id.length + page.after.length),
      ...(forced ? { 'x-robots-tag': 'noindex' } : {}),
    })
    res.end(Buffer.concat([page.before, id, page.after], page.before.length + id.length + page.after.length))
  }
}
