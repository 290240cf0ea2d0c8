import { useCallback, useEffect, useRef, type RefObject } from 'react'
import { useLatest } from './timing'
import { safePlay } from './useVideoPlayback'

/**
 * The lead gate of the hero video (spec section 4): without a lead, playback stops at
 * `leadGateSeconds` and `onLeadGate` is called once per stop; a lead captured while the
 * gate holds the video resumes it.
 */
export function useLeadGate(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: { leadCaptured: boolean; leadGateSeconds: number; onLeadGate: () => void },
) {
  const latest = useLatest(options)
  /** The gate paused the video and is waiting for a lead. */
  const pausedByGate = useRef(false)
  /** onLeadGate was already called for the current stop at the gate. */
  const gateNotified = useRef(false)

  /** Stops playback at the lead gate when no lead is captured; true when it did. */
  const enforceLeadGate = useCallback(
    (video: HTMLVideoElement) => {
      const { leadCaptured, leadGateSeconds } = latest.current
      if (leadCaptured || video.currentTime < leadGateSeconds) return false
      if (!video.paused) video.pause()
      pausedByGate.current = true
      if (!gateNotified.current) {
        gateNotified.current = true
        latest.current.onLeadGate()
      }
      return true
    },
    [latest],
  )

  /** Each press of play past the gate without a lead is a new stop at the gate. */
  const rearmLeadGate = useCallback(() => {
    pausedByGate.current = false
    gateNotified.current = false
  }, [])

  useEffect(() => {
    if (!options.leadCaptured || !pausedByGate.current) return
    rearmLeadGate()
    const video = videoRef.current
    if (video && video.paused) safePlay(video)
  }, [options.leadCaptured, rearmLeadGate, videoRef])

  return { enforceLeadGate, rearmLeadGate }
}
