import type { TypedUser } from 'payload'
import type { Server, Socket } from 'socket.io'
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events'

export type SocketData = { userId: string; role: string; user: TypedUser }
/** Between nodes, over the adapter: a node back on Redis asks the others to re-sync their clients too (server/realtime/resync-after-outage.ts). */
export type ServerSideEvents = { 'realtime:resync': (since: number) => void }
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>

/** Every tab of a user (notifications, conversation activity). */
export const userRoom = (userId: string | number) => `user:${userId}`

/** The sockets of one sign-in (Payload's session id, `sid` in the JWT): signing out closes them. */
export const sessionRoom = (sid: string) => `session:${sid}`
