import type { BuyerFile } from '../../cms/payload-types'
import { memberEmailFromHeaders } from '../delivery/member-session'
import { ownedProducts, publishedOffer } from '../delivery/owned-access'
import { defineFunction } from './types'

/**
 * get-member-library (/members): the files the members session's buyer owns and, for upsell
 * buyers, the accelerator's onboarding. The files are read through buyer-files' own read rule
 * with the caller's cookie, so the list is exactly what the file route would serve them.
 */
export const getMemberLibrary = defineFunction('get-member-library', {
  auth: 'public',
  async handler(_input, { payload, req }) {
    const email = await memberEmailFromHeaders(payload, req.headers)
    if (!email) return { signedIn: false, email: null, files: [], onboarding: null }
    const [owned, offer] = await Promise.all([ownedProducts(payload, email), publishedOffer(payload)])
    const { docs } = await payload
      .find({
        collection: 'buyer-files',
        pagination: false,
        depth: 0,
        overrideAccess: false,
        req: { headers: new Headers({ cookie: req.headers.cookie ?? '' }) },
      })
      // The rule grants nothing (access revoked): Payload refuses the whole read.
      .catch((error: unknown) => {
        if ((error as { status?: number }).status === 403) return { docs: [] }
        throw error
      })
    // In the offer's order: Blueprint, then bump, then accelerator files.
    const delivery = offer.delivery
    const order = [...(delivery?.blueprint_files ?? []), ...(delivery?.bump_files ?? []), ...(delivery?.upsell_files ?? [])].map((file) =>
      String(typeof file === 'object' ? file.id : file),
    )
    const files = (docs as BuyerFile[])
      .toSorted((a, b) => order.indexOf(String(a.id)) - order.indexOf(String(b.id)))
      .map((file) => ({
        id: String(file.id),
        title: file.title,
        description: file.description ?? null,
        filename: file.filename ?? '',
        url: file.url ?? `/api/buyer-files/file/${encodeURIComponent(file.filename ?? '')}`,
        filesize: file.filesize ?? null,
        mimeType: file.mimeType ?? null,
      }))
    const onboarding = delivery?.onboarding
    return {
      signedIn: true,
      email,
      files,
      onboarding:
        owned.upsell && onboarding
          ? {
              heading: onboarding.heading,
              steps: (onboarding.steps ?? []).map((step) => ({ title: step.title, description: step.description })),
              bookingLabel: onboarding.booking_label,
              bookingUrl: onboarding.booking_url,
            }
          : null,
    }
  },
})
