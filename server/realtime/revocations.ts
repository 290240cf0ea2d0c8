import { provideServerServices } from '../../collections/server-services'
import { sessionRoom, userRoom, type RealtimeServer } from '../lib/realtime-rooms'

/**
 * The bridge from Payload's hooks to the sockets: sign-out and a deleted user close the sockets
 * at once (collections/Users/hooks/disconnectSockets.ts). The hooks also run in the admin's
 * Payload copy bundled inside Next (server/payload.ts), which shares this process but not its
 * modules; the services are kept on globalThis, so both copies reach this io server. Through it,
 * a room's sockets on every node are reached (with a cluster adapter).
 */
export function publishRealtime(io: RealtimeServer): void {
  provideServerServices({
    disconnectSession: (sid) => void io.in(sessionRoom(sid)).disconnectSockets(true),
    disconnectUser: (userId) => void io.in(userRoom(userId)).disconnectSockets(true),
  })
}
