import { describe, expect, it } from 'vitest'
import { LINK_URL_HINT, RICH_TEXT_LINK_HINT } from '../../collections/fields/linkUrl'
import { body } from '../../seed/content/sequences'
import { api } from '../support/api'

/**
 * Every field that holds a link, and every rich text, refuses a `javascript:` URL at save
 * (issue 38, docs/decisions/111): an e-mail or an export carries what is stored as it is, with
 * no React in between to neutralise it. A refused save changes nothing, so the shared content
 * stays as the seed wrote it.
 */
const EVIL = 'javascript:alert(document.domain)'
const evilText = () => body(['Read ', { link: EVIL, words: 'this' }, '.'])

/** Where the field is: a global, or the first document of a collection; `path` as Payload reports it. */
type Place = { global: string } | { collection: string }
type Case = { place: Place; path: string; value: unknown; message: string }

const url = (place: Place, path: string): Case => ({ place, path, value: EVIL, message: LINK_URL_HINT })
const rich = (place: Place, path: string): Case => ({ place, path, value: evilText(), message: RICH_TEXT_LINK_HINT })
const g = (global: string) => ({ global })
const c = (collection: string) => ({ collection })

const CASES: Case[] = [
  url(g('site-settings'), 'payment_links.get_started_url'),
  url(g('site-settings'), 'embeds.booking_widget_url'),
  url(g('site-settings'), 'embeds.coaching_booking_url'),
  url(g('site-settings'), 'embeds.testimonial_widget_url'),
  url(g('home'), 'testimonial_widget.embed_url'),
  url(g('offer'), 'success.thanks.cta_href'),
  url(g('offer'), 'delivery.onboarding.booking_url'),
  url(g('cancel-page'), 'reasons.0.offer_cta_url'),
  url(c('plans'), 'monthly_payment_link'),
  url(c('plans'), 'annual_payment_link'),
  url(c('testimonials'), 'video_embed'),
  url(c('demo-videos'), 'video_url'),
  url(c('users'), 'company_logo_url'),
  { ...url(c('vendor-products'), 'logo_url'), message: 'Enter an https:// address, or a path on this site starting with /' },
  { ...url(c('vendor-products'), 'demo_video_url'), message: 'Enter an https:// address, or a path on this site starting with /' },
  rich(g('legal-pages'), 'privacy.body'),
  rich(g('legal-pages'), 'terms.body'),
  rich(g('home'), 'sales_letter.body'),
  rich(g('home'), 'origin_story.body'),
  rich(c('faqs'), 'answer'),
  rich(c('objections'), 'answer'),
  rich(c('bonuses'), 'description'),
  rich(c('guarantee-cards'), 'description'),
  rich(c('sequences'), 'steps.0.body'),
]

/** `data` with `value` at `path`; an array on the way is the stored one with that row changed. */
function withValue(stored: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.')
  if (rest.length === 0) return { [head!]: value }
  const inner = stored[head!]
  if (Array.isArray(inner)) {
    const [index, ...deeper] = rest
    const rows = inner.map((row) => ({ ...(row as object) }))
    rows[Number(index)] = { ...rows[Number(index)], ...withValue(rows[Number(index)] as Record<string, unknown>, deeper.join('.'), value) }
    return { [head!]: rows }
  }
  return { [head!]: withValue((inner ?? {}) as Record<string, unknown>, rest.join('.'), value) }
}

async function save({ place, path, value }: Case) {
  if ('global' in place) {
    const stored = (await api(`/api/globals/${place.global}?depth=0`, { as: 'admin' })).body
    return api(`/api/globals/${place.global}`, { method: 'POST', as: 'admin', body: withValue(stored, path, value) })
  }
  const stored = (await api(`/api/${place.collection}?depth=0&limit=1&sort=id`, { as: 'admin' })).body.docs[0]
  expect(stored, `a ${place.collection} document`).toBeTruthy()
  return api(`/api/${place.collection}/${stored.id}`, { method: 'PATCH', as: 'admin', body: withValue(stored, path, value) })
}

describe('links are checked at save', () => {
  it.each(CASES.map((entry) => [`${'global' in entry.place ? entry.place.global : entry.place.collection} ${entry.path}`, entry]))(
    'refuses a javascript: URL in %s',
    async (_name, entry) => {
      const answer = await save(entry as Case)
      expect(answer.status).toBe(400)
      expect(answer.body.errors[0].data.errors).toContainEqual(
        expect.objectContaining({ path: (entry as Case).path, message: (entry as Case).message }),
      )
    },
  )
})
