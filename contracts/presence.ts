import { z } from 'zod'

/**
 * page-presence: the home page's heartbeat (docs/decisions/117). The page reports that it is
 * open and hears back how many visitors have it open now, and the real 'joined' events since the
 * last one this visitor saw.
 */
export const pagePresenceInput = z
  .object({
    /** A random id of this page load; the visitor's id counts instead when the server has one. */
    tab: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    /** The time of the last 'joined' event this visitor saw (none: the last 7 days'). */
    after: z.iso.datetime().optional(),
    /** false: the marketer turned the 'joined' toasts off; none are sent. */
    joins: z.boolean().optional(),
    /** The page is closing: the visitor leaves the count now. */
    leave: z.boolean().optional(),
  })
  .strict()

/** A purchase of the last 7 days, as other visitors may see it: first name, last initial, city when known. */
export const joinedEvent = z.object({ at: z.string(), name: z.string(), city: z.string().nullable() })
export type JoinedEvent = z.infer<typeof joinedEvent>

export const pagePresenceOutput = z.object({
  /** Distinct visitors with the page open now, across the nodes. */
  viewers: z.number().int().min(0),
  /** When to report again. */
  heartbeatMs: z.number().int().min(1),
  /** Oldest first. */
  joined: z.array(joinedEvent),
})
