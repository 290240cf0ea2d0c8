import { sessionRoom, userRoom, type RealtimeServer } from '../lib/realtime-rooms'

/**
 * The bridge from Payload's hooks to the sockets: sign-out and a deleted user close the sockets
 * at once. The hooks also run in the admin's Payload copy bundled inside Next (server/payload.ts),
 * which shares this process but not its modules, so the server is found through globalThis.
 * Through the io server, a room's sockets on every node are reached (with a cluster adapter).
 */
const REALTIME = Symbol.for('agency-blueprint.realtime-server')

type WithRealtime = typeof globalThis & { [REALTIME]?: RealtimeServer }

export function publishRealtime(io: RealtimeServer): void {
  ;(globalThis as WithRealtime)[REALTIME] = io
}

/** Disconnects the sockets of one sign-in. */
export function disconnectSession(sid: string): void {
  ;(globalThis as WithRealtime)[REALTIME]?.in(sessionRoom(sid)).disconnectSockets(true)
}

/** Disconnects every socket of a user (deleted, or signed out everywhere). */
export function disconnectUser(userId: string | number): void {
  ;(globalThis as WithRealtime)[REALTIME]?.in(userRoom(userId)).disconnectSockets(true)
}
