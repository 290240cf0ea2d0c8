import type { GlobalConfig } from 'payload'
import { pageGlobal } from '../PaymentPages/pageGlobal'
import { group, text } from '../Home/fields'
import { richText } from '../richText'
import { LEGAL_PAGES, type LegalPageKey } from '../../contracts/legal-pages'

const LABELS: Record<LegalPageKey, string> = {
  privacy: 'Privacy policy (/privacy)',
  terms: 'Terms of service (/terms)',
  refunds: 'Refund policy (/refunds)',
  contact: 'Contact (/contact)',
}

/**
 * The legal pages (issue 31): privacy policy, terms of service, refund policy and contact,
 * each a title and rich text that marketers (and the business's lawyer) edit, draft and
 * publish like any funnel page. One global: the four pages share a footer and are read together.
 */
export const LegalPages: GlobalConfig = pageGlobal({
  slug: 'legal-pages',
  label: 'Legal pages',
  fields: LEGAL_PAGES.map((key) => group(key, LABELS[key], [text('title'), ...richText('body')])),
})
