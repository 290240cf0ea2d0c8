import type http from 'node:http'
import type { Payload } from 'payload'
import { Server, type Socket } from 'socket.io'
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events'
import { userFromRequest } from '../auth/user-from-request'
import type { Logger } from '../logger'

type SocketData = { userId: string; role: string }
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>

export const userRoom = (userId: string | number) => `user:${userId}`

/**
 * socket.io on the app's http.Server. The Payload JWT (handshake auth token, or the
 * session cookie) is checked once at connection; each socket joins its user's room.
 */
export function createRealtime(httpServer: http.Server, { payload, logger }: { payload: Payload; logger: Logger }): RealtimeServer {
  const io: RealtimeServer = new Server(httpServer, {
    // Next's request handler shares this server; leave upgrades that are not ours alone.
    destroyUpgrade: false,
    serveClient: false,
    cors: { origin: false },
  })

  io.use(async (socket, next) => {
    try {
      const token = socket.handshake.auth?.token
      // A token sent in the handshake is the only credential checked; else the session cookie.
      const user = await userFromRequest(
        payload,
        typeof token === 'string' && token ? { authorization: `JWT ${token}` } : { cookie: socket.handshake.headers.cookie },
      )
      if (!user) return next(new Error('Not authenticated'))
      socket.data.userId = String(user.id)
      socket.data.role = user.role
      next()
    } catch (error) {
      logger.warn({ err: error }, 'socket authentication failed')
      next(new Error('Not authenticated'))
    }
  })

  io.on('connection', (socket: RealtimeSocket) => {
    const { userId, role } = socket.data
    void socket.join(userRoom(userId))
    socket.emit('session:ready', { userId, role })
    socket.on('session:whoami', (ack) => {
      if (typeof ack === 'function') ack({ data: { userId, role } })
    })
  })

  return io
}
