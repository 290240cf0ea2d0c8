import type { CollectionConfig, GlobalConfig } from 'payload'
import { honourGlobalLock } from './honourGlobalLock'
import { lockGlobalForUpdate } from './lockGlobalForUpdate'
import { lockRowForUpdate } from './lockRowForUpdate'

/**
 * The whole data model with every update's row lock first among its `beforeOperation` hooks,
 * and a global's admin lock honoured like a document's (docs/decisions/067): one place, so a new
 * collection or global cannot be left without them.
 */
export function lockEveryUpdate(model: { collections: CollectionConfig[]; globals: GlobalConfig[] }) {
  return {
    collections: model.collections.map((collection) => ({
      ...collection,
      hooks: { ...collection.hooks, beforeOperation: [lockRowForUpdate, ...(collection.hooks?.beforeOperation ?? [])] },
    })),
    globals: model.globals.map((global) => ({
      ...global,
      hooks: { ...global.hooks, beforeOperation: [lockGlobalForUpdate, honourGlobalLock, ...(global.hooks?.beforeOperation ?? [])] },
    })),
  }
}
