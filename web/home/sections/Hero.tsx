import { lazy, Suspense, type ComponentProps } from 'react'
import { useSlotCopy } from '../../lib/experiments/slot-copy'
import { Button } from '../../ui/Button'
import { ClientOnly } from '../../ui/ClientOnly'
import { colors, container } from '../../ui/theme'
import type { Home } from '../../../cms/payload-types'

const GatedVideoPlayer = lazy(() => import('../video/GatedVideoPlayer'))

export type HeroVideoProps = Omit<ComponentProps<typeof GatedVideoPlayer>, 'src' | 'poster' | 'settings' | 'copy' | 'engagement'>

type Upload = Home['hero']['video']

function mediaUrl(file: Upload): string | null {
  return typeof file === 'object' && file?.url ? file.url : null
}

/**
 * What the video box shows until the player runs: the still of its first frame, in the HTML
 * itself (the first paint has the video's picture, and the box is the page's largest
 * content from the start), or an empty box when the CMS has no still.
 */
function Poster({ file }: { file: Upload }) {
  if (typeof file !== 'object' || !file?.url)
    return <div aria-hidden="true" css={{ width: '100%', height: '100%', background: colors.surfaceRaised }} />
  return (
    <img
      src={file.url}
      alt=""
      width={file.width ?? undefined}
      height={file.height ?? undefined}
      fetchPriority="high"
      css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
  )
}

/** The hero: headline, the gated training video (loaded after hydration) and the main CTA. */
export function Hero({
  content,
  player,
  video,
  onCta,
}: {
  content: Home['hero']
  player: Home['video_player']
  video?: HeroVideoProps
  onCta: () => void
}) {
  const src = mediaUrl(content.video)
  const e = player.engagement
  // `content` already holds the words of the Home page's "Copy per experiment variation" rows
  // (HomeView). A running copy-lab test goes on top: its treatment's words win where both
  // apply; its control (null) keeps what the rows chose, the published words otherwise.
  const headline = useSlotCopy('home-headline', content.headline)
  const subheadline = useSlotCopy('home-subheadline', content.subheadline ?? '')
  const ctaLabel = useSlotCopy('home-cta', content.cta_label)
  const poster = <Poster file={content.poster} />
  return (
    <section aria-labelledby="hero-heading" css={{ ...container, padding: '56px 20px 64px', textAlign: 'center' }}>
      <h1 id="hero-heading" css={{ fontSize: 'clamp(32px, 6vw, 56px)', lineHeight: 1.1, margin: '0 0 20px' }}>
        {headline}
      </h1>
      {subheadline ? <p css={{ fontSize: 20, color: colors.muted, maxWidth: 760, margin: '0 auto 32px' }}>{subheadline}</p> : null}
      {src ? (
        <div
          css={{ maxWidth: 880, margin: '0 auto 32px', aspectRatio: '16 / 9', borderRadius: 16, overflow: 'hidden', background: '#000' }}
        >
          <ClientOnly fallback={poster}>
            <Suspense fallback={poster}>
              {video ? (
                <GatedVideoPlayer
                  src={src}
                  poster={mediaUrl(content.poster) ?? undefined}
                  {...video}
                  settings={{
                    durationSeconds: player.duration_seconds,
                    leadGateSeconds: player.lead_gate_seconds,
                    unlockThreshold: player.unlock_threshold,
                    exitIntentBelowPercent: player.exit_intent_below_percent,
                    progressCurve: {
                      fastUntil: player.progress_curve.fast_until,
                      fastRate: player.progress_curve.fast_rate,
                      normalUntil: player.progress_curve.normal_until,
                      slowRate: player.progress_curve.slow_rate,
                    },
                  }}
                  copy={{
                    lockedBadge: player.locked_badge,
                    unlockedBadge: player.unlocked_badge,
                    exitTitle: player.exit_title,
                    exitText: player.exit_text,
                    continueLabel: player.continue_label,
                    muteLabel: player.mute_label,
                    unmuteLabel: player.unmute_label,
                    fullscreenLabel: player.fullscreen_label,
                  }}
                  engagement={{
                    viewersMin: e.viewers_min,
                    viewersLabel: e.viewers_label,
                    joinedEnabled: e.joined_enabled ?? true,
                    joinedIntervalMinSeconds: e.joined_interval_min_seconds,
                    joinedIntervalMaxSeconds: e.joined_interval_max_seconds,
                    joinedTemplate: e.joined_template,
                    joinedTemplateNoCity: e.joined_template_no_city,
                    emojis: e.emojis,
                    emojiSeconds: e.emoji_seconds,
                    milestones: e.milestones.map((m) => ({ fromPercent: m.from_percent, toPercent: m.to_percent, message: m.message })),
                    spotsLeftBadge: e.spots_left_badge ?? '',
                  }}
                />
              ) : (
                poster
              )}
            </Suspense>
          </ClientOnly>
        </div>
      ) : null}
      <Button type="button" onClick={onCta}>
        {ctaLabel}
      </Button>
    </section>
  )
}
