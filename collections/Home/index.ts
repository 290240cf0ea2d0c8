import type { GlobalConfig } from 'payload'
import { isContentEditor } from '../access/isContentEditor'
import { publishedOrEditor } from '../access/publishedOrEditor'
import { bumpContentVersionAfterGlobalChange } from '../hooks/contentVersion'

/**
 * The home landing page (/ and /home). Marketers edit drafts with live preview and
 * publish; visitors only ever see the published version.
 */
export const Home: GlobalConfig = {
  slug: 'home',
  label: 'Home page',
  access: { read: publishedOrEditor, update: isContentEditor, readVersions: isContentEditor },
  versions: { drafts: { autosave: { interval: 375 } }, max: 50 },
  hooks: { afterChange: [bumpContentVersionAfterGlobalChange] },
  admin: { livePreview: { url: ({ req }) => `${requestOrigin(req)}/?preview=true` } },
  fields: [
    {
      name: 'header',
      type: 'group',
      fields: [{ name: 'scarcity_line', type: 'text', required: true }],
    },
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'headline', type: 'text', required: true },
        { name: 'subheadline', type: 'textarea' },
        { name: 'cta_label', type: 'text', required: true },
      ],
    },
    {
      name: 'footer',
      type: 'group',
      fields: [{ name: 'note', type: 'text', admin: { description: 'Shown after © {current year}.' } }],
    },
  ],
}

function requestOrigin(req: { headers: Headers }): string {
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? 'localhost:3000'
  const proto = req.headers.get('x-forwarded-proto') ?? 'http'
  return `${proto}://${host}`
}
