import { useCallback, useEffect, useState, type RefObject } from 'react'
import { useLatest } from './timing'
import { safePlay } from './useVideoPlayback'

/**
 * Exit intent (spec section 4): the mouse leaves the document through the top edge while
 * the video plays and real progress is under `belowPercent`; the video pauses and the
 * 'Wait! Don't Leave Yet!' dialog opens until the visitor continues watching.
 */
export function useExitIntent(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: { belowPercent: number; readRealPercent: (video: HTMLVideoElement) => number },
) {
  const latest = useLatest(options)
  const [exitIntentOpen, setExitIntentOpen] = useState(false)

  useEffect(() => {
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return
      const video = videoRef.current
      if (!video || video.paused || video.ended) return
      if (latest.current.readRealPercent(video) >= latest.current.belowPercent) return
      video.pause()
      setExitIntentOpen(true)
    }
    document.addEventListener('mouseout', onMouseOut)
    return () => document.removeEventListener('mouseout', onMouseOut)
  }, [videoRef, latest])

  const closeExitIntent = useCallback(() => setExitIntentOpen(false), [])

  const continueWatching = useCallback(() => {
    setExitIntentOpen(false)
    const video = videoRef.current
    if (video) safePlay(video)
  }, [videoRef])

  return { exitIntentOpen, closeExitIntent, continueWatching }
}
