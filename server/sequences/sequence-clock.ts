import { delayInMinutes, type DelayUnit } from '../../contracts/sequences'
import { setting } from '../../runtime/settings'

/** The length of a sequence minute (SEQUENCE_MINUTE_MS; a minute unless tests or a demo shorten it). */
export const sequenceMinuteMs = (): number => setting('SEQUENCE_MINUTE_MS')

/** A step's delay in real milliseconds. */
export const stepDelayMs = (step: { delay: number; delay_unit: DelayUnit }): number =>
  delayInMinutes(step.delay, step.delay_unit) * sequenceMinuteMs()

/** Only a real clock has days whose hours a sending window can mean; a shortened one sends whenever it is due. */
export const realClock = (): boolean => sequenceMinuteMs() === 60_000
