import type { Payload } from 'payload'
import type { Logger } from '../../runtime/logger'
import type { RealtimeServer, RealtimeSocket } from '../lib/realtime-rooms'
import { messagesAfter } from '../messaging/send-message'
import type { RedisClient } from '../redis/connect-redis'

const ROOM = /^conversation:(.+)$/
/**
 * How far before the first error a re-sync reaches back: a message published just before Redis
 * went away may not have reached the other nodes' stream readers. Messages a client holds
 * already are shown once (it merges by id).
 */
const REACH_BACK_MS = 5_000

/**
 * Chat catches up by itself after a Redis outage (docs/decisions/116). While Redis is away,
 * a message stored on one node never reaches the sockets of the others, and a quiet
 * conversation would keep it missing. When this node's Redis connection is ready again, it
 * pushes to each of its sockets the messages stored since the outage began in every
 * conversation the socket has open (read as its user, as a join's replay is), and asks the
 * other nodes, over the adapter, to do the same for theirs: whichever node comes back last,
 * every client is re-synced from the database.
 */
export function resyncAfterOutage({
  io,
  payload,
  logger,
  redis,
}: {
  io: RealtimeServer
  payload: Payload
  logger: Logger
  redis: RedisClient
}) {
  let troubleSince: number | undefined
  redis.on('error', () => void (troubleSince ??= Date.now()))
  redis.on('end', () => void (troubleSince ??= Date.now()))
  redis.on('ready', () => {
    if (troubleSince === undefined) return
    const since = troubleSince - REACH_BACK_MS
    troubleSince = undefined
    io.serverSideEmit('realtime:resync', since)
    void resyncLocal(since, 'this node')
  })
  io.on('realtime:resync', (since: number) => void resyncLocal(since, 'another node'))

  async function resyncLocal(since: number, askedBy: string) {
    try {
      // One read per user and conversation open on this node, pushed to that user's sockets in it.
      const open = new Map<string, { socket: RealtimeSocket; conversationId: string; sockets: RealtimeSocket[] }>()
      for (const socket of io.of('/').sockets.values()) {
        for (const room of socket.rooms) {
          const conversationId = ROOM.exec(room)?.[1]
          if (!conversationId) continue
          const key = `${socket.data.userId}:${conversationId}`
          const entry = open.get(key) ?? { socket, conversationId, sockets: [] }
          entry.sockets.push(socket)
          open.set(key, entry)
        }
      }
      let pushed = 0
      for (const { socket, conversationId, sockets } of open.values()) {
        const messages = await messagesAfter({
          payload,
          user: socket.data.user,
          conversationId,
          afterSequence: 0,
          sentSince: new Date(since),
        })
        for (const message of messages) for (const each of sockets) each.emit('message:new', message)
        pushed += messages.length
      }
      logger.info(
        { conversations: open.size, messages: pushed, since: new Date(since).toISOString(), askedBy },
        'chat re-synced from the database after a Redis outage',
      )
    } catch (error) {
      logger.warn({ err: error }, 'chat re-sync after a Redis outage failed: clients catch up on their next reconnect')
    }
  }
}
