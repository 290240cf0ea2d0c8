import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/isContentEditor'
import { bumpContentVersionAfterGlobalChange } from '../hooks/contentVersion'
import { EMBED_HOST_HINT, validateEmbedHosts } from './embedHosts'
import { publicSuffixWildcardProblem } from './publicSuffixWildcard'

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
    { name: 'support_email', type: 'email', required: true, defaultValue: 'support@example.com' },
    {
      name: 'payment_links',
      type: 'group',
      fields: [{ name: 'get_started_url', type: 'text', admin: { description: "External payment link opened by 'Get Started Now'." } }],
    },
    {
      name: 'embeds',
      type: 'group',
      fields: [
        { name: 'booking_widget_url', type: 'text', admin: { description: 'Free consultation / demo booking widget.' } },
        { name: 'coaching_booking_url', type: 'text', admin: { description: 'Private founder coaching booking widget.' } },
        { name: 'testimonial_widget_url', type: 'text', admin: { description: 'Embedded testimonial widget.' } },
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
