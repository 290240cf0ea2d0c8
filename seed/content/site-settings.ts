import { COOKIE_CONSENT_WORDS } from '../../collections/SiteSettings/cookieConsent'
import { DEFAULT_CONSENT_MODE } from '../../contracts/consent'
import type { GlobalSeedData, SeedContext } from './types'

/**
 * Site-wide settings (spec section 1: theme follows the system by default) and the default
 * SEO of every page that has none of its own: the pitch of spec section 1, and the share image
 * (lengths within the SEO tab's checks: title 50-60, description 100-150 characters).
 */
export const siteSettingsContent = ({ socialCardId }: SeedContext): GlobalSeedData<'site-settings'> => ({
  theme: 'system',
  // The one support address, review count and guarantee line of the whole site (issue 31):
  // copy says {support_email}, {rating}/5 from {review_count} reviews, {guarantee}. The spec
  // counts 311 reviews among its claims (section 1) and "31+" on checkout: one count, 311.
  support_email: 'support@agencyblueprint.example',
  reviews: { rating: 5, count: 311 },
  guarantee_summary: '30-day money-back guarantee',
  footer: {
    note: 'Agency Blueprint. All rights reserved.',
    privacy_label: 'Privacy Policy',
    terms_label: 'Terms of Service',
    refunds_label: 'Refund Policy',
    contact_label: 'Contact',
    members_label: 'Your purchases',
    sign_in_label: 'Sign in',
    privacy_note: 'We use your details only as our {privacy} says.',
  },
  // Asks visitors from the EU, EEA and UK, and those whose country is unknown (docs/decisions/121).
  cookie_consent: { mode: DEFAULT_CONSENT_MODE, version: 1, ...COOKIE_CONSENT_WORDS },
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
