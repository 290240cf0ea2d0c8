import type http from 'node:http'
import { createAdapter } from '@socket.io/redis-streams-adapter'
import type { Payload } from 'payload'
import { Server } from 'socket.io'
import type { z } from 'zod'
import { AppError, ERRORS } from '../../contracts/errors'
import {
  joinConversationPayload,
  leaveConversationPayload,
  sendMessagePayload,
  typingPayload,
  type Ack,
} from '../../contracts/socket-events'
import { userFromRequest } from '../auth/user-from-request'
import type { Logger } from '../../runtime/logger'
import { storableText } from '../lib/storable-text'
import { conversationRoom, memberRole } from '../messaging/conversation-members'
import { messagesAfter, sendMessage } from '../messaging/send-message'
import { sessionRoom, userRoom, type RealtimeServer, type RealtimeSocket } from '../lib/realtime-rooms'
import { publishRealtime } from './revocations'
import { resyncAfterOutage } from './resync-after-outage'
import { sendBudget } from './send-budget'
import { handshakeCredentials, sessionCheck, sessionIdOf } from './session-check'
import { cookieConnectionAllowed } from '../origin-check'
import type { InFlight } from '../observability/in-flight'
import { socketConnections, socketEvents } from '../observability/metrics'
import { newRequestId, withRequestContext } from '../../runtime/request-context'
import type { RedisClient } from '../redis/connect-redis'

export { userRoom, type RealtimeServer, type RealtimeSocket } from '../lib/realtime-rooms'

/**
 * socket.io on the app's http.Server. The Payload JWT (handshake auth token, or the
 * session cookie) is checked once at connection; each socket joins its user's room.
 * A socket enters a conversation's room only after the conversation's access rule lets
 * its user read it, and sends only as a member (the same checks as send-message). Every event
 * re-checks the session (signed out or deleted: refused and disconnected), and message:send
 * spends a per-socket budget (server/realtime/send-budget.ts).
 */
export function createRealtime(
  httpServer: http.Server,
  { payload, logger, redis, eventsInFlight }: { payload: Payload; logger: Logger; redis?: RedisClient; eventsInFlight?: InFlight },
): RealtimeServer {
  const io: RealtimeServer = new Server(httpServer, {
    // Next's request handler shares this server; leave upgrades that are not ours alone.
    destroyUpgrade: false,
    serveClient: false,
    cors: { origin: false },
    // With REDIS_URL, every emit to a room goes through a Redis stream to the sockets of every
    // node (the adapter reads it on connections of its own). Missed messages still come from
    // the database's sequence on join, not from the stream, and from a re-sync once Redis is
    // back after an outage (./resync-after-outage.ts).
    ...(redis && { adapter: createAdapter(redis, { streamName: 'agency-funnel:socket.io', channelPrefix: 'agency-funnel:socket.io' }) }),
  })
  publishRealtime(io)
  if (redis) resyncAfterOutage({ io, payload, logger, redis })
  const sessions = sessionCheck(payload)

  // The handshake's log lines name the connection by the socket.id its client knows too.
  io.use((socket, next) => withRequestContext({ requestId: newRequestId(), connectionId: socket.id }, next))
  io.use(async (socket, next) => {
    try {
      const token = socket.handshake.auth?.token
      // A page of another origin cannot ride the session cookie (CSRF; docs/decisions/018).
      if (!(typeof token === 'string' && token) && !cookieConnectionAllowed(socket.request)) return next(new Error('Forbidden origin'))
      // A token sent in the handshake is the only credential checked; else the session cookie.
      const user = await userFromRequest(payload, handshakeCredentials(socket))
      if (!user) return next(new Error('Not authenticated'))
      socket.data.userId = String(user.id)
      socket.data.role = user.role
      socket.data.user = user
      next()
    } catch (error) {
      logger.warn({ err: error }, 'socket authentication failed')
      next(new Error('Not authenticated'))
    }
  })

  /** Parses the payload, runs the handler, acknowledges { data } or { error } with the catalogue's message. */
  function handle<Schema extends z.ZodType, T>(
    socket: RealtimeSocket,
    schema: Schema,
    failure: keyof typeof ERRORS,
    run: (input: z.output<Schema>) => Promise<T>,
    budget?: () => boolean,
  ) {
    // Counted while it runs: a shutdown waits for the acknowledgement before closing the socket.
    const answer = async (raw: unknown, ack?: Ack<T>) => {
      const reply = typeof ack === 'function' ? ack : () => undefined
      const parsed = schema.safeParse(storableText(raw))
      if (!parsed.success) {
        logger.info({ code: 'INVALID_INPUT' }, 'socket event refused')
        return reply({ error: ERRORS.INVALID_INPUT.message })
      }
      // Over budget: answered before any database work, and nothing is stored.
      if (budget && !budget()) {
        logger.info({ code: 'RATE_LIMITED' }, 'socket event refused')
        return reply({ error: ERRORS.RATE_LIMITED.message })
      }
      if (!(await sessions.stillSignedIn(socket))) {
        logger.info({ code: 'NOT_AUTHENTICATED' }, 'socket event refused')
        // Answered first: the client learns why before the connection closes.
        reply({ error: ERRORS.NOT_AUTHENTICATED.message })
        return void socket.disconnect(true)
      }
      try {
        reply({ data: await run(parsed.data) })
      } catch (error) {
        if (error instanceof AppError) logger.info({ code: error.code }, 'socket event refused')
        else logger.error({ err: error, userId: socket.data.userId }, 'socket event failed')
        reply({ error: error instanceof AppError ? error.message : ERRORS[failure].message })
      }
    }
    return (raw: unknown, ack?: Ack<T>) => (eventsInFlight ? eventsInFlight.track(() => answer(raw, ack)) : answer(raw, ack))
  }

  io.on('connection', (socket: RealtimeSocket) => {
    const { userId, role } = socket.data
    socketConnections.inc()
    socket.once('disconnect', () => socketConnections.dec())
    // One id per event, beside the connection's, in every log line the event writes.
    socket.use(([event], next) => {
      const known = socket.listeners(event as 'session:whoami').length > 0
      socketEvents.inc({ event: known ? event : 'other' })
      withRequestContext({ requestId: newRequestId(), connectionId: socket.id, event: known ? event : 'other' }, next)
    })
    sessions.checkedNow(socket)
    const sid = sessionIdOf(socket.data.user)
    void socket.join(sid ? [userRoom(userId), sessionRoom(sid)] : userRoom(userId))
    socket.emit('session:ready', { userId, role })
    socket.on('session:whoami', (ack) => {
      if (typeof ack === 'function') ack({ data: { userId, role } })
    })

    /** The conversation, when the access rule lets this user read it and they are a member. */
    async function memberOf(conversationId: string) {
      const conversation = await payload
        .findByID({ collection: 'conversations', id: conversationId, depth: 0, overrideAccess: false, user: socket.data.user })
        .catch(() => null)
      if (!conversation || !memberRole(conversation, userId)) throw new AppError('NOT_FOUND')
      return conversation
    }

    socket.on(
      'conversation:join',
      handle(socket, joinConversationPayload, 'INTERNAL', async ({ conversationId, afterSequence }) => {
        const conversation = await memberOf(conversationId)
        await socket.join(conversationRoom(conversation.id))
        // Joined first, read second: a message stored in between arrives both ways, and the
        // client shows each sequence once.
        const messages =
          afterSequence === undefined
            ? []
            : await messagesAfter({ payload, user: socket.data.user, conversationId: String(conversation.id), afterSequence })
        return { messages }
      }),
    )
    socket.on('conversation:leave', (raw: unknown) => {
      const parsed = leaveConversationPayload.safeParse(raw)
      if (parsed.success) void socket.leave(conversationRoom(parsed.data.conversationId))
    })
    socket.on(
      'message:send',
      handle(
        socket,
        sendMessagePayload,
        'MESSAGE_SEND_FAILED',
        async ({ conversationId, content, attachments, clientMessageId }) => ({
          message: await sendMessage({
            payload,
            realtime: io,
            logger,
            user: socket.data.user,
            conversationId,
            content,
            attachments,
            clientMessageId,
          }),
        }),
        sendBudget(),
      ),
    )
    socket.on('conversation:typing', async (raw: unknown) => {
      const parsed = typingPayload.safeParse(raw)
      // Only a socket that joined the room (a checked member) may say it is typing there.
      if (!parsed.success || !socket.rooms.has(conversationRoom(parsed.data.conversationId))) return
      if (!(await sessions.stillSignedIn(socket))) return void socket.disconnect(true)
      socket.to(conversationRoom(parsed.data.conversationId)).emit('conversation:typing', {
        conversationId: parsed.data.conversationId,
        userId,
        role,
      })
    })
  })

  return io
}
