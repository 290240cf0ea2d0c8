import type { Payload } from 'payload'
import { DEFAULT_BRAND_COLOR } from '../../collections/Users'
import type { Conversation } from '../../cms/payload-types'
import type { ChatBrand } from '../../contracts/workspace'
import { refId } from './conversation-members'

/**
 * The agency's brand a client sees in a three-way chat (white label: the vendor's identity
 * never shows). Read for a checked member of the conversation: a profile is otherwise its
 * owner's alone.
 */
export async function agencyBrand(payload: Payload, conversation: Conversation): Promise<ChatBrand> {
  const agency = await payload.findByID({ collection: 'users', id: refId(conversation.agency_user)!, depth: 0, overrideAccess: true })
  return {
    companyName: agency.company_name || agency.email,
    logoUrl: agency.company_logo_url ?? null,
    brandColor: agency.agency_brand_color || DEFAULT_BRAND_COLOR,
  }
}

export const productName = (conversation: Conversation) =>
  conversation.product && typeof conversation.product === 'object' ? conversation.product.name : null

/**
 * What a client calls their chat: the agency's name alone (white label). The thread's subject
 * was written to the vendor and may name the product, so a client never sees it.
 */
export const clientChatTitle = (brand: Pick<ChatBrand, 'companyName'>) => `Your conversation with ${brand.companyName}`
