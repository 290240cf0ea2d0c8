/**
 * The realtime events, named domain:action. Every acknowledgement is { data } or { error }.
 * Later issues (workspace messaging, notifications) add their events here.
 */
export type Ack<T> = (answer: { data: T } | { error: string }) => void

export interface ServerToClientEvents {
  'session:ready': (payload: { userId: string; role: string }) => void
}

export interface ClientToServerEvents {
  'session:whoami': (ack: Ack<{ userId: string; role: string }>) => void
}
