import { useEffect, useState } from 'react'
import type { SurveyTimings } from './survey-content'

export type ConnectingStep = 'searching' | 'location' | 'evaluating' | 'found'

/**
 * The connecting sequence of spec section 4: searching, then location, then evaluating,
 * then found (location + evaluating after the location step began); the queue counter
 * drops by one after `queue_drop_ms`.
 */
export function useConnectingSteps(timings: SurveyTimings): { step: ConnectingStep; queue: number } {
  const [step, setStep] = useState<ConnectingStep>('searching')
  const [queue, setQueue] = useState(timings.queue_start)
  useEffect(() => {
    const location = timings.searching_ms
    const evaluating = location + timings.location_ms
    const found = evaluating + timings.evaluating_ms
    const timers = [
      setTimeout(() => setQueue((count) => Math.max(0, count - 1)), timings.queue_drop_ms),
      setTimeout(() => setStep('location'), location),
      setTimeout(() => setStep('evaluating'), evaluating),
      setTimeout(() => setStep('found'), found),
    ]
    return () => timers.forEach(clearTimeout)
  }, [timings])
  return { step, queue }
}
