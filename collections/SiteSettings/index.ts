import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/isContentEditor'
import { bumpContentVersionAfterGlobalChange } from '../hooks/contentVersion'

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
  ],
}
