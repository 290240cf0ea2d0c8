import type { Payload } from 'payload'
import type { NotificationView } from '../../contracts/workspace'
import { userRoom, type RealtimeServer } from '../realtime/rooms'

/**
 * Creates a notification for `recipient` and pushes it to their open tabs. `via` names the
 * function that caused it (for hooks and logs).
 */
export async function notify({
  payload,
  realtime,
  via,
  recipient,
  title,
  message,
  link,
}: {
  payload: Payload
  realtime?: RealtimeServer
  via: string
  /** The recipient's id as stored (a number on SQL adapters). */
  recipient: number
  title: string
  message: string
  link?: string
}): Promise<void> {
  const doc = await payload.create({
    collection: 'notifications',
    data: { user: recipient, title, message: message.slice(0, 280), link },
    depth: 0,
    // The server writes a notification for someone else, as the system: no user may
    // create one (REST, GraphQL), and the actor may not even read the recipient's profile.
    overrideAccess: true,
    // One insert: no transaction to open (SQLite refuses a second one begun concurrently).
    disableTransaction: true,
    context: { via },
  })
  const view: NotificationView = {
    id: String(doc.id),
    title: doc.title,
    message: doc.message,
    link: doc.link ?? null,
    createdAt: doc.createdAt,
  }
  realtime?.to(userRoom(recipient)).emit('notification:new', view)
}
