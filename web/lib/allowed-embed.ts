import { useEffect, useState } from 'react'
import { embedHostAllows, type EmbedHostKind } from '../../collections/SiteSettings/embedHosts'
import { useContent } from './initial-data'

/**
 * The embed URL when the site's CSP lets the browser load it (a path of this site, or its host
 * is in Site settings › Allowed embed hosts for `kind`), else null, so the page shows its
 * readable fallback instead of a frame the browser refuses with a console error.
 */
export function useAllowedEmbed(kind: EmbedHostKind, url: string | null | undefined): string | null {
  const settings = useContent('site-settings')
  const listed = !!url && embedHostAllows(settings?.embed_hosts?.[kind], url)
  // An absolute URL of this very site is 'self' too; only the browser knows its origin, so it is
  // recognised after hydration (the server renders the fallback, as the client's first pass does).
  const [sameOrigin, setSameOrigin] = useState(false)
  useEffect(() => {
    setSameOrigin(!!url && !listed && isSameOrigin(url))
  }, [url, listed])
  return url && (listed || sameOrigin) ? url : null
}

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url).origin === window.location.origin
  } catch {
    return false
  }
}
