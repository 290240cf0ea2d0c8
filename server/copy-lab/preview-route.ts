import { Router, type Request, type Response } from 'express'
import type { Payload, TypedUser } from 'payload'
import { isStaffUser } from '../../collections/access/roles'
import { COPY_SLOTS, type CopySlotId, type PageSlotId } from '../../contracts/copy-lab'
import { userFromRequest } from '../auth/user-from-request'
import type { ForcedRender } from '../ssr/page-renderer'

type RenderPage = (req: Request, res: Response, forced?: ForcedRender) => Promise<void>
type VariantDoc = { slot: CopySlotId; text: string }

/**
 * Live preview of a copy variant on its real page (issue 20, `copyPreviewPath`): the slot's
 * page as a visitor sees it, published content and all, with the variant's words in the slot.
 * A draft previews too (that is how a marketer judges one). Staff only; anyone else, signed in
 * or not, gets the same 404 as an unknown variant, so the address says nothing of what exists.
 */
export function copyPreviewRoute({ payload, renderPage }: { payload: Payload; renderPage: RenderPage }): Router {
  const router = Router()
  // The address of contracts/copy-lab.ts's copyPreviewPath.
  router.get('/preview/copy/:variantId', async (req, res, next) => {
    try {
      res.set({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' })
      const user = await userFromRequest(payload, req.headers)
      const variant = user && isStaffUser(user) ? await findVariant(payload, req.params.variantId, user) : null
      // A subject line has no page to show it on.
      const slot = variant && variant.slot in COPY_SLOTS ? COPY_SLOTS[variant.slot as PageSlotId] : undefined
      if (!variant || !slot) return void res.status(404).type('text/plain').send('Not found')
      await renderPage(req, res, { url: slot.page, features: { [slot.feature]: variant.text } })
    } catch (error) {
      next(error)
    }
  })
  return router
}

/** The variant as its reader may see it (copy-variants' own read rule), or null when there is none. */
async function findVariant(payload: Payload, id: string, user: TypedUser): Promise<VariantDoc | null> {
  try {
    const doc = await payload.findByID({ collection: 'copy-variants', id, depth: 0, overrideAccess: false, user, disableErrors: true })
    return (doc as VariantDoc | null) ?? null
  } catch (error) {
    // An id that cannot be one on this database (letters where ids are numbers: Payload's 400).
    if ((error as { status?: number }).status === 400) return null
    throw error
  }
}
