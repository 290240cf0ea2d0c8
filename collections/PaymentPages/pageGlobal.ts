import type { Field, GlobalConfig } from 'payload'
import { isContentEditor } from '../access/isContentEditor'
import { publishedOrEditor } from '../access/publishedOrEditor'
import { bumpContentVersionAfterGlobalChange } from '../hooks/contentVersion'
import { publishLiveWrites } from '../hooks/publishLiveWrites'

/**
 * A funnel page's words as a global: marketers edit drafts and publish, visitors read the
 * published version, and a publish re-renders the page (as the home page does). A staff
 * member sees the draft at the page's `?preview=true`.
 */
export function pageGlobal({ slug, label, fields }: { slug: string; label: string; fields: Field[] }): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Funnel content' },
    access: { read: publishedOrEditor, update: isContentEditor, readVersions: isContentEditor },
    versions: { drafts: true, max: 50 },
    hooks: { beforeOperation: [publishLiveWrites], afterChange: [bumpContentVersionAfterGlobalChange] },
    fields,
  }
}
