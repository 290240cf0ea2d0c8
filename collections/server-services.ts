import type { Payload } from 'payload'

/**
 * What some collection rules and hooks need from the running server, handed in by server/ at
 * start-up (server/app.ts, server/realtime/revocations.ts) so collections/ never imports server/
 * (docs/decisions/078). Without a server (a script, the seed, a migration) none is there, and
 * each user falls back to the safe side: no sockets exist to close, and no members session can
 * be checked, so none reads a buyer's file.
 */
export type ServerServices = {
  /** Closes the open sockets of one sign-in (Payload's session id). */
  disconnectSession: (sid: string) => void
  /** Closes every open socket of a user. */
  disconnectUser: (userId: string | number) => void
  /** The buyer files the request's members session owns now; none without a live session. */
  sessionFileIds: (payload: Payload, headers: Headers) => Promise<number[]>
  /** The keys of the experiments served now (code, controls and copy tests): the admin home counts them. */
  runningTests: () => Promise<string[]>
}

// On globalThis: the admin bundled by Next runs its own copy of the collections in this process.
const KEY = Symbol.for('agency-blueprint.server-services')
type WithServices = typeof globalThis & { [KEY]?: Partial<ServerServices> }

/** Called by server/ at start-up with what it provides; a later call replaces the services it names. */
export function provideServerServices(services: Partial<ServerServices>): void {
  const holder = globalThis as WithServices
  holder[KEY] = { ...holder[KEY], ...services }
}

/** The services the server provided; empty when no server runs in this process. */
export function serverServices(): Partial<ServerServices> {
  return (globalThis as WithServices)[KEY] ?? {}
}
