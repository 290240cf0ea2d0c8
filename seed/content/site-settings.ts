import type { GlobalSeedData } from './types'

/** Site-wide settings (spec section 1: theme follows the system by default). */
export const siteSettingsContent: GlobalSeedData<'site-settings'> = {
  theme: 'system',
  support_email: 'support@agencyblueprint.example',
  payment_links: { get_started_url: '/pricing' },
  embeds: { booking_widget_url: '', coaching_booking_url: '', testimonial_widget_url: '' },
}
