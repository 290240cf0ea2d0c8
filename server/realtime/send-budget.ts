/** Messages a socket may send at once, and how many a second it earns back (docs/decisions/046). */
export const SEND_BURST = 20
export const SENDS_PER_SECOND = 5

/**
 * A token bucket for one socket's message:send: a person typing never meets it, a script that
 * floods a conversation gets RATE_LIMITED for each send over the budget and nothing is stored.
 */
export function sendBudget({ burst = SEND_BURST, perSecond = SENDS_PER_SECOND, now = Date.now } = {}) {
  let tokens = burst
  let last = now()
  return function take(): boolean {
    const time = now()
    tokens = Math.min(burst, tokens + ((time - last) / 1000) * perSecond)
    last = time
    if (tokens < 1) return false
    tokens -= 1
    return true
  }
}
