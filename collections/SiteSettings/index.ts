import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/isContentEditor'
import { bumpContentVersionAfterGlobalChange } from '../hooks/contentVersion'
import { EMBED_HOST_HINT, validateEmbedHosts } from './embedHosts'
import { publicSuffixWildcardProblem } from './publicSuffixWildcard'
import { validateLinkUrl } from '../fields/linkUrl'
import { cookieConsentField } from './cookieConsent'

/** Each entry a valid host (embedHosts.ts), and no wildcard over a public suffix (kept apart: the web app needs no suffix list). */
const validateEmbedHostList = (value: unknown): true | string => {
  const valid = validateEmbedHosts(value)
  if (valid !== true || !Array.isArray(value)) return valid
  for (const entry of value) {
    const problem = publicSuffixWildcardProblem(String(entry))
    if (problem) return problem
  }
  return true
}

/** Settings that every page shares: theme of the toasts, support address, links and embeds. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Funnel content' },
  label: 'Site settings',
  access: { read: anyone, update: isContentEditor },
  hooks: { afterChange: [bumpContentVersionAfterGlobalChange] },
  fields: [
    {
      name: 'theme',
      type: 'select',
      required: true,
      defaultValue: 'system',
      options: [
        { label: 'Follow the system', value: 'system' },
        { label: 'Light', value: 'light' },
        { label: 'Dark', value: 'dark' },
      ],
      admin: { description: 'Drives the notification toasts.' },
    },
    // The facts every page, e-mail and checkout line shows: written once, here (docs/decisions/081).
    {
      name: 'support_email',
      type: 'email',
      required: true,
      defaultValue: 'support@example.com',
      admin: { description: 'The one support address: every page and e-mail that shows one shows this ({support_email} in copy).' },
    },
    {
      name: 'reviews',
      type: 'group',
      admin: { description: 'The one rating and review count: {rating} and {review_count} in copy.' },
      fields: [
        { name: 'rating', type: 'number', required: true, defaultValue: 5, min: 0, max: 5 },
        { name: 'count', type: 'number', required: true, defaultValue: 0, min: 0 },
      ],
    },
    {
      name: 'guarantee_summary',
      type: 'text',
      required: true,
      defaultValue: '30-day money-back guarantee',
      admin: { description: 'The guarantee in one line: {guarantee} in copy, and the start of the refund policy.' },
    },
    {
      name: 'footer',
      type: 'group',
      admin: { description: 'The footer of every public page: © {current year} and the note, then the links.' },
      fields: [
        { name: 'note', type: 'text' },
        ...(
          [
            ['privacy_label', 'Privacy Policy'],
            ['terms_label', 'Terms of Service'],
            ['refunds_label', 'Refund Policy'],
            ['contact_label', 'Contact'],
            ['members_label', 'Your purchases'],
            ['sign_in_label', 'Sign in'],
          ] as const
        ).map(([name, defaultValue]) => ({ name, type: 'text' as const, required: true, defaultValue })),
        {
          name: 'privacy_note',
          type: 'text',
          required: true,
          defaultValue: 'We handle your details as our {privacy} says.',
          admin: { description: 'Beside the button of every form that collects personal data; {privacy} is the link.' },
        },
      ],
    },
    cookieConsentField,
    {
      name: 'payment_links',
      type: 'group',
      fields: [
        {
          name: 'get_started_url',
          type: 'text',
          validate: validateLinkUrl,
          admin: { description: "External payment link opened by 'Get Started Now'." },
        },
      ],
    },
    {
      name: 'embeds',
      type: 'group',
      fields: [
        {
          name: 'booking_widget_url',
          type: 'text',
          validate: validateLinkUrl,
          admin: { description: 'Free consultation / demo booking widget.' },
        },
        {
          name: 'coaching_booking_url',
          type: 'text',
          validate: validateLinkUrl,
          admin: { description: 'Private founder coaching booking widget.' },
        },
        { name: 'testimonial_widget_url', type: 'text', validate: validateLinkUrl, admin: { description: 'Embedded testimonial widget.' } },
      ],
    },
    {
      // The page's content security policy allows these hosts and no other (docs/decisions/056-embed-hosts.md).
      name: 'embed_hosts',
      label: 'Allowed embed hosts',
      type: 'group',
      admin: {
        description: `Outside hosts the site may embed; every other host is refused by the browser. ${EMBED_HOST_HINT}.`,
      },
      fields: [
        { name: 'booking', label: 'Booking widgets', description: 'Framed booking calendars (Calendly, Cal.com…).' },
        { name: 'testimonial_widget', label: 'Testimonial widgets', description: 'Framed testimonial walls and review widgets.' },
        { name: 'video', label: 'Video players', description: 'Framed players and video files (YouTube, Vimeo, Loom, a CDN…).' },
      ].map(({ name, label, description }) => ({
        name,
        label,
        type: 'text' as const,
        hasMany: true as const,
        validate: validateEmbedHostList,
        admin: { description },
      })),
    },
  ],
}
