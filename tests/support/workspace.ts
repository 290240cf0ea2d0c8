import { io, type Socket } from 'socket.io-client'
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events'
import { DEMO_PASSWORD } from './server'
import { baseUrl, login } from './api'

/** The demo workspace's people (seed/workspace.ts), by the role they play in the access tests. */
export const PEOPLE = {
  agencyA: 'agency@example.com',
  agencyB: 'agency2@example.com',
  vendor: 'vendor@example.com',
  otherVendor: 'vendor2@example.com',
  client: 'client@example.com',
} as const
export type Person = keyof typeof PEOPLE | 'anonymous'

const tokens = new Map<string, string>()
export async function tokenOf(who: Person): Promise<string | undefined> {
  if (who === 'anonymous') return undefined
  if (!tokens.has(who)) tokens.set(who, await login(PEOPLE[who], DEMO_PASSWORD))
  return tokens.get(who)
}

/** A REST, GraphQL or function call as someone (a person of the demo workspace, or a raw token). */
export async function as(
  who: Person | { token: string },
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: any }> {
  const token = typeof who === 'object' ? who.token : await tokenOf(who)
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `JWT ${token}`
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed }
}

export const graphql = (who: Person | { token: string }, query: string) => as(who, '/api/graphql', { method: 'POST', body: { query } })

export type WorkspaceSocket = Socket<ServerToClientEvents, ClientToServerEvents>

/** A connected socket.io client for a token; resolves once the server has let it in. */
export async function socketFor(token: string): Promise<WorkspaceSocket> {
  const socket: WorkspaceSocket = io(baseUrl(), { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } })
  await new Promise<void>((resolve, reject) => {
    socket.once('session:ready', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}
