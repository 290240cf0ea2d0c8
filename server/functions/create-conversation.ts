import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { relationId } from '../messaging/conversation-members'
import { defineFunction } from './types'

const VIA = { via: 'create-conversation' } as const

/**
 * create-conversation ('Message Vendor'): the agency's thread with the product's vendor.
 * Asking again about the same product opens the open thread rather than a second one.
 */
export const createConversation = defineFunction('create-conversation', {
  auth: 'user',
  async handler(input, { payload, user, logger }) {
    if (!hasRole(user, 'agency')) throw new AppError('FORBIDDEN')
    const product = await payload
      .findByID({ collection: 'vendor-products', id: input.productId, depth: 0, overrideAccess: false, user: user! })
      .catch(() => null)
    if (!product || !product.is_active) throw new AppError('NOT_FOUND')
    const open = await payload.find({
      collection: 'conversations',
      where: {
        and: [
          { agency_user: { equals: user!.id } },
          { product: { equals: product.id } },
          { type: { equals: 'vendor_agency' } },
          { is_archived: { not_equals: true } },
        ],
      },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user: user!,
    })
    if (open.docs[0]) return { conversationId: String(open.docs[0].id) }
    try {
      const conversation = await payload.create({
        collection: 'conversations',
        data: {
          agency_user: user!.id,
          vendor: relationId(product.vendor),
          product: product.id,
          subject: input.subject,
          type: 'vendor_agency',
          is_archived: false,
          last_message_at: new Date().toISOString(),
        },
        depth: 0,
        overrideAccess: false,
        user: user!,
        context: VIA,
      })
      for (const [member, role] of [
        [user!.id, 'agency'],
        [conversation.vendor, 'vendor'],
      ] as const) {
        await payload.create({
          collection: 'conversation-participants',
          data: { conversation: conversation.id, user: relationId(member), role, slot_key: `${conversation.id}:${role}` },
          depth: 0,
          overrideAccess: false,
          user: user!,
          context: VIA,
        })
      }
      return { conversationId: String(conversation.id) }
    } catch (error) {
      logger.error({ err: error }, 'conversation not created')
      throw new AppError('CONVERSATION_START_FAILED')
    }
  },
})
