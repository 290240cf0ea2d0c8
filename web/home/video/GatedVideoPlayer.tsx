import { AnimatePresence, domAnimation, LazyMotion, m as motion, useReducedMotion } from 'framer-motion'
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { colors } from '../../ui/theme'
import { displayedProgress, realProgress, type ProgressCurve } from '../video-progress'
import {
  activeMilestone,
  fill,
  newlyReachedMarks,
  nextViewerCount,
  pickRandom,
  randomIntervalMs,
  remainingPercent,
  splitEmojis,
  type Milestone,
} from './engagement'

export type GatedVideoPlayerProps = {
  /** The video file URL. */
  src: string
  /** Whether the visitor already gave their details. */
  leadCaptured: boolean
  /** Called once each time playback is stopped at the lead gate without a lead: the parent opens the lead modal. */
  onLeadGate: () => void
  /** Fires exactly once, when real progress reaches settings.unlockThreshold. */
  onUnlock: () => void
  /** 25/50/75/100 real-progress milestones, once each (for funnel events). */
  onMilestone?: (percent: number) => void
  settings: {
    /** Fallback when the media's own duration is not known yet (spec: 871). */
    durationSeconds: number
    leadGateSeconds: number
    /** Percent of real progress. */
    unlockThreshold: number
    exitIntentBelowPercent: number
    progressCurve: ProgressCurve
  }
  copy: {
    /** '{percent}' = displayed percent still to watch, rounded up, never below 0. */
    lockedBadge: string
    unlockedBadge: string
    exitTitle: string
    exitText: string
    continueLabel: string
    muteLabel: string
    unmuteLabel: string
    fullscreenLabel: string
    /** Accessible names of the play/pause buttons (default 'Play video' / 'Pause video'). */
    playLabel?: string
    pauseLabel?: string
  }
  engagement: {
    viewersStart: number
    viewersCap: number
    viewersStepMax: number
    viewersIntervalMinSeconds: number
    viewersIntervalMaxSeconds: number
    /** '{count} watching now' */
    viewersLabel: string
    joinedIntervalMinSeconds: number
    joinedIntervalMaxSeconds: number
    /** '{name} from {city} just joined' */
    joinedTemplate: string
    joinedNames: { name: string; city: string }[]
    /** One of these is chosen per floating emoji. */
    emojis: string
    /** How long each floating emoji lasts. */
    emojiSeconds: number
    /** Shown while the displayed progress is within [fromPercent, toPercent]. */
    milestones: Milestone[]
    spotsLeftBadge: string
  }
}

const BLOCKED_KEYS = new Set([' ', 'Spacebar', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'])
/** A floating emoji is spawned every 2-4 s while the video plays. */
const EMOJI_SPAWN_MIN_SECONDS = 2
const EMOJI_SPAWN_MAX_SECONDS = 4
const MAX_EMOJIS = 8
/** How long a 'joined' bubble stays (shorter than the smallest gap between two). */
const JOINED_VISIBLE_MS = 4000

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/** A ref that always holds the latest value, for event handlers registered once. */
function useLatest<T>(value: T) {
  const ref = useRef(value)
  useIsomorphicLayoutEffect(() => {
    ref.current = value
  })
  return ref
}

/** Calls onTick after a random min..max-second delay, again and again, while enabled. */
function useRandomTicker(enabled: boolean, minSeconds: number, maxSeconds: number, onTick: () => void) {
  const tick = useLatest(onTick)
  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      timer = setTimeout(
        () => {
          tick.current()
          schedule()
        },
        randomIntervalMs(minSeconds, maxSeconds, Math.random()),
      )
    }
    schedule()
    return () => clearTimeout(timer)
  }, [enabled, minSeconds, maxSeconds, tick])
}

/** One-off timeouts that are all cleared on unmount. */
function useTimeouts() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending) clearTimeout(timer)
      pending.clear()
    }
  }, [])
  return useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      run()
    }, ms)
    timers.current.add(timer)
  }, [])
}

/** play() without an unhandled rejection (autoplay refused, or interrupted by pause()). */
function safePlay(video: HTMLVideoElement) {
  try {
    const attempt = video.play()
    if (attempt && typeof attempt.catch === 'function') attempt.catch(() => undefined)
  } catch {
    // Older engines throw synchronously instead; ignored the same way.
  }
}

type FloatingEmoji = { id: number; char: string; leftPercent: number; drift: number }
type JoinedBubble = { id: number; text: string }

/**
 * The gated hero video (spec sections 2, 4, 9): autoplays muted without native controls
 * (no seeking), pauses at the lead gate until a lead is captured, unlocks once at the real
 * progress threshold, shows a deliberately non-linear progress bar, an exit-intent overlay
 * and a fake engagement overlay. Everything sits inside a fixed 16:9 box so nothing shifts.
 */
export default function GatedVideoPlayer(props: GatedVideoPlayerProps) {
  const { src, leadCaptured, settings, copy, engagement } = props
  const latest = useLatest(props)
  const reduceMotion = useReducedMotion()
  const ids = useId()
  const badgeId = `${ids}-badge`
  const exitTitleId = `${ids}-exit-title`
  const exitTextId = `${ids}-exit-text`

  const containerRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const continueRef = useRef<HTMLButtonElement>(null)

  const [playing, setPlaying] = useState(false)
  const [muted, setMuted] = useState(true)
  const [fullscreen, setFullscreen] = useState(false)
  const [realPercent, setRealPercent] = useState(0)
  const [unlocked, setUnlocked] = useState(false)
  const [exitOpen, setExitOpen] = useState(false)
  const [viewers, setViewers] = useState(engagement.viewersStart)
  const [emojis, setEmojis] = useState<FloatingEmoji[]>([])
  const [joined, setJoined] = useState<JoinedBubble | null>(null)

  const unlockedRef = useRef(false)
  const firedMarks = useRef(new Set<number>())
  /** The gate paused the video and is waiting for a lead. */
  const pausedByGate = useRef(false)
  /** onLeadGate was already called for the current stop at the gate. */
  const gateNotified = useRef(false)
  const nextId = useRef(0)
  const later = useTimeouts()

  const readRealPercent = useCallback(
    (video: HTMLVideoElement) => {
      if (video.ended) return 100
      const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : latest.current.settings.durationSeconds
      return realProgress(video.currentTime, duration)
    },
    [latest],
  )

  /** Stops playback at the lead gate when no lead is captured; true when it did. */
  const enforceGate = useCallback(
    (video: HTMLVideoElement) => {
      const { leadCaptured: captured, settings: s } = latest.current
      if (captured || video.currentTime < s.leadGateSeconds) return false
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

  /** Reads progress from the element and fires the gate, milestone and unlock callbacks. */
  const sync = useCallback(() => {
    const video = videoRef.current
    if (!video) return
    enforceGate(video)
    const real = readRealPercent(video)
    setRealPercent(real)
    for (const mark of newlyReachedMarks(real, firedMarks.current)) {
      firedMarks.current.add(mark)
      latest.current.onMilestone?.(mark)
    }
    if (!unlockedRef.current && real >= latest.current.settings.unlockThreshold) {
      unlockedRef.current = true
      setUnlocked(true)
      latest.current.onUnlock()
    }
  }, [enforceGate, readRealPercent, latest])

  const handlePlay = useCallback(() => {
    const video = videoRef.current
    if (!video) return
    // Each press of play past the gate without a lead is a new stop at the gate.
    pausedByGate.current = false
    gateNotified.current = false
    setExitOpen(false)
    setPlaying(true)
    sync()
  }, [sync])

  // Mount: the server-rendered element may have started (or been refused) before hydration.
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    video.muted = true
    setMuted(true)
    if (!video.paused) setPlaying(true)
    else if (!video.ended) safePlay(video)
    sync()
  }, [sync])

  // A lead captured while the gate holds the video: resume.
  useEffect(() => {
    if (!leadCaptured || !pausedByGate.current) return
    pausedByGate.current = false
    gateNotified.current = false
    const video = videoRef.current
    if (video && video.paused) safePlay(video)
  }, [leadCaptured])

  // Fullscreen state follows the document (Esc leaves fullscreen without our button).
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement != null && document.fullscreenElement === containerRef.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  // Exit intent: the mouse leaves the document through the top edge while the video plays.
  useEffect(() => {
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return
      const video = videoRef.current
      if (!video || video.paused || video.ended) return
      if (readRealPercent(video) >= latest.current.settings.exitIntentBelowPercent) return
      video.pause()
      setExitOpen(true)
    }
    document.addEventListener('mouseout', onMouseOut)
    return () => document.removeEventListener('mouseout', onMouseOut)
  }, [readRealPercent, latest])

  // The exit dialog takes focus and gives it back when it closes.
  useEffect(() => {
    if (!exitOpen) return
    const previous = document.activeElement as HTMLElement | null
    continueRef.current?.focus({ preventScroll: true })
    return () => {
      if (previous && previous.isConnected && typeof previous.focus === 'function') previous.focus({ preventScroll: true })
    }
  }, [exitOpen])

  // Fake engagement: viewer count, 'joined' bubbles, floating emojis.
  useRandomTicker(viewers < engagement.viewersCap, engagement.viewersIntervalMinSeconds, engagement.viewersIntervalMaxSeconds, () => {
    const e = latest.current.engagement
    setViewers((count) => nextViewerCount(count, Math.random(), { stepMax: e.viewersStepMax, cap: e.viewersCap }))
  })

  useRandomTicker(engagement.joinedNames.length > 0, engagement.joinedIntervalMinSeconds, engagement.joinedIntervalMaxSeconds, () => {
    const e = latest.current.engagement
    const who = pickRandom(e.joinedNames, Math.random())
    if (!who) return
    const id = ++nextId.current
    setJoined({ id, text: fill(e.joinedTemplate, who) })
    const visibleMs = Math.min(JOINED_VISIBLE_MS, e.joinedIntervalMinSeconds * 1000 * 0.8)
    later(() => setJoined((current) => (current?.id === id ? null : current)), visibleMs)
  })

  useRandomTicker(playing && splitEmojis(engagement.emojis).length > 0, EMOJI_SPAWN_MIN_SECONDS, EMOJI_SPAWN_MAX_SECONDS, () => {
    const e = latest.current.engagement
    const char = pickRandom(splitEmojis(e.emojis), Math.random())
    if (!char) return
    const id = ++nextId.current
    const emoji: FloatingEmoji = { id, char, leftPercent: 62 + Math.random() * 30, drift: Math.random() * 40 - 20 }
    setEmojis((list) => [...list, emoji].slice(-MAX_EMOJIS))
    later(() => setEmojis((list) => list.filter((item) => item.id !== id)), e.emojiSeconds * 1000)
  })

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

  const continueWatching = () => {
    setExitOpen(false)
    const video = videoRef.current
    if (video) safePlay(video)
  }

  const blockKeys = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (BLOCKED_KEYS.has(event.key)) {
      event.preventDefault()
      event.stopPropagation()
    }
  }

  const displayed = displayedProgress(realPercent, settings.progressCurve)
  const remaining = remainingPercent(displayed, displayedProgress(settings.unlockThreshold, settings.progressCurve))
  const badgeText = unlocked ? copy.unlockedBadge : fill(copy.lockedBadge, { percent: remaining })
  const milestone = activeMilestone(displayed, engagement.milestones)
  const playLabel = copy.playLabel ?? 'Play video'
  const pauseLabel = copy.pauseLabel ?? 'Pause video'

  const exitOverlay = (
    <div
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'grid',
        placeItems: 'center',
        padding: 20,
        background: 'rgba(5,5,12,0.78)',
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={exitTitleId}
        aria-describedby={exitTextId}
        data-testid="video-exit-intent"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation()
            continueWatching()
          } else if (event.key === 'Tab') {
            // The only focusable element: keep focus inside the dialog.
            event.preventDefault()
            continueRef.current?.focus()
          }
        }}
        css={{
          width: '100%',
          maxWidth: 440,
          padding: '28px 24px',
          borderRadius: 16,
          textAlign: 'center',
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          boxShadow: '0 30px 80px rgba(0,0,0,0.6)',
          color: colors.text,
        }}
      >
        <h2 id={exitTitleId} css={{ margin: '0 0 10px', fontSize: 24, lineHeight: 1.2, color: colors.warning }}>
          {copy.exitTitle}
        </h2>
        <p id={exitTextId} css={{ margin: '0 0 22px', color: colors.muted, fontSize: 16, lineHeight: 1.5 }}>
          {copy.exitText}
        </p>
        <button
          ref={continueRef}
          type="button"
          onClick={continueWatching}
          css={{
            cursor: 'pointer',
            border: 'none',
            borderRadius: 10,
            padding: '14px 22px',
            fontSize: 16,
            fontWeight: 700,
            color: '#fff',
            background: `linear-gradient(135deg, ${colors.accent}, ${colors.accentStrong})`,
            '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
          }}
        >
          {copy.continueLabel}
        </button>
      </div>
    </div>
  )

  return (
    // LazyMotion with domAnimation: the player needs only simple animations, at a fraction of the bundle.
    <LazyMotion features={domAnimation} strict>
      <div
        ref={containerRef}
        data-testid="gated-video-player"
        tabIndex={-1}
        onKeyDown={blockKeys}
        css={{
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 9',
          overflow: 'hidden',
          borderRadius: 16,
          border: `1px solid ${colors.border}`,
          background: '#000',
          boxShadow: '0 24px 60px rgba(0,0,0,0.45)',
          color: colors.text,
          textAlign: 'left',
          '&:focus': { outline: 'none' },
          '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
          '&:fullscreen': { borderRadius: 0, border: 'none', aspectRatio: 'auto' },
          '@media (max-width: 520px)': { borderRadius: 12, fontSize: 12 },
        }}
      >
        <video
          ref={videoRef}
          src={src}
          autoPlay
          muted={muted}
          playsInline
          preload="auto"
          disablePictureInPicture
          controlsList="nodownload noplaybackrate noremoteplayback"
          onClick={togglePlay}
          onPlay={handlePlay}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            setPlaying(false)
            sync()
          }}
          onTimeUpdate={sync}
          onSeeked={sync}
          onLoadedMetadata={sync}
          onDurationChange={sync}
          onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
          css={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            background: '#000',
            cursor: 'pointer',
          }}
        />

        {/* Fake engagement overlay: decorative, kept out of the accessibility tree. */}
        <div aria-hidden="true" css={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 1 }}>
          <div
            css={{
              position: 'absolute',
              top: 12,
              left: 12,
              right: 12,
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'flex-start',
              gap: 8,
            }}
          >
            <Pill background="rgba(11,11,20,0.72)">
              <span
                css={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  background: '#ef4444',
                  boxShadow: '0 0 0 3px rgba(239,68,68,0.3)',
                  flex: 'none',
                }}
              />
              <span data-testid="video-viewers">{fill(engagement.viewersLabel, { count: viewers })}</span>
            </Pill>
            <Pill background="rgba(245,158,11,0.18)" border="rgba(245,158,11,0.6)" color={colors.warning}>
              <span data-testid="video-spots-left">{engagement.spotsLeftBadge}</span>
            </Pill>
          </div>

          <AnimatePresence>
            {milestone ? (
              <motion.div
                key={milestone.message}
                data-testid="video-milestone"
                initial={{ opacity: 0 }}
                animate={{ opacity: 1 }}
                exit={{ opacity: 0 }}
                transition={{ duration: 0.3 }}
                css={{ position: 'absolute', top: '24%', left: 0, right: 0, display: 'flex', justifyContent: 'center', padding: '0 16px' }}
              >
                <Pill background={`linear-gradient(135deg, ${colors.accent}, ${colors.accentStrong})`} strong>
                  {milestone.message}
                </Pill>
              </motion.div>
            ) : null}
          </AnimatePresence>

          <AnimatePresence>
            {joined ? (
              <motion.div
                key={joined.id}
                data-testid="video-joined"
                initial={{ opacity: 0, y: reduceMotion ? 0 : 8 }}
                animate={{ opacity: 1, y: 0 }}
                exit={{ opacity: 0 }}
                transition={{ duration: 0.3 }}
                css={{
                  position: 'absolute',
                  left: 12,
                  bottom: 64,
                  maxWidth: 'calc(100% - 24px)',
                  '@media (max-width: 520px)': { left: 10, bottom: 54 },
                }}
              >
                <Pill background="rgba(21,21,38,0.9)" border={colors.border}>
                  <span css={{ color: colors.success }}>●</span> {joined.text}
                </Pill>
              </motion.div>
            ) : null}
          </AnimatePresence>

          {emojis.map((emoji) =>
            reduceMotion ? (
              <span
                key={emoji.id}
                data-testid="video-emoji"
                css={{ position: 'absolute', bottom: 72, left: `${emoji.leftPercent}%`, fontSize: 24, opacity: 0.85 }}
              >
                {emoji.char}
              </span>
            ) : (
              <motion.span
                key={emoji.id}
                data-testid="video-emoji"
                initial={{ y: 0, x: 0, opacity: 0, scale: 0.6 }}
                animate={{ y: -150, x: emoji.drift, opacity: [0, 1, 1, 0], scale: 1.1 }}
                transition={{ duration: engagement.emojiSeconds, ease: 'easeOut' }}
                css={{ position: 'absolute', bottom: 64, left: `${emoji.leftPercent}%`, fontSize: 26, willChange: 'transform, opacity' }}
              >
                {emoji.char}
              </motion.span>
            ),
          )}
        </div>

        {!playing && !exitOpen ? (
          <button
            type="button"
            aria-label={playLabel}
            onClick={togglePlay}
            css={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              zIndex: 2,
              width: 72,
              height: 72,
              marginTop: -36,
              marginLeft: -36,
              borderRadius: '50%',
              border: 'none',
              cursor: 'pointer',
              color: '#fff',
              background: `linear-gradient(135deg, ${colors.accent}, ${colors.accentStrong})`,
              boxShadow: '0 10px 30px rgba(124,58,237,0.5)',
              display: 'grid',
              placeItems: 'center',
              '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 3 },
              '@media (max-width: 520px)': { width: 56, height: 56, marginTop: -28, marginLeft: -28 },
            }}
          >
            <Icon size={30}>
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </Icon>
          </button>
        ) : null}

        {/* Progress and controls. */}
        <div
          css={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: 2,
            padding: '28px 12px 10px',
            background: 'linear-gradient(to bottom, rgba(0,0,0,0), rgba(0,0,0,0.78))',
            '@media (max-width: 520px)': { padding: '14px 10px 8px' },
          }}
        >
          <div
            role="progressbar"
            aria-labelledby={badgeId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(displayed * 10) / 10}
            data-testid="video-progress"
            css={{ height: 6, borderRadius: 3, background: 'rgba(255,255,255,0.22)', overflow: 'hidden', marginBottom: 8 }}
          >
            <div
              css={{
                height: '100%',
                width: '100%',
                transformOrigin: 'left center',
                background: unlocked ? colors.success : `linear-gradient(90deg, ${colors.accent}, #c084fc)`,
                transition: 'transform 300ms linear',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
              style={{ transform: `scaleX(${displayed / 100})` }}
            />
          </div>
          <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <ControlButton label={playing ? pauseLabel : playLabel} onClick={togglePlay}>
              {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" /> : <path d="M8 5v14l11-7z" fill="currentColor" />}
            </ControlButton>
            <ControlButton label={muted ? copy.unmuteLabel : copy.muteLabel} onClick={toggleMute}>
              <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
              {muted ? (
                <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
              ) : (
                <path
                  d="M16 8.5a5 5 0 010 7M18.5 6a8.5 8.5 0 010 12"
                  stroke="currentColor"
                  strokeWidth={2}
                  fill="none"
                  strokeLinecap="round"
                />
              )}
            </ControlButton>
            {/* Left-aligned so its changing width never moves it (no layout shift). */}
            <div css={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'flex-start', paddingLeft: 4 }}>
              <span
                id={badgeId}
                data-testid="video-unlock-badge"
                css={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 6,
                  maxWidth: '100%',
                  padding: '5px 12px',
                  borderRadius: 999,
                  fontSize: 13,
                  fontWeight: 700,
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  color: unlocked ? '#052e16' : colors.text,
                  background: unlocked ? colors.success : 'rgba(139,92,246,0.28)',
                  border: `1px solid ${unlocked ? colors.success : colors.accent}`,
                  '@media (max-width: 520px)': { fontSize: 11, padding: '4px 8px' },
                }}
              >
                <Icon size={14}>
                  {unlocked ? (
                    <path
                      d="M5 12l5 5L20 7"
                      stroke="currentColor"
                      strokeWidth={2.5}
                      fill="none"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  ) : (
                    <path
                      d="M7 11V8a5 5 0 0110 0v3M6 11h12v9H6z"
                      stroke="currentColor"
                      strokeWidth={2}
                      fill="none"
                      strokeLinejoin="round"
                    />
                  )}
                </Icon>
                {badgeText}
              </span>
            </div>
            <ControlButton label={copy.fullscreenLabel} pressed={fullscreen} onClick={toggleFullscreen}>
              {fullscreen ? (
                <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" stroke="currentColor" strokeWidth={2} fill="none" strokeLinecap="round" />
              ) : (
                <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" stroke="currentColor" strokeWidth={2} fill="none" strokeLinecap="round" />
              )}
            </ControlButton>
          </div>
        </div>

        {exitOpen
          ? // On the page the overlay goes to <body>, so no transformed or clipping ancestor can trap it;
            // in fullscreen only the player is shown, so it stays inside.
            fullscreen
            ? exitOverlay
            : createPortal(exitOverlay, document.body)
          : null}
      </div>
    </LazyMotion>
  )
}

function Pill({
  children,
  background,
  border = 'transparent',
  color = colors.text,
  strong = false,
}: {
  children: ReactNode
  background: string
  border?: string
  color?: string
  strong?: boolean
}) {
  return (
    <span
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        maxWidth: '100%',
        padding: strong ? '8px 16px' : '5px 10px',
        borderRadius: 999,
        fontSize: strong ? 15 : 13,
        fontWeight: 700,
        lineHeight: 1.3,
        color,
        background,
        border: `1px solid ${border}`,
        backdropFilter: 'blur(6px)',
        textAlign: 'center',
        '@media (max-width: 520px)': { fontSize: strong ? 12 : 11, padding: strong ? '6px 12px' : '4px 8px' },
      }}
    >
      {children}
    </span>
  )
}

function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" css={{ flex: 'none' }}>
      {children}
    </svg>
  )
}

function ControlButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string
  pressed?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      css={{
        flex: 'none',
        width: 36,
        height: 36,
        display: 'grid',
        placeItems: 'center',
        borderRadius: '50%',
        border: 'none',
        cursor: 'pointer',
        color: '#fff',
        background: 'rgba(255,255,255,0.14)',
        '&:hover': { background: 'rgba(255,255,255,0.24)' },
        '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
        '@media (max-width: 520px)': { width: 32, height: 32 },
      }}
    >
      <Icon>{children}</Icon>
    </button>
  )
}
