import { AnimatePresence, m as motion, useReducedMotion } from 'framer-motion'
import type { ReactNode } from 'react'
import { colors } from '../../ui/theme'
import { fill, type Milestone } from './engagement'
import type { FloatingEmoji, JoinedBubble } from './useEngagement'

/**
 * The engagement overlay drawn over the video: the real viewer count (docs/decisions/117), 'spots left' (from the capacity and this week's sales, else none), the
 * milestone message, real 'joined' bubbles and floating emojis. Decorative, so it is kept out of
 * the accessibility tree. Needs a LazyMotion ancestor.
 */
export function EngagementOverlay({
  viewersLabel,
  viewers,
  spotsLeftBadge,
  milestone,
  joined,
  emojis,
  emojiSeconds,
}: {
  /** '{count} watching now' */
  viewersLabel: string
  /** The real count, or null: below the marketer's minimum nothing shows (docs/decisions/117). */
  viewers: number | null
  spotsLeftBadge: string
  milestone: Milestone | null
  joined: JoinedBubble | null
  emojis: FloatingEmoji[]
  emojiSeconds: number
}) {
  const reduceMotion = useReducedMotion()
  return (
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
        {viewers === null ? (
          <span />
        ) : (
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
            <span data-testid="video-viewers">{fill(viewersLabel, { count: viewers })}</span>
          </Pill>
        )}
        {spotsLeftBadge ? (
          <Pill background="rgba(245,158,11,0.18)" border="rgba(245,158,11,0.6)" color={colors.warning}>
            <span data-testid="video-spots-left">{spotsLeftBadge}</span>
          </Pill>
        ) : null}
      </div>

      <AnimatePresence>
        {milestone ? (
          <FadingMessage
            key={milestone.message}
            testId="video-milestone"
            css={{ position: 'absolute', top: '24%', left: 0, right: 0, display: 'flex', justifyContent: 'center', padding: '0 16px' }}
          >
            <Pill background={`linear-gradient(135deg, ${colors.accent}, ${colors.accentStrong})`} strong>
              {milestone.message}
            </Pill>
          </FadingMessage>
        ) : null}
      </AnimatePresence>

      <AnimatePresence>
        {joined ? (
          <FadingMessage
            key={joined.id}
            testId="video-joined"
            riseFrom={reduceMotion ? 0 : 8}
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
          </FadingMessage>
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
            transition={{ duration: emojiSeconds, ease: 'easeOut' }}
            css={{ position: 'absolute', bottom: 64, left: `${emoji.leftPercent}%`, fontSize: 26, willChange: 'transform, opacity' }}
          >
            {emoji.char}
          </motion.span>
        ),
      )}
    </div>
  )
}

/** Fades in and out with AnimatePresence; rises from `riseFrom` px below when given. */
function FadingMessage({
  testId,
  riseFrom,
  className,
  children,
}: {
  testId: string
  riseFrom?: number
  className?: string
  children: ReactNode
}) {
  const rises = riseFrom !== undefined
  return (
    <motion.div
      data-testid={testId}
      initial={rises ? { opacity: 0, y: riseFrom } : { opacity: 0 }}
      animate={rises ? { opacity: 1, y: 0 } : { opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={{ duration: 0.3 }}
      className={className}
    >
      {children}
    </motion.div>
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
