import type { Config, SiteSetting } from '../../cms/payload-types'
import type { InitialDataOf } from '../../contracts/initial-data'

/** A page's title, description and share image (plugin-seo's `meta` group), read at depth 1. */
type PageMeta = NonNullable<SiteSetting['meta']>

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/**
 * Pages served at more than one path, by their canonical path: the spec's route table names
 * `/home` for the home page, and `/getdemo` is the route that `/get-demo` links reach.
 */
const CANONICAL_PATHS: Record<string, string> = { '/': '/home', '/get-demo': '/getdemo' }

/** A page's canonical address: its own path, or the one path the spec names for it. */
export function canonicalUrlOf(origin: string, pathname: string): string {
  return origin + (CANONICAL_PATHS[pathname] ?? pathname)
}

const imageUrl = (image: PageMeta['image']) => (image && typeof image === 'object' ? image.url : undefined)

/**
 * The <title>, description and Open Graph tags of a server-rendered page: the SEO fields of
 * its page global where they are filled in, the site-wide defaults of Site settings otherwise.
 * `pageUrl` is absolute and has no query string (which may carry a visitor's e-mail).
 * `canonicalUrl`, when given, is the page's one address for search engines.
 */
export function pageHead(content: InitialDataOf<Config['globals']>['content'], pageUrl: string, canonicalUrl?: string): string {
  const site = content['site-settings']?.meta ?? {}
  const page =
    Object.entries(content)
      .filter(([key]) => key !== 'site-settings')
      .map(([, doc]) => (doc as { meta?: PageMeta | null } | undefined)?.meta)
      .find(Boolean) ?? {}
  const title = page.title || site.title
  const description = page.description || site.description
  const image = imageUrl(page.image) || imageUrl(site.image)

  const tags: string[] = []
  const meta = (attribute: 'name' | 'property', key: string, value: string | null | undefined) => {
    if (value) tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
  }
  if (title) tags.push(`<title>${escapeHtml(title)}</title>`)
  if (canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`)
  meta('name', 'description', description)
  meta('property', 'og:type', 'website')
  meta('property', 'og:url', pageUrl)
  meta('property', 'og:title', title)
  meta('property', 'og:description', description)
  meta('property', 'og:image', image ? new URL(image, pageUrl).href : undefined)
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary')
  return tags.join('\n    ')
}
