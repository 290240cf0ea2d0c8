import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Request, Response } from 'express'
import type { Payload, TypedUser } from 'payload'
import { contentVersion } from '../../collections/hooks/contentVersion'
import { isStaffUser } from '../../collections/access/roles'
import type { ContentKey, InitialData } from '../../web/lib/content'
import { userFromRequest } from '../auth/user-from-request'
import type { Logger } from '../logger'
import { pageHead } from './page-head'

type ServerEntry = {
  render: (url: string, data: InitialData) => { html: string; head: string; status: number }
  routeContent: (pathname: string) => { found: boolean; content: ContentKey[] }
}

type CachedPage = { html: string; status: number; version: number; at: number }

export const WEB_DIST = path.resolve(process.cwd(), 'web/dist')

/**
 * Server-renders the public pages from CMS content. Rendered HTML is cached per URL and
 * content version (bumped on every publish); the visitor id is filled in afterwards, so
 * one cached page serves every visitor.
 */
export async function createPageRenderer({ payload, logger, cacheTtlMs }: { payload: Payload; logger: Logger; cacheTtlMs: number }) {
  const template = fs.readFileSync(path.join(WEB_DIST, 'client/index.html'), 'utf8')
  const entry = (await import(pathToFileURL(path.join(WEB_DIST, 'server/entry-server.js')).href)) as ServerEntry
  const cache = new Map<string, CachedPage>()
  const MAX_ENTRIES = 500

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
        return [slug, doc] as const
      }),
    )
    return Object.fromEntries(entries) as InitialData['content']
  }

  function toDocument(appHtml: string, head: string, data: InitialData, pageUrl: string): string {
    const json = JSON.stringify(data)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029')
    return (
      template
        // Function replacements: CMS text may hold "$&" or "$'", which a string replacement expands.
        .replace('<!--app-head-->', () => `${pageHead(data.content, pageUrl)}\n    ${head}`)
        .replace('<!--app-html-->', () => appHtml)
        .replace('<!--app-data-->', () => `<script>window.__INITIAL_DATA__=${json}</script>`)
    )
  }

  return async function renderPage(req: Request, res: Response): Promise<void> {
    const url = req.originalUrl
    // Open Graph needs the page's absolute URL, so each host name gets its own cached page.
    const origin = `${req.protocol}://${req.get('host')}`
    const cacheKey = origin + url
    const visitorId = String(res.locals.visitorId ?? '')
    const { found, content } = entry.routeContent(req.path)
    if (!found) logger.warn({ path: req.path }, 'page not found')

    const wantsPreview = req.query.preview === 'true'
    const user = wantsPreview ? await userFromRequest(payload, req.headers) : null
    const preview = wantsPreview && isStaffUser(user)

    const version = contentVersion()
    const cached = preview ? undefined : cache.get(cacheKey)
    let page: CachedPage
    if (cached && cached.version === version && Date.now() - cached.at < cacheTtlMs) {
      page = cached
    } else {
      const data: InitialData = { content: await loadContent(content, preview, user), visitorId: '', preview }
      const { html, head, status } = entry.render(url, data)
      page = { html: toDocument(html, head, data, origin + req.path), status, version, at: Date.now() }
      if (!preview) {
        if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
        cache.set(cacheKey, page)
      }
    }
    res
      .status(page.status)
      .set('content-type', 'text/html; charset=utf-8')
      .set('cache-control', 'no-store')
      .send(page.html.replace('"visitorId":""', `"visitorId":${JSON.stringify(visitorId)}`))
  }
}
