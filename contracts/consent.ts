/**
 * Cookie consent (issue 39.5, docs/decisions/121). The server decides from the request (the
 * consent cookie, the CDN's country header and Site settings' mode) whether the visitor may be
 * measured and whether to ask, and hands the page that decision, so the server's HTML and the
 * hydrated page agree. Shared by server and web: nothing here imports zod.
 */

/** The visitor's answer: `<choice>.<banner version>`, e.g. `accepted.1`. Strictly necessary: it is the answer itself. */
export const CONSENT_COOKIE = 'consent'
/** Six months, then the visitor is asked again. */
export const CONSENT_MAX_AGE_S = 60 * 60 * 24 * 182

export const CONSENT_CHOICES = ['accepted', 'rejected'] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]

/** Site settings → Cookie consent → Mode. */
export const CONSENT_MODES = ['off', 'everyone', 'eu'] as const
export type ConsentMode = (typeof CONSENT_MODES)[number]
export const DEFAULT_CONSENT_MODE: ConsentMode = 'eu'

/** The EU's 27, the rest of the EEA (Iceland, Liechtenstein, Norway) and the United Kingdom (ISO 3166-1 alpha-2). */
export const CONSENT_COUNTRIES: ReadonlySet<string> = new Set([
  ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE'],
  ...['IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
  ...['IS', 'LI', 'NO', 'GB'],
])

/**
 * What a page knows of the visitor's consent (InitialData.consent; absent when the mode is off).
 * `tracking`: the visitor may get a visitor id and be in experiments. `ask`: the banner is open
 * on arrival. `version`: the banner version a choice is recorded under.
 */
export type ConsentView = { tracking: boolean; ask: boolean; version: number }

/** The choice in a consent cookie, if it answers this banner version; an older version's answer asks again. */
export function choiceOf(cookie: string | undefined, version: number): ConsentChoice | null {
  const [choice, sent] = (cookie ?? '').split('.')
  if (sent !== String(version)) return null
  return (CONSENT_CHOICES as readonly string[]).includes(choice ?? '') ? (choice as ConsentChoice) : null
}

export const consentCookieValue = (choice: ConsentChoice, version: number): string => `${choice}.${version}`

/**
 * The decision for one request: with the mode off, everyone is measured and nobody asked; a
 * choice made is kept whatever the country; without one, the banner asks everyone (mode
 * `everyone`), or in `eu` mode visitors from the EU, EEA and UK and anyone whose country the
 * CDN does not name, while visitors from elsewhere are measured until they choose otherwise.
 */
export function consentFor({
  mode,
  version,
  cookie,
  country,
}: {
  mode: ConsentMode
  version: number
  cookie: string | undefined
  country: string | null
}): ConsentView | undefined {
  if (mode === 'off') return undefined
  const choice = choiceOf(cookie, version)
  if (choice) return { tracking: choice === 'accepted', ask: false, version }
  const ask = mode === 'everyone' || country === null || CONSENT_COUNTRIES.has(country)
  return { tracking: !ask, ask, version }
}
