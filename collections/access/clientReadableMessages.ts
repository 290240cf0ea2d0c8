import type { PayloadRequest, Where } from 'payload'

/**
 * The messages an invited client reads, as a `where` filter: in each conversation they joined,
 * those after `client_joined_after_sequence`, never the agency's history with the vendor before
 * it (docs/decisions/111). `path` leads to the message ('' on messages, 'message' on
 * attachments). No conversation: false. The client's own conversations are few (one per
 * invitation), so one small read per request.
 */
export async function clientReadableMessages(req: PayloadRequest, clientId: string | number, path = ''): Promise<Where | false> {
  const at = (field: string) => (path ? `${path}.${field}` : field)
  const { docs } = await req.payload.find({
    collection: 'conversations',
    where: { client_user: { equals: clientId } },
    select: { client_joined_after_sequence: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (docs.length === 0) return false
  return {
    or: docs.map((conversation): Where => ({
      and: [
        { [at('conversation')]: { equals: conversation.id } },
        { [at('sequence')]: { greater_than: conversation.client_joined_after_sequence ?? 0 } },
      ],
    })),
  }
}
