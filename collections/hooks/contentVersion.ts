import type { GlobalAfterChangeHook, CollectionAfterChangeHook } from 'payload'

/**
 * The server caches rendered funnel HTML per content version. Any published change to
 * funnel content bumps the version. Payload runs twice in one process (the Express side
 * and the admin bundled by Next), so the counter lives on globalThis where both see it.
 * With REDIS_URL, the Express side listens to bumps and tells the other nodes, which bump
 * their own counter (server/redis/share-content-version.ts).
 */
const KEY = Symbol.for('agency-funnel.contentVersion')
const LISTENERS = Symbol.for('agency-funnel.contentVersion.listeners')

type Holder = { [KEY]?: number; [LISTENERS]?: Set<() => void> }

export function contentVersion(): number {
  return (globalThis as Holder)[KEY] ?? 0
}

/** A change made in this process: the cache of this process and of every other node is stale. */
export function bumpContentVersion(): void {
  bumpLocalContentVersion()
  for (const listener of (globalThis as Holder)[LISTENERS] ?? []) listener()
}

/** A change this process learned of from another node: only its own cache is stale. */
export function bumpLocalContentVersion(): void {
  const holder = globalThis as Holder
  holder[KEY] = (holder[KEY] ?? 0) + 1
}

/** Calls `listener` after each change made in this process; returns the unsubscribe. */
export function onContentVersionBump(listener: () => void): () => void {
  const holder = globalThis as Holder
  const listeners = (holder[LISTENERS] ??= new Set())
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export const bumpContentVersionAfterGlobalChange: GlobalAfterChangeHook = ({ doc }) => {
  bumpContentVersion()
  return doc
}

export const bumpContentVersionAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  bumpContentVersion()
  return doc
}
