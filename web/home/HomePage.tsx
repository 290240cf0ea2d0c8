import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useContent, useInitialData } from '../lib/initial-data'
import { useFunnelTracker } from '../lib/tracking'
import { Spinner } from '../ui/Spinner'
import { HomeView, type CtaContext, type HomeBehaviour } from './HomeView'
import type { CapturedLead, LeadModalContext } from './LeadCaptureModal'
import { readLeadState, storeLeadState, type LeadState } from '../lib/lead-state'
import type { RoiInput } from './roi'
import { useScrollGates, type ScrollGate } from './useScrollGates'

const HomeLivePreview = lazy(() => import('./HomeLivePreview'))
const LeadCaptureModal = lazy(() => import('./LeadCaptureModal'))
const RoiLeadModal = lazy(() => import('./RoiLeadModal'))

type OpenModal = { kind: 'lead'; context: LeadModalContext } | { kind: 'roi'; input: RoiInput; totalMonthlyGain: number } | null

const WELCOME_REFS = ['roi_calculator', 'calculator']

/**
 * The home landing page with its funnel behaviour: the lead gate (modal, scroll gates,
 * video gate), the ROI modal, welcome-back banner, and funnel events for each step.
 */
export function HomePage() {
  const content = useContent('home')
  const settings = useContent('site-settings')
  const { preview } = useInitialData()
  const tracker = useFunnelTracker()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [inPreviewFrame, setInPreviewFrame] = useState(false)
  const [lead, setLead] = useState<LeadState>({ captured: false, email: '', firstName: '', lastName: '' })
  const [modal, setModal] = useState<OpenModal>(null)
  const state = useRef({ lead, modal })
  state.current = { lead, modal }

  useEffect(() => setInPreviewFrame(!!preview && window.parent !== window), [preview])
  // A visitor with nothing stored (most) keeps the first state: no second render of the whole page.
  useEffect(() => {
    const stored = readLeadState()
    setLead((current) => ((Object.keys(stored) as (keyof LeadState)[]).every((key) => stored[key] === current[key]) ? current : stored))
  }, [])

  const goToPricing = useCallback(() => {
    const email = state.current.lead.email
    navigate(email ? `/pricing?email=${encodeURIComponent(email)}` : '/pricing')
  }, [navigate])

  const openLeadModal = useCallback(
    (context: LeadModalContext, trigger: string) => {
      if (state.current.modal) return
      tracker.track('lead_modal_open', { context, trigger })
      setModal({ kind: 'lead', context })
    },
    [tracker],
  )

  const gates = useMemo<ScrollGate[]>(
    () =>
      content
        ? [
            { percent: content.scroll_gates.first, context: 'hero' },
            { percent: content.scroll_gates.second, context: 'framework' },
            { percent: content.scroll_gates.third, context: 'final' },
          ]
        : [],
    [content],
  )
  useScrollGates({
    gates,
    debounceMs: content?.scroll_gates.debounce_ms ?? 100,
    enabled: () => !state.current.lead.captured && !state.current.modal,
    onGate: (gate) => {
      tracker.track('scroll_gate', { percent: gate.percent, context: gate.context })
      openLeadModal(gate.context, 'scroll')
    },
  })

  const onCaptured = useCallback(
    (captured: CapturedLead, source: string) => {
      storeLeadState(captured)
      setLead({ captured: true, email: captured.email, firstName: captured.firstName, lastName: captured.lastName })
      setModal(null)
      tracker.setLeadId(captured.leadId)
      tracker.track('lead_captured', { source })
    },
    [tracker],
  )

  if (!content) return <Spinner />
  if (inPreviewFrame)
    return (
      <Suspense fallback={<HomeView content={content} />}>
        <HomeLivePreview initialData={content} />
      </Suspense>
    )

  const ref = params.get('ref')
  const email = params.get('email') ?? ''
  const welcomeName = ref && WELCOME_REFS.includes(ref) && email ? email.split('@')[0] : undefined

  const behaviour: HomeBehaviour = {
    onCta(context: CtaContext) {
      tracker.track('cta_click', { context })
      if (state.current.lead.captured) goToPricing()
      else openLeadModal(context, 'cta')
    },
    onPricingLink() {
      tracker.track('cta_click', { context: 'pricing_link' })
      goToPricing()
    },
    onRoiCta(input, totalMonthlyGain) {
      tracker.track('roi_cta_click', { ...input, totalMonthlyGain })
      setModal({ kind: 'roi', input, totalMonthlyGain })
    },
    onDemoOpen: (row) => tracker.track('demo_video_open', { row }),
    onGetStarted: () => tracker.track('get_started_click', {}),
    onViewPricing() {
      tracker.track('cta_click', { context: 'captured_banner' })
      goToPricing()
    },
    video: {
      leadCaptured: lead.captured,
      onLeadGate: () => openLeadModal('hero', 'video'),
      onUnlock: () => tracker.track('video_unlocked', {}),
      onMilestone: (percent: number) => tracker.track('video_milestone', { percent }),
    },
    welcomeName,
    userName: lead.firstName || welcomeName,
    captured: lead.captured,
    getStartedUrl: settings?.payment_links?.get_started_url,
    testimonialEmbedUrl: settings?.embeds?.testimonial_widget_url,
  }

  return (
    <>
      <HomeView content={content} behaviour={behaviour} />
      <Suspense fallback={null}>
        {modal?.kind === 'lead' ? (
          <LeadCaptureModal
            context={modal.context}
            copy={content.lead_modal}
            onCaptured={(captured) => {
              tracker.track('lead_submit', { context: modal.context })
              onCaptured(captured, modal.context)
            }}
            onClose={() => {
              tracker.track('lead_modal_dismissed', { context: modal.context })
              setModal(null)
            }}
          />
        ) : null}
        {modal?.kind === 'roi' ? (
          <RoiLeadModal
            copy={content.roi.modal}
            labels={content.lead_modal}
            input={modal.input}
            totalMonthlyGain={modal.totalMonthlyGain}
            onCaptured={(captured) => {
              tracker.track('roi_submit', { totalMonthlyGain: modal.totalMonthlyGain })
              onCaptured(captured, 'roi_calculator')
              const target = document.getElementById('video-testimonials') ?? document.querySelector('main section')
              target?.scrollIntoView({ behavior: 'smooth' })
            }}
            onClose={() => setModal(null)}
          />
        ) : null}
      </Suspense>
    </>
  )
}
