import type { GlobalSeedData, SeedContext } from './types'

/**
 * Site-wide settings (spec section 1: theme follows the system by default) and the default
 * SEO of every page that has none of its own: the pitch of spec section 1, and the share image
 * (lengths within the SEO tab's checks: title 50-60, description 100-150 characters).
 */
export const siteSettingsContent = ({ socialCardId }: SeedContext): GlobalSeedData<'site-settings'> => ({
  theme: 'system',
  support_email: 'support@agencyblueprint.example',
  payment_links: { get_started_url: '/pricing' },
  embeds: { booking_widget_url: '', coaching_booking_url: '', testimonial_widget_url: '' },
  // No outside host: a fresh install works offline, and its CSP refuses every other site.
  embed_hosts: { booking: [], testimonial_widget: [], video: [] },
  meta: {
    title: 'Agency Blueprint: White-Label Local SEO for Agencies',
    description: 'The white-label platform for agencies that resell done-for-you local SEO at 10x their delivery cost.',
    image: socialCardId,
  },
})
