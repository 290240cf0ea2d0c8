import type { SiteSetting } from '../../cms/payload-types'
import { legalPath, type LegalPageKey } from '../../contracts/legal-pages'

export type FooterLabels = NonNullable<SiteSetting['footer']>

/** Each legal page's name as Site settings spells it, with its path: what the footer and the sentences link. */
export function legalLinks(labels: FooterLabels | undefined): { key: LegalPageKey; label: string; href: string }[] {
  if (!labels) return []
  const named: [LegalPageKey, string | null | undefined][] = [
    ['privacy', labels.privacy_label],
    ['terms', labels.terms_label],
    ['refunds', labels.refunds_label],
    ['contact', labels.contact_label],
  ]
  return named.flatMap(([key, label]) => (label ? [{ key, label, href: legalPath(key) }] : []))
}
