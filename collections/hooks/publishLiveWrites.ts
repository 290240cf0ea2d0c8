import type { GlobalBeforeOperationHook } from 'payload'

/**
 * The funnel's pages are always live: a write that is not a draft save publishes.
 *
 * Payload merges the newest version into every write. So after a marketer saved a draft,
 * an update sent without `_status` (an API client, a script), or with `_status: 'draft'`
 * (the admin's Unpublish), would store the live page as a draft, and visitors, who read
 * published pages only, would get an empty page. Drafts are saved with `?draft=true`,
 * which this leaves alone (docs/decisions/058).
 */
export const publishLiveWrites: GlobalBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'update' || args.draft) return args
  const data = args.data
  if (!data || typeof data !== 'object' || Array.isArray(data) || data._status === 'published') return args
  return { ...args, data: { ...data, _status: 'published' } }
}
