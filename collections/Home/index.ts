import type { GlobalConfig } from 'payload'
import { isContentEditor } from '../access/isContentEditor'
import { publishedOrEditor } from '../access/publishedOrEditor'
import { bumpContentVersionAfterGlobalChange } from '../hooks/contentVersion'
import { publishLiveWrites } from '../hooks/publishLiveWrites'
import { homeFields } from './sections'
import { versionNote } from '../fields/versionNote'

/**
 * The home landing page (/ and /home). Marketers edit drafts with live preview and
 * publish; visitors only ever see the published version.
 */
export const Home: GlobalConfig = {
  slug: 'home',
  label: 'Home page',
  access: { read: publishedOrEditor, update: isContentEditor, readVersions: isContentEditor },
  versions: { drafts: { autosave: { interval: 375 } }, max: 50 },
  hooks: { beforeOperation: [publishLiveWrites], afterChange: [bumpContentVersionAfterGlobalChange] },
  admin: { group: 'Funnel content', livePreview: { url: ({ req }) => `${requestOrigin(req)}/?preview=true` } },
  fields: [...homeFields, versionNote],
}

function requestOrigin(req: { headers: Headers }): string {
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? 'localhost:3000'
  const proto = req.headers.get('x-forwarded-proto') ?? 'http'
  return `${proto}://${host}`
}
