import { useEffect, useState, type RefObject } from 'react'

/** play() without an unhandled rejection (autoplay refused, or interrupted by pause()). */
export function safePlay(video: HTMLVideoElement) {
  try {
    const attempt = video.play()
    if (attempt && typeof attempt.catch === 'function') attempt.catch(() => undefined)
  } catch {
    // Older engines throw synchronously instead; ignored the same way.
  }
}

/**
 * Playing, muted and fullscreen, as the element and the document report them, and the
 * player's own buttons for them. The video autoplays muted once the player is mounted.
 */
export function useVideoPlayback(
  videoRef: RefObject<HTMLVideoElement | null>,
  containerRef: RefObject<HTMLDivElement | null>,
  onMounted: () => void,
) {
  const [playing, setPlaying] = useState(false)
  const [muted, setMuted] = useState(true)
  const [fullscreen, setFullscreen] = useState(false)

  // Mount: the server-rendered element may have started (or been refused) before hydration.
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    video.muted = true
    setMuted(true)
    if (!video.paused) setPlaying(true)
    else if (!video.ended) safePlay(video)
    onMounted()
  }, [videoRef, onMounted])

  // Fullscreen state follows the document (Esc leaves fullscreen without our button).
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement != null && document.fullscreenElement === containerRef.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [containerRef])

  const togglePlay = () => {
    const video = videoRef.current
    if (!video) return
    if (video.paused || video.ended) safePlay(video)
    else video.pause()
  }

  const toggleMute = () => {
    const video = videoRef.current
    if (!video) return
    video.muted = !video.muted
    setMuted(video.muted)
  }

  const toggleFullscreen = async () => {
    const container = containerRef.current
    if (!container) return
    try {
      if (document.fullscreenElement) await document.exitFullscreen()
      else if (typeof container.requestFullscreen === 'function') await container.requestFullscreen()
      else throw new Error('Fullscreen is not supported in this browser')
    } catch (error) {
      console.warn('[GatedVideoPlayer] fullscreen failed:', error)
    }
  }

  return { playing, setPlaying, muted, setMuted, fullscreen, togglePlay, toggleMute, toggleFullscreen }
}
