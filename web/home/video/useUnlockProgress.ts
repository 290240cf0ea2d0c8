import { useCallback, useRef, useState } from 'react'
import { realProgress } from '../video-progress'
import { newlyReachedMarks } from './engagement'
import { useLatest } from './timing'

/**
 * Real progress read from the element, the 25/50/75/100 milestones (once each) and the
 * unlock, which fires once when real progress reaches the threshold.
 */
export function useUnlockProgress(options: {
  /** Used while the media's own duration is not known yet. */
  durationSeconds: number
  unlockThreshold: number
  onUnlock: () => void
  onMilestone?: (percent: number) => void
}) {
  const latest = useLatest(options)
  const [realPercent, setRealPercent] = useState(0)
  const [unlocked, setUnlocked] = useState(false)
  const unlockedRef = useRef(false)
  const firedMarks = useRef(new Set<number>())

  const readRealPercent = useCallback(
    (video: HTMLVideoElement) => {
      if (video.ended) return 100
      const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : latest.current.durationSeconds
      return realProgress(video.currentTime, duration)
    },
    [latest],
  )

  const syncProgress = useCallback(
    (video: HTMLVideoElement) => {
      const real = readRealPercent(video)
      setRealPercent(real)
      for (const mark of newlyReachedMarks(real, firedMarks.current)) {
        firedMarks.current.add(mark)
        latest.current.onMilestone?.(mark)
      }
      if (!unlockedRef.current && real >= latest.current.unlockThreshold) {
        unlockedRef.current = true
        setUnlocked(true)
        latest.current.onUnlock()
      }
    },
    [readRealPercent, latest],
  )

  return { realPercent, unlocked, readRealPercent, syncProgress }
}
