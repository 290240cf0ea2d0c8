/** The kinds of outside embed a marketer can allow, as the field names of Site settings › Allowed embed hosts. */
export const EMBED_HOST_KINDS = ['booking', 'testimonial_widget', 'video'] as const
export type EmbedHostKind = (typeof EMBED_HOST_KINDS)[number]
export type EmbedHosts = Record<EmbedHostKind, string[]>

/**
 * An https origin or bare host, with an optional leading `*.` and port: `https://cal.com`,
 * `player.vimeo.com`, `*.wistia.net`, `https://widgets.example.com:8443/`. Each label is
 * letters, digits and inner hyphens, at least two labels (`*.com` would open a whole top-level
 * domain), so nothing a CSP reads as a keyword,
 * a scheme, a second source or a new directive (quotes, spaces, `;`, `,`, `*` elsewhere) fits.
 */
const EMBED_HOST = /^(?:https:\/\/)?(\*\.)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(:\d{1,5})?\/?$/

export const EMBED_HOST_HINT = 'Enter an https origin or host such as https://cal.com or *.vimeo.com'

/** Why `entry` cannot be an allowed embed host, or null when it can. */
export function embedHostProblem(entry: string): string | null {
  const text = entry.trim().toLowerCase()
  if (text === '') return 'An embed host cannot be empty'
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(text) && !text.startsWith('https://')) return `${entry}: only https embeds are allowed`
  const match = EMBED_HOST.exec(text)
  if (!match) return `${entry}: ${EMBED_HOST_HINT}`
  const port = match[3]
  if (port && (Number(port.slice(1)) < 1 || Number(port.slice(1)) > 65535)) return `${entry}: the port is out of range`
  return null
}

/** The CSP source of a valid entry: `https://` plus the host (and port), lower case, no trailing slash. */
export function embedHostSource(entry: string): string {
  const text = entry
    .trim()
    .toLowerCase()
    .replace(/^https:\/\//, '')
    .replace(/\/$/, '')
  return `https://${text}`
}

/** Payload's field check for one list of hosts: every entry must pass `embedHostProblem`. */
export function validateEmbedHosts(value: unknown): true | string {
  if (value == null) return true
  if (!Array.isArray(value)) return EMBED_HOST_HINT
  for (const entry of value) {
    const problem = typeof entry === 'string' ? embedHostProblem(entry) : EMBED_HOST_HINT
    if (problem) return problem
  }
  return true
}

/**
 * Whether the page may frame or play `url` under the CSP built from `hosts`: a path on this
 * site always, an absolute URL when it is https and an entry names its host (a `*.` entry
 * its subdomains, as CSP matches them). The pages show their readable fallback otherwise,
 * rather than a frame the browser refuses.
 */
export function embedHostAllows(hosts: readonly string[] | null | undefined, url: string): boolean {
  if (/^\/(?![/\\])/.test(url)) return true
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return false
  }
  if (target.protocol !== 'https:') return false
  return (hosts ?? []).some((entry) => {
    const match = embedHostProblem(entry) ? null : EMBED_HOST.exec(entry.trim().toLowerCase())
    if (!match) return false
    const [, wildcard, host, port] = match
    // URL drops the default port, so `:443` in an entry means none.
    if ((port === ':443' ? '' : (port?.slice(1) ?? '')) !== target.port) return false
    return wildcard ? target.hostname.endsWith(`.${host}`) : target.hostname === host
  })
}
