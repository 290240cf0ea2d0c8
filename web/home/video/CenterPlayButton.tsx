import { colors } from '../../ui/theme'

/** The accessible name of the training video's play buttons. */
export const PLAY_LABEL = 'Play video'

/** The big round play button in the middle of a video box; `label` names it (PLAY_LABEL by default). */
export function CenterPlayButton({ onClick, label = PLAY_LABEL }: { onClick: () => void; label?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
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
      <svg width={30} height={30} viewBox="0 0 24 24" aria-hidden="true" focusable="false" css={{ flex: 'none' }}>
        <path d="M8 5v14l11-7z" fill="currentColor" />
      </svg>
    </button>
  )
}
