import { useId, type ReactNode } from 'react'
import { colors } from '../../ui/theme'
import { PLAY_LABEL } from './CenterPlayButton'

/** Accessible name of the pause button (play's is PLAY_LABEL). */
const PAUSE_LABEL = 'Pause video'

/**
 * The bar along the bottom of the player: the (non-linear) progress bar, play, mute, the
 * 'Watch N% to unlock' / 'Content Unlocked!' badge and fullscreen. No seeking.
 */
export function PlayerControls({
  displayedPercent,
  badgeText,
  unlocked,
  playing,
  muted,
  fullscreen,
  labels,
  onTogglePlay,
  onToggleMute,
  onToggleFullscreen,
}: {
  displayedPercent: number
  badgeText: string
  unlocked: boolean
  playing: boolean
  muted: boolean
  fullscreen: boolean
  labels: { muteLabel: string; unmuteLabel: string; fullscreenLabel: string }
  onTogglePlay: () => void
  onToggleMute: () => void
  onToggleFullscreen: () => void
}) {
  const badgeId = `${useId()}-badge`
  return (
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
        aria-valuenow={Math.round(displayedPercent * 10) / 10}
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
          style={{ transform: `scaleX(${displayedPercent / 100})` }}
        />
      </div>
      <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <ControlButton label={playing ? PAUSE_LABEL : PLAY_LABEL} onClick={onTogglePlay}>
          {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" /> : <path d="M8 5v14l11-7z" fill="currentColor" />}
        </ControlButton>
        <ControlButton label={muted ? labels.unmuteLabel : labels.muteLabel} onClick={onToggleMute}>
          <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
          {muted ? (
            <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
          ) : (
            <path d="M16 8.5a5 5 0 010 7M18.5 6a8.5 8.5 0 010 12" stroke="currentColor" strokeWidth={2} fill="none" strokeLinecap="round" />
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
                <path d="M5 12l5 5L20 7" stroke="currentColor" strokeWidth={2.5} fill="none" strokeLinecap="round" strokeLinejoin="round" />
              ) : (
                <path d="M7 11V8a5 5 0 0110 0v3M6 11h12v9H6z" stroke="currentColor" strokeWidth={2} fill="none" strokeLinejoin="round" />
              )}
            </Icon>
            {badgeText}
          </span>
        </div>
        <ControlButton label={labels.fullscreenLabel} pressed={fullscreen} onClick={onToggleFullscreen}>
          {fullscreen ? (
            <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" stroke="currentColor" strokeWidth={2} fill="none" strokeLinecap="round" />
          ) : (
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" stroke="currentColor" strokeWidth={2} fill="none" strokeLinecap="round" />
          )}
        </ControlButton>
      </div>
    </div>
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
