import type { Payload, PayloadRequest } from 'payload'
import type { NotificationView } from '../../contracts/workspace'
import { userRoom, type RealtimeServer } from '../lib/realtime-rooms'

export type NotificationInput = {
  /** The recipient's id as stored (a number on SQL adapters). */
  recipient: number | string
  title: string
  message: string
  link?: string
}

/**
 * Stores a notification for `recipient`, as the system. With `req` it is written in that
 * request's transaction (a payment event's: rolled back with it, so a retried event
 * notifies once). `via` names what caused it (for hooks and logs).
 */
export async function storeNotification({
  payload,
  req,
  via,
  recipient,
  title,
  message,
  link,
}: NotificationInput & { payload: Payload; req?: Partial<PayloadRequest>; via: string }): Promise<NotificationView> {
  const doc = await payload.create({
    collection: 'notifications',
    data: { user: recipient as number, title, message: message.slice(0, 280), link },
    depth: 0,
    // The server writes a notification for someone else, as the system: no user may
    // create one (REST, GraphQL), and the actor may not even read the recipient's profile.
    overrideAccess: true,
    // Outside a caller's transaction it is one insert: no transaction to open (SQLite
    // refuses a second one begun concurrently).
    ...(req ? { req } : { disableTransaction: true }),
    context: { via },
  })
  return { id: String(doc.id), title: doc.title, message: doc.message, link: doc.link ?? null, createdAt: doc.createdAt }
}

/** Delivers a stored notification to the recipient's open tabs (the bell). */
export function pushNotification(realtime: RealtimeServer | undefined, recipient: number | string, view: NotificationView): void {
  realtime?.to(userRoom(recipient)).emit('notification:new', view)
}

/** Creates a notification for `recipient` and pushes it to their open tabs. */
export async function notify({
  payload,
  realtime,
  via,
  ...input
}: NotificationInput & { payload: Payload; realtime?: RealtimeServer; via: string }): Promise<void> {
  pushNotification(realtime, input.recipient, await storeNotification({ payload, via, ...input }))
}
