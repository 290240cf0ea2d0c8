import type { FunctionBody } from '../../contracts/functions'
import type { FunnelEventData, FunnelEventType } from '../../contracts/funnel-events'
import { MAX_TIME_ON_PAGE_MS } from '../../contracts/funnel-limits'
import { firstTouchUtm } from './first-touch-utm'
import { readHeldLead } from './lead-state'
import { funnelSessionId, newId } from './session-id'

/** Sent by hand, not through callFunction: the page-hide batch must go by sendBeacon. */
type FunnelEventBatch = FunctionBody<'track-funnel-event'>
type QueuedEvent = FunnelEventBatch['events'][number]

export type FunnelTracker = {
  /**
   * Only the types of contracts/funnel-events.ts, with their data's keys typed: a misspelt type does not compile.
   * `eventId`: a stable id makes the event stored once however often it is sent (exposures).
   */
  track: <T extends FunnelEventType>(eventType: T, eventData?: FunnelEventData<T>, eventId?: string) => void
  setLeadId: (leadId: string | null) => void
  setExperimentVariants: (variants: Record<string, string | number>) => void
  flush: () => Promise<void>
  stop: () => void
}

const ENDPOINT = '/fn/track-funnel-event'

/**
 * Queues funnel events, sends them every 5 s and when the page is hidden (sendBeacon),
 * and puts a failed batch back at the front of the queue. Each event carries its own id,
 * so a batch that was stored but whose answer got lost is stored once on retry.
 */
export function createFunnelTracker({
  flushIntervalMs = 5000,
  anonymous = false,
}: {
  flushIntervalMs?: number
  /**
   * A visitor without consent (docs/decisions/121): nothing kept in the browser, so the page's
   * events share an id of this page load only and the server stores them under no visitor.
   */
  anonymous?: boolean
} = {}): FunnelTracker {
  let queue: QueuedEvent[] = []
  let leadId: string | null = null
  let variants: Record<string, string | number> = {}
  let maxScroll = 0
  const startedAt = Date.now()
  let sending = false

  const onScroll = () => {
    const doc = document.documentElement
    const scrollable = doc.scrollHeight - window.innerHeight
    const depth = scrollable > 0 ? Math.min(100, Math.round((window.scrollY / scrollable) * 100)) : 100
    if (depth > maxScroll) maxScroll = depth
  }

  // Read now, on the landing page, so the tags are kept before any client-side move.
  if (!anonymous) firstTouchUtm()
  const pageLoadId = anonymous ? newId() : undefined
  const utmOfBatch = (): FunnelEventBatch['utm'] => {
    // Without consent, the server reads the page's own tags from its address.
    if (anonymous) return undefined
    const { utm_source, utm_medium, utm_campaign } = firstTouchUtm()
    return utm_source || utm_medium || utm_campaign ? { utm_source, utm_medium, utm_campaign } : undefined
  }

  const batchOf = (events: QueuedEvent[]): FunnelEventBatch => ({
    session_id: pageLoadId ?? funnelSessionId(),
    // The page's lead, else the one this tab captured on any page (a capture that told no tracker).
    lead_id: anonymous ? null : (leadId ?? readHeldLead()?.leadId ?? null),
    events,
    page_url: window.location.href.slice(0, 2000),
    scroll_depth: maxScroll,
    // Clamped: a tab left open past a day would otherwise send a batch the server refuses for ever.
    time_on_page: Math.min(Math.max(0, Date.now() - startedAt), MAX_TIME_ON_PAGE_MS),
    experiment_variants: variants,
    utm: utmOfBatch(),
  })

  const flush = async () => {
    if (sending || queue.length === 0) return
    const events = queue.splice(0, 100)
    sending = true
    try {
      const res = await fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batchOf(events)),
        keepalive: true,
      })
      // A bad batch will never succeed; anything else is worth another try.
      if (!res.ok && res.status !== 400) queue = [...events, ...queue]
    } catch {
      queue = [...events, ...queue]
    } finally {
      sending = false
    }
  }

  const flushOnHide = () => {
    if (queue.length === 0) return
    const events = queue.splice(0, 100)
    const body = new Blob([JSON.stringify(batchOf(events))], { type: 'text/plain' })
    if (!navigator.sendBeacon?.(ENDPOINT, body)) queue = [...events, ...queue]
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flushOnHide()
  }

  window.addEventListener('scroll', onScroll, { passive: true })
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('pagehide', flushOnHide)
  const timer = window.setInterval(() => void flush(), flushIntervalMs)

  return {
    track(eventType, eventData, eventId) {
      queue.push({ event_id: eventId ?? newId(), event_type: eventType, event_data: eventData, occurred_at: new Date().toISOString() })
    },
    setLeadId(id) {
      leadId = id
    },
    setExperimentVariants(next) {
      variants = { ...variants, ...next }
    },
    flush,
    stop() {
      window.clearInterval(timer)
      window.removeEventListener('scroll', onScroll)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', flushOnHide)
    },
  }
}
