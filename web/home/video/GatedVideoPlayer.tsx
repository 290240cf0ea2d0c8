import { domAnimation, LazyMotion } from 'framer-motion'
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react'
import { colors } from '../../ui/theme'
import { displayedProgress, type ProgressCurve } from '../video-progress'
import { activeMilestone, fill, remainingPercent } from './engagement'
import { EngagementOverlay } from './EngagementOverlay'
import { CenterPlayButton } from './CenterPlayButton'
import { PlayerControls } from './PlayerControls'
import { useEngagement, type EngagementSettings } from './useEngagement'
import { useExitIntent } from './useExitIntent'
import { useLeadGate } from './useLeadGate'
import { useUnlockProgress } from './useUnlockProgress'
import { useVideoPlayback } from './useVideoPlayback'

const loadExitIntentDialog = () => import('./ExitIntentDialog')
const ExitIntentDialog = lazy(loadExitIntentDialog)

export type GatedVideoPlayerProps = {
  /** The video file URL. */
  src: string
  /** A still shown until the first frame plays (the first frame itself, as an image). */
  poster?: string
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
  }
  engagement: EngagementSettings
}

const BLOCKED_KEYS = new Set([' ', 'Spacebar', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'])

/**
 * The gated hero video (spec sections 2, 4, 9): autoplays muted without native controls
 * (no seeking), pauses at the lead gate until a lead is captured, unlocks once at the real
 * progress threshold, shows a deliberately non-linear progress bar, an exit-intent dialog
 * and an engagement overlay of real viewers and purchases. Everything sits inside a fixed 16:9 box so nothing shifts.
 */
export default function GatedVideoPlayer({
  src,
  poster,
  leadCaptured,
  onLeadGate,
  onUnlock,
  onMilestone,
  settings,
  copy,
  engagement,
}: GatedVideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)

  const { enforceLeadGate, rearmLeadGate } = useLeadGate(videoRef, { leadCaptured, leadGateSeconds: settings.leadGateSeconds, onLeadGate })
  const { realPercent, unlocked, readRealPercent, syncProgress } = useUnlockProgress({
    durationSeconds: settings.durationSeconds,
    unlockThreshold: settings.unlockThreshold,
    onUnlock,
    onMilestone,
  })

  /** Reads progress from the element and fires the gate, milestone and unlock callbacks. */
  const sync = useCallback(() => {
    const video = videoRef.current
    if (!video) return
    enforceLeadGate(video)
    syncProgress(video)
  }, [enforceLeadGate, syncProgress])

  const playback = useVideoPlayback(videoRef, containerRef, sync)
  const { exitIntentOpen, closeExitIntent, continueWatching } = useExitIntent(videoRef, {
    belowPercent: settings.exitIntentBelowPercent,
    readRealPercent,
  })
  const { viewers, emojis, joined } = useEngagement(engagement, playback.playing)

  // Fetched once the video plays, so it is there when the mouse leaves.
  useEffect(() => {
    if (playback.playing) void loadExitIntentDialog()
  }, [playback.playing])

  // A media event is a discrete event: its updates would render synchronously, and an autoplay
  // that starts while the page is still hydrating would force the rest of the hydration into one
  // long task. As a transition it waits its turn (the video itself plays regardless).
  const handlePlay = () =>
    startTransition(() => {
      rearmLeadGate()
      closeExitIntent()
      playback.setPlaying(true)
      sync()
    })

  const blockKeys = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (BLOCKED_KEYS.has(event.key)) {
      event.preventDefault()
      event.stopPropagation()
    }
  }

  const displayed = displayedProgress(realPercent, settings.progressCurve)
  const remaining = remainingPercent(displayed, displayedProgress(settings.unlockThreshold, settings.progressCurve))

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
          poster={poster}
          autoPlay
          muted={playback.muted}
          playsInline
          preload="auto"
          disablePictureInPicture
          controlsList="nodownload noplaybackrate noremoteplayback"
          onClick={playback.togglePlay}
          onPlay={handlePlay}
          onPause={() => startTransition(() => playback.setPlaying(false))}
          onEnded={() =>
            startTransition(() => {
              playback.setPlaying(false)
              sync()
            })
          }
          onTimeUpdate={() => startTransition(sync)}
          onSeeked={() => startTransition(sync)}
          onLoadedMetadata={() => startTransition(sync)}
          onDurationChange={sync}
          onVolumeChange={(event) => playback.setMuted(event.currentTarget.muted)}
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

        <EngagementOverlay
          viewersLabel={engagement.viewersLabel}
          viewers={viewers}
          spotsLeftBadge={engagement.spotsLeftBadge}
          milestone={activeMilestone(displayed, engagement.milestones)}
          joined={joined}
          emojis={emojis}
          emojiSeconds={engagement.emojiSeconds}
        />

        {!playback.playing && !exitIntentOpen ? <CenterPlayButton onClick={playback.togglePlay} /> : null}

        <PlayerControls
          displayedPercent={displayed}
          badgeText={unlocked ? copy.unlockedBadge : fill(copy.lockedBadge, { percent: remaining })}
          unlocked={unlocked}
          playing={playback.playing}
          muted={playback.muted}
          fullscreen={playback.fullscreen}
          labels={copy}
          onTogglePlay={playback.togglePlay}
          onToggleMute={playback.toggleMute}
          onToggleFullscreen={playback.toggleFullscreen}
        />

        {exitIntentOpen ? (
          <Suspense fallback={null}>
            {/* On the page the dialog goes to <body>, so no clipping ancestor can trap it; in fullscreen only the player is shown, so it stays inside. */}
            <ExitIntentDialog copy={copy} container={playback.fullscreen ? containerRef.current : null} onContinue={continueWatching} />
          </Suspense>
        ) : null}
      </div>
    </LazyMotion>
  )
}
