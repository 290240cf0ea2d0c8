import { useCallback, useEffect, useRef, useState } from 'react'
import type { MessageView } from '../../contracts/workspace'
import { callFunction } from '../lib/call-function'
import type { WorkspaceSocket } from './realtime'

const ACK_TIMEOUT_MS = 10_000
const TYPING_SHOWN_MS = 3_000
/** How long a message missing before one that arrived may still be on its way from another node. */
const GAP_WAIT_MS = 500

/** Adds messages by sequence, each once, whichever way (join replay, live event, own ack) it came. */
function merge(current: MessageView[], incoming: MessageView[]): MessageView[] {
  const byId = new Map(current.map((message) => [message.id, message]))
  let changed = false
  for (const message of incoming) {
    if (!byId.has(message.id)) {
      byId.set(message.id, message)
      changed = true
    }
  }
  return changed ? [...byId.values()].sort((a, b) => a.sequence - b.sequence) : current
}

/** The last sequence up to which `messages` (sorted) has no gap: a join asks for what follows it. */
function lastWithoutGap(messages: MessageView[]): number {
  let last = messages[0]?.sequence ?? 0
  for (const message of messages.slice(1)) {
    if (message.sequence !== last + 1) break
    last = message.sequence
  }
  return last
}

/**
 * One conversation live over socket.io: joins its room and replays what is stored; after a
 * reconnect, or when a message arrives past a missing one, joins again from the last sequence
 * it holds without a gap (the database, not socket.io, fills it: a node that stored a
 * message and died before pushing it leaves one); sends with a client-made id and retries with the same id, so a message is
 * stored once and shown once.
 */
export function useConversation({
  socket,
  conversationId,
  meId,
  token,
}: {
  socket: WorkspaceSocket | null
  conversationId: string
  meId: string
  token?: string
}) {
  const [messages, setMessages] = useState<MessageView[]>([])
  const [loaded, setLoaded] = useState(false)
  const [typing, setTyping] = useState<string | null>(null)
  const lastSequence = useRef(0)
  lastSequence.current = messages.at(-1)?.sequence ?? 0
  const complete = useRef(0)
  complete.current = lastWithoutGap(messages)

  useEffect(() => {
    setMessages([])
    setLoaded(false)
    lastSequence.current = 0
    complete.current = 0
  }, [conversationId])

  useEffect(() => {
    if (!socket) return
    let live = true
    const join = () => {
      socket.emit('conversation:join', { conversationId, afterSequence: complete.current }, (answer) => {
        if (!live) return
        if ('data' in answer) setMessages((current) => merge(current, answer.data.messages))
        setLoaded(true)
      })
    }
    let gapTimer: ReturnType<typeof setTimeout> | undefined
    const onMessage = (message: MessageView) => {
      if (message.conversationId !== conversationId) return
      const gap = lastSequence.current > 0 && message.sequence > lastSequence.current + 1
      setMessages((current) => merge(current, [message]))
      if (gap) {
        clearTimeout(gapTimer)
        gapTimer = setTimeout(() => {
          if (complete.current < lastSequence.current) join()
        }, GAP_WAIT_MS)
      }
    }
    let typingTimer: ReturnType<typeof setTimeout> | undefined
    const onTyping = (event: { conversationId: string; role: string }) => {
      if (event.conversationId !== conversationId) return
      setTyping(event.role)
      clearTimeout(typingTimer)
      typingTimer = setTimeout(() => setTyping(null), TYPING_SHOWN_MS)
    }
    socket.on('connect', join)
    socket.on('message:new', onMessage)
    socket.on('conversation:typing', onTyping)
    if (socket.connected) join()
    return () => {
      live = false
      clearTimeout(typingTimer)
      clearTimeout(gapTimer)
      socket.off('connect', join)
      socket.off('message:new', onMessage)
      socket.off('conversation:typing', onTyping)
      socket.emit('conversation:leave', { conversationId })
    }
  }, [socket, conversationId])

  // What others sent is read once it is on screen.
  const unreadFromOthers = messages.some((message) => !message.readAt && message.senderId !== meId)
  useEffect(() => {
    if (!loaded || !unreadFromOthers) return
    const timer = setTimeout(() => void callFunction('mark-read', { conversationId }, { token }).catch(() => undefined), 300)
    return () => clearTimeout(timer)
  }, [loaded, unreadFromOthers, messages.length, conversationId, token])

  const send = useCallback(
    async (content: string, attachments: string[] = []) => {
      if (!socket) throw new Error('offline')
      const clientMessageId = crypto.randomUUID()
      const payload = { conversationId, content, attachments, clientMessageId }
      let answer
      try {
        answer = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('message:send', payload)
      } catch {
        // No acknowledgement (a dropped connection): the same id again stores nothing twice.
        answer = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('message:send', payload)
      }
      if ('error' in answer) throw new Error(answer.error)
      setMessages((current) => merge(current, [answer.data.message]))
    },
    [socket, conversationId],
  )

  const lastTyped = useRef(0)
  const announceTyping = useCallback(() => {
    if (!socket || Date.now() - lastTyped.current < 2_000) return
    lastTyped.current = Date.now()
    socket.emit('conversation:typing', { conversationId })
  }, [socket, conversationId])

  return { messages, loaded, typing, send, announceTyping }
}
