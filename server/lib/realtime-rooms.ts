import type { TypedUser } from 'payload'
import type { Server, Socket } from 'socket.io'
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events'

export type SocketData = { userId: string; role: string; user: TypedUser }
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>

/** Every tab of a user (notifications, conversation activity). */
export const userRoom = (userId: string | number) => `user:${userId}`

/** The sockets of one sign-in (Payload's session id, `sid` in the JWT): signing out closes them. */
export const sessionRoom = (sid: string) => `session:${sid}`
