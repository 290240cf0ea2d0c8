import type { FunctionName } from '../../contracts/functions'
import { createLead } from './create-lead'
import { trackFunnelEvent } from './track-funnel-event'
import type { ServerFunction } from './types'

/** Every named function of the product, one per entry of contracts/functions.ts (the type makes a missing one an error). */
export type FunctionRegistry = { [Name in FunctionName]: ServerFunction<Name> }

export const serverFunctions: FunctionRegistry = {
  'create-lead': createLead,
  'track-funnel-event': trackFunnelEvent,
}
