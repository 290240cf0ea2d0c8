import type { GlobalBeforeOperationHook } from 'payload'

/**
 * A global someone has open in the admin refuses another user's save through REST (423), as a
 * collection's document does: Payload's REST endpoint for globals leaves `overrideLock` unset,
 * which its update takes as "ignore the lock" (3.90). The Local API keeps overriding it, as
 * for collections: functions and jobs are not people editing.
 */
export const honourGlobalLock: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || req.payloadAPI !== 'REST' || args.overrideLock !== undefined) return args
  return { ...args, overrideLock: false }
}
