import type { Payload } from 'payload'
import { mentionsRise, riseValues } from '../../contracts/price-rise'
import { readPriceRise } from '../billing/price-rise'

type Step = { subject: string; preheader?: string | null; body: unknown }

/** The step's subject, preheader or body names the price rise (a `{rise_…}` placeholder). */
export const stepMentionsRise = (step: Step) =>
  mentionsRise(step.subject) || mentionsRise(step.preheader) || mentionsRise(JSON.stringify(step.body ?? null))

/**
 * The rise's placeholders for an e-mail (docs/decisions/120), or null when it may not mention
 * one: none is set, its date has passed, or it runs on each visitor's timer, which an e-mail
 * cannot know (most have run out by the time a later step goes). A step that mentions the rise
 * then goes unsent and the sequence moves on.
 */
export async function riseValuesForMail(payload: Payload, now = Date.now()): Promise<Record<string, string> | null> {
  const rise = await readPriceRise(payload)
  return rise && rise.timing !== 'visitor_timer' ? riseValues(rise, now) : null
}
