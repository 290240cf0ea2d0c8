import { useEffect, useState } from 'react'
import { io, type Socket } from 'socket.io-client'
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events'

export type WorkspaceSocket = Socket<ServerToClientEvents, ClientToServerEvents>

/** One socket.io connection per session token, shared by every screen of the tab. */
const sockets = new Map<string, { socket: WorkspaceSocket; users: number }>()

export function useSocket(token: string | null | undefined): WorkspaceSocket | null {
  const [socket, setSocket] = useState<WorkspaceSocket | null>(null)
  useEffect(() => {
    if (!token) return
    let entry = sockets.get(token)
    if (!entry) {
      entry = { socket: io({ auth: { token }, transports: ['websocket'] }), users: 0 }
      sockets.set(token, entry)
    }
    entry.users++
    setSocket(entry.socket)
    return () => {
      entry.users--
      if (entry.users === 0) {
        entry.socket.disconnect()
        sockets.delete(token)
      }
      setSocket(null)
    }
  }, [token])
  return socket
}

/** Calls `handler` for an event while mounted. */
export function useSocketEvent<Event extends keyof ServerToClientEvents>(
  socket: WorkspaceSocket | null,
  event: Event,
  handler: ServerToClientEvents[Event],
) {
  useEffect(() => {
    if (!socket) return
    // socket.io's typed `on` cannot follow a generic event name.
    const listener = handler as never
    socket.on(event, listener)
    return () => {
      socket.off(event, listener)
    }
  }, [socket, event, handler])
}
