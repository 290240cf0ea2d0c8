import type { GlobalAfterChangeHook, CollectionAfterChangeHook } from 'payload'

/**
 * The server caches rendered funnel HTML per content version. Any published change to
 * funnel content bumps the version. Payload runs twice in one process (the Express side
 * and the admin bundled by Next), so the counter lives on globalThis where both see it;
 * other nodes of a cluster pick changes up when their short cache TTL runs out.
 */
const KEY = Symbol.for('agency-funnel.contentVersion')

type Holder = { [KEY]?: number }

export function contentVersion(): number {
  return (globalThis as Holder)[KEY] ?? 0
}

export function bumpContentVersion(): void {
  const holder = globalThis as Holder
  holder[KEY] = (holder[KEY] ?? 0) + 1
}

export const bumpContentVersionAfterGlobalChange: GlobalAfterChangeHook = ({ doc }) => {
  bumpContentVersion()
  return doc
}

export const bumpContentVersionAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  bumpContentVersion()
  return doc
}
