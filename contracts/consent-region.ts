/**
 * The countries whose buyers and visitors EU-style consent rules protect: the EU's 27, the rest
 * of the EEA (Iceland, Liechtenstein, Norway) and the UK, as ISO 3166-1 alpha-2 codes (Cloudflare
 * and CloudFront send "GB" for the UK; "UK" is accepted too).
 */
const CONSENT_COUNTRIES = new Set(
  (
    'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE ' + // the EU
    'IS LI NO ' + // the rest of the EEA
    'GB UK'
  ).split(' '),
)

/**
 * Whether a visitor's country asks for consent first: yes in the EU, the EEA and the UK, and
 * yes when the country is unknown (no CDN header), since then nobody can say it does not
 * (docs/decisions/117).
 */
export function needsConsentFirst(country: string | null | undefined): boolean {
  if (!country) return true
  return CONSENT_COUNTRIES.has(country.trim().toUpperCase())
}
