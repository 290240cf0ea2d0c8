import { embedHostAllows, type EmbedHostKind } from '../../collections/SiteSettings/embedHosts'
import { useContent } from './initial-data'

/**
 * The embed URL when the site's CSP lets the browser load it (its host is in Site settings ›
 * Allowed embed hosts for `kind`), else null, so the page shows its readable fallback instead
 * of a frame the browser refuses with a console error.
 */
export function useAllowedEmbed(kind: EmbedHostKind, url: string | null | undefined): string | null {
  const settings = useContent('site-settings')
  if (!url) return null
  return embedHostAllows(settings?.embed_hosts?.[kind], url) ? url : null
}
