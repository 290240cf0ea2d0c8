import { fillTemplate } from './fill-template'

/**
 * The announced price rise (the `price-rise` global, docs/decisions/120), as the pages, the
 * e-mails and checkout read it. Pure, so the server and the browser decide alike.
 */
export type PriceRiseRecord = {
  plan?: number | string | { id: number | string; name: string; key: string; monthly_price: number; annual_price: number } | null
  timing?: 'date' | 'visitor_timer' | null
  rises_at?: string | null
  timer_hours?: number | null
  monthly_price?: number | null
  monthly_price_id?: string | null
  annual_price?: number | null
  annual_price_id?: string | null
  date_words?: string | null
  timer_words?: string | null
}

/** A text that mentions the rise carries one of these; it shows only while a rise is to come. */
const RISE_PLACEHOLDER = /\{rise_\w+\}/

export const mentionsRise = (text: string | null | undefined): boolean => !!text && RISE_PLACEHOLDER.test(text)

/** A rise is set: a plan, its new monthly price, and a date (or the visitor's timer). */
export function riseIsSet(rise: PriceRiseRecord | null | undefined): rise is PriceRiseRecord {
  if (!rise?.plan || typeof rise.monthly_price !== 'number') return false
  return rise.timing === 'visitor_timer' ? (rise.timer_hours ?? 0) > 0 : Number.isFinite(Date.parse(rise.rises_at ?? ''))
}

/**
 * When the rise happens for this visitor (ms): the record's date, or `timer_hours` after the
 * visitor's first visit (the `first_seen` cookie); null when not set or not known (no cookie).
 */
export function riseAt(rise: PriceRiseRecord | null | undefined, firstSeen: number | null): number | null {
  if (!riseIsSet(rise)) return null
  if (rise.timing === 'visitor_timer') return firstSeen === null ? null : firstSeen + (rise.timer_hours ?? 0) * 3_600_000
  return Date.parse(rise.rises_at!)
}

/** The rise is in effect for this visitor: checkout charges the new price. */
export function riseInEffect(rise: PriceRiseRecord | null | undefined, firstSeen: number | null, now: number): boolean {
  const at = riseAt(rise, firstSeen)
  return at !== null && now >= at
}

/** A day as the copy says it, the same on the server and in every browser: January 1, 2027. */
export const riseDay = (at: number) =>
  new Date(at).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })

const money = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`

/**
 * The values of the rise's placeholders while it is to come, or null (no rise set, or it has
 * happened): `{rise_plan}`, `{rise_price}`, `{rise_annual_price}`, `{rise_from}` (today's
 * price), `{rise_date}` and `{rise_when}` ("on {date}", or the timer's words).
 */
export function riseValues(rise: PriceRiseRecord | null | undefined, now: number): Record<string, string> | null {
  if (!riseIsSet(rise) || typeof rise.plan !== 'object' || !rise.plan) return null
  const plan = rise.plan
  const dated = rise.timing !== 'visitor_timer'
  const at = dated ? Date.parse(rise.rises_at!) : null
  if (at !== null && now >= at) return null
  const date = at === null ? '' : riseDay(at)
  return {
    rise_plan: plan.name,
    rise_price: money(rise.monthly_price!),
    rise_annual_price: money(rise.annual_price ?? plan.annual_price),
    rise_from: money(plan.monthly_price),
    rise_date: date,
    rise_when: dated ? fillTemplate(rise.date_words || 'on {date}', { date }) : rise.timer_words || '',
  }
}

/** A CMS text with the rise filled in; null when it mentions the rise and none is to come (it is not shown). */
export function riseText(text: string | null | undefined, values: Record<string, string> | null): string | null {
  if (!text) return null
  if (!mentionsRise(text)) return text
  return values ? fillTemplate(text, values) : null
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Rich text's HTML with the rise filled in (values escaped); null as riseText says. */
export function riseHtml(html: string | null | undefined, values: Record<string, string> | null): string | null {
  const escaped = values && Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]))
  return riseText(html, escaped)
}
