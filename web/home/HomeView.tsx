import { memo } from 'react'
import { useFeatureValue, useVariationCopy } from '../lib/experiments'
import { fillTemplate } from '../../contracts/fill-template'
import { Button } from '../ui/Button'
import { colors, container } from '../ui/theme'
import { Countdown } from '../ui/Countdown'
import type { Home, WinCard } from '../../cms/payload-types'
import { docs } from '../lib/relationship-docs'
import { LiveActivityFeed } from './LiveActivityFeed'
import { LiveAgencyCounter } from './LiveAgencyCounter'
import { RoiCalculator } from './RoiCalculator'
import { spotsLeft } from './urgency'
import type { RoiInput } from './roi'
import { Comparison } from './sections/Comparison'
import { Framework } from './sections/Framework'
import { Hero, type HeroVideoProps } from './sections/Hero'
import { BonusStack, FinalCta, Guarantee, Objections, PricingBlock, Urgency } from './sections/Offer'
import { MemberWins, Stats, TestimonialWidget, VideoTestimonials } from './sections/Proof'
import { Section } from './sections/Section'
import { OriginStory, SalesLetter } from './sections/Story'
import { ThreePillars } from './sections/ThreePillars'

export type CtaContext = 'hero' | 'case-study' | 'final'

export type HomeBehaviour = {
  onCta: (context: CtaContext) => void
  onPricingLink: () => void
  onRoiCta: (input: RoiInput, totalMonthlyGain: number) => void
  onDemoOpen: (row: string) => void
  onGetStarted: () => void
  onViewPricing: () => void
  video?: HeroVideoProps
  welcomeName?: string
  userName?: string
  captured: boolean
  getStartedUrl?: string | null
  testimonialEmbedUrl?: string | null
}

const noop = () => undefined

// Sections that read only their content: a later render of the page (the lead state, a modal
// opening) skips them instead of rendering every element again.
const ContentOnly = {
  SalesLetter: memo(SalesLetter),
  VideoTestimonials: memo(VideoTestimonials),
  ThreePillars: memo(ThreePillars),
  TestimonialWidget: memo(TestimonialWidget),
  Stats: memo(Stats),
  Urgency: memo(Urgency),
  Guarantee: memo(Guarantee),
  Objections: memo(Objections),
  BonusStack: memo(BonusStack),
}
const STATIC_BEHAVIOUR: HomeBehaviour = {
  onCta: noop,
  onPricingLink: noop,
  onRoiCta: noop,
  onDemoOpen: noop,
  onGetStarted: noop,
  onViewPricing: noop,
  captured: false,
}

/** The home landing page, every section in the spec's order, rendered from its CMS content. */
export function HomeView({ content, behaviour = STATIC_BEHAVIOUR }: { content: Home; behaviour?: HomeBehaviour }) {
  const b = behaviour
  const f = content.roi.formula
  // Experiment flags (experiments/features): same value in the HTML and after hydration.
  const showCountdown = useFeatureValue('countdown', true)
  const stickyTimer = useFeatureValue('sticky-timer-banner', false)
  const liveFeed = useFeatureValue('live-activity-feed', false)
  // Copy tests: words a marketer attached to the visitor's variation replace the published ones.
  const copy = useVariationCopy(content.experiment_copy)
  // Scarcity from the capacity and this week's sales, or none at all (docs/decisions/082).
  const left = spotsLeft(content.urgency.spots_capacity, content.urgency.sold_this_week)
  const scarcityLine =
    left !== null && content.header?.scarcity_line
      ? fillTemplate(content.header.scarcity_line, { left, capacity: content.urgency.spots_capacity ?? 0 })
      : null
  const engagement = content.video_player.engagement
  const player = {
    ...content.video_player,
    engagement: {
      ...engagement,
      spots_left_badge: left !== null && engagement.spots_left_badge ? fillTemplate(engagement.spots_left_badge, { count: left }) : '',
    },
  }
  const hero = {
    ...content.hero,
    headline: copy('hero.headline', content.hero.headline),
    subheadline: copy('hero.subheadline', content.hero.subheadline ?? ''),
    cta_label: copy('hero.cta_label', content.hero.cta_label),
  }
  return (
    <>
      {scarcityLine || stickyTimer ? (
        <header
          css={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            background: 'rgba(11,11,20,0.92)',
            borderBottom: `1px solid ${colors.border}`,
            padding: '10px 0',
            textAlign: 'center',
            fontWeight: 700,
            color: colors.warning,
          }}
        >
          {scarcityLine ? <p css={{ margin: 0 }}>{scarcityLine}</p> : null}
          {stickyTimer ? (
            <div data-testid="sticky-timer-banner" css={{ marginTop: 6, color: colors.text }}>
              {showCountdown ? <Countdown copy={content.roi.countdown} /> : null}
            </div>
          ) : null}
        </header>
      ) : null}
      {liveFeed ? <LiveActivityFeed wins={docs<WinCard>(content.member_wins.wins)} /> : null}
      {b.welcomeName ? (
        <div
          role="status"
          css={{
            ...container,
            margin: '20px auto 0',
            padding: '14px 20px',
            borderRadius: 12,
            background: colors.surfaceRaised,
            border: `1px solid ${colors.accent}`,
          }}
        >
          <strong>{fillTemplate(content.welcome_back.title, { name: b.welcomeName })}</strong> {content.welcome_back.text}
        </div>
      ) : null}
      <main>
        <Hero content={hero} player={player} video={b.video} onCta={() => b.onCta('hero')} />
        <ContentOnly.SalesLetter content={content.sales_letter} />
        <ContentOnly.VideoTestimonials content={content.video_testimonials} />
        <ContentOnly.ThreePillars content={content.three_pillars} />
        <OriginStory content={content.origin_story} onCta={b.onPricingLink} />
        <Framework content={content.framework} onCta={b.onPricingLink} />
        <MemberWins content={content.member_wins} onCta={() => b.onCta('case-study')} />
        <ContentOnly.TestimonialWidget content={content.testimonial_widget} embedUrl={b.testimonialEmbedUrl} />
        <Section id="roi" heading={content.roi.heading}>
          <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 20, marginBottom: 24 }}>
            <LiveAgencyCounter label={content.roi.live_counter?.label} count={content.urgency.sold_this_week} />
            {showCountdown ? <Countdown copy={content.roi.countdown} /> : null}
          </div>
          <RoiCalculator
            copy={content.roi}
            constants={{
              weeksPerMonth: f.weeks_per_month,
              automationFactor: f.automation_factor,
              hourlyValue: f.hourly_value,
              toolsReplaced: f.tools_replaced,
              toolMonthlyCost: f.tool_monthly_cost,
              hoursPerNewClient: f.hours_per_new_client,
            }}
            userName={b.userName}
            onCta={b.onRoiCta}
          />
        </Section>
        <ContentOnly.Stats content={content.stats} />
        <ContentOnly.Urgency content={content.urgency} />
        <PricingBlock
          content={content.pricing}
          onCta={() => b.onCta('final')}
          getStartedUrl={b.getStartedUrl}
          onGetStarted={b.onGetStarted}
        />
        <Comparison content={content.comparison} onDemoOpen={b.onDemoOpen} />
        <ContentOnly.Guarantee content={content.guarantee} />
        <ContentOnly.Objections content={content.objections} />
        <ContentOnly.BonusStack content={content.bonus_stack} />
        <FinalCta content={content.final_cta} onCta={() => b.onCta('final')} />
      </main>
      {b.captured ? (
        <div
          role="region"
          aria-label={content.lead_modal.captured_banner.region_label}
          css={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: 20,
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            gap: 16,
            padding: '14px 20px',
            background: colors.accentStrong,
            fontWeight: 700,
          }}
        >
          <span>{content.lead_modal.captured_banner.text}</span>
          <Button type="button" variant="ghost" onClick={b.onViewPricing} css={{ padding: '8px 16px', borderColor: '#fff' }}>
            {content.lead_modal.captured_banner.button_label}
          </Button>
        </div>
      ) : null}
    </>
  )
}
