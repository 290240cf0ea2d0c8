/**
 * Where a funnel event's visitor came from and on what, stored with the event so the funnel
 * report can break conversions down in SQL (docs/decisions/059).
 */
export type VisitorSource = {
  device: 'mobile' | 'desktop'
  utm_source?: string
  utm_medium?: string
  utm_campaign?: string
}

// Phones and tablets: what the funnel's mobile layout serves.
const MOBILE = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Silk|Opera Mini/i

export function deviceOf(userAgent: string | undefined): VisitorSource['device'] {
  return userAgent && MOBILE.test(userAgent) ? 'mobile' : 'desktop'
}

const tag = (value: string | null) => {
  const trimmed = value?.trim().toLowerCase().slice(0, 100)
  return trimmed ? trimmed : undefined
}

type UtmTags = Pick<VisitorSource, 'utm_source' | 'utm_medium' | 'utm_campaign'>

/** The utm tags among these values, normalised as stored (trimmed, lower case, 100 characters). */
export function utmTags(values: { utm_source?: string | null; utm_medium?: string | null; utm_campaign?: string | null }): UtmTags {
  const out: UtmTags = {}
  const source = tag(values.utm_source ?? null)
  const medium = tag(values.utm_medium ?? null)
  const campaign = tag(values.utm_campaign ?? null)
  if (source) out.utm_source = source
  if (medium) out.utm_medium = medium
  if (campaign) out.utm_campaign = campaign
  return out
}

/** The utm tags of the page the events were sent from (absent on pages without them). */
export function utmOf(pageUrl: string): UtmTags {
  let params: URLSearchParams
  try {
    params = new URL(pageUrl, 'http://page.invalid').searchParams
  } catch {
    return {}
  }
  return utmTags({ utm_source: params.get('utm_source'), utm_medium: params.get('utm_medium'), utm_campaign: params.get('utm_campaign') })
}
