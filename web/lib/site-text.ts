import { useCallback } from 'react'
import { fillTemplate } from '../../contracts/fill-template'
import { useContent } from './initial-data'

/**
 * Fills the site's facts into CMS copy: `{support_email}`, `{rating}`, `{review_count}` and
 * `{guarantee}` come from Site settings, so every page shows the one address, one review
 * count and one guarantee line a marketer sets there (docs/decisions/081).
 */
export function useSiteText(): (template: string) => string {
  const settings = useContent('site-settings')
  return useCallback(
    (template: string) =>
      fillTemplate(template, {
        support_email: settings?.support_email ?? '',
        rating: settings?.reviews?.rating ?? '',
        review_count: settings?.reviews?.count?.toLocaleString('en-US') ?? '',
        guarantee: settings?.guarantee_summary ?? '',
      }),
    [settings],
  )
}
