import { parse } from 'tldts'

/**
 * Whether an embed host entry is a wildcard over a public suffix (`*.github.io`, `*.co.uk`):
 * every site anyone registers under it, not one company's hosts. The Public Suffix List's
 * private part counts too (github.io, herokuapp.com, s3.amazonaws.com). docs/decisions/073
 */
export function isPublicSuffixWildcard(entry: string): boolean {
  const host = entry
    .trim()
    .toLowerCase()
    .replace(/^https:\/\//, '')
    .replace(/\/$/, '')
    .replace(/:\d+$/, '')
  if (!host.startsWith('*.')) return false
  const parsed = parse(host.slice(2), { allowPrivateDomains: true })
  // A suffix alone has no registrable domain: `github.io` is all of GitHub Pages.
  return !parsed.domain || parsed.publicSuffix === host.slice(2)
}

/** The refusal for a public-suffix wildcard, in the admin's words. */
export const publicSuffixWildcardProblem = (entry: string): string | null =>
  isPublicSuffixWildcard(entry)
    ? `${entry}: a wildcard over a public suffix would allow every site under it; name the company's own domain (*.example.com)`
    : null
