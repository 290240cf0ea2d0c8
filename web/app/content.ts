/**
 * Which CMS content each public route renders, shared by the server (which loads it before
 * rendering) and the client (which hydrates with it and fetches it on client navigation).
 */
export type ContentKey = 'site-settings' | 'home'

export type SiteSettings = {
  theme: 'system' | 'light' | 'dark'
  support_email: string
  payment_links?: { get_started_url?: string | null } | null
  embeds?: { booking_widget_url?: string | null; coaching_booking_url?: string | null; testimonial_widget_url?: string | null } | null
}

/** A document of a funnel-content collection as the REST API serves it. */
type Doc<T> = T & { id: number | string; createdAt?: string; updatedAt?: string }

/** A file of the `media` collection (`url` is served by Payload, e.g. /api/media/file/x.webm). */
export type MediaDoc = Doc<{
  alt?: string | null
  url?: string | null
  filename?: string | null
  mimeType?: string | null
  filesize?: number | null
  width?: number | null
  height?: number | null
}>

/** Spec section 3, "Content items" (collections/content). */
export type Testimonial = Doc<{ name: string; title: string; video_embed?: string | null; quote: string; highlight?: string | null }>
export type WinCard = Doc<{ name: string; achievement: string; timeline: string; value: string; highlight?: string | null }>
export type FrameworkStep = Doc<{ letter: string; word: string; description: string; principle: string; benefit: string }>
export type Faq = Doc<{ question: string; answer: string }>
export type Objection = Doc<{ title: string; objection: string; answer: string; proof: string }>
/** `value` is dollars; `priceless` shows "Priceless" instead. */
export type Bonus = Doc<{ title: string; description: string; value?: number | null; priceless?: boolean | null }>
export type ValueStackItem = Doc<{ item_name: string; monthly_value: number }>
export type GuaranteeCard = Doc<{ title: string; description: string; badge: string }>
export type DemoVideo = Doc<{ title: string; description?: string | null; video_url: string; price_claim?: string | null }>
export type PlanCell = { kind: 'text' | 'yes' | 'no'; text?: string | null }
/**
 * A plan-comparison row. `demo_video` is only an id when the row itself was populated
 * (the home page at depth 1); the read-only `demo_*` copies are filled in at any depth.
 */
export type ComparisonRow = Doc<{
  name: string
  starter: PlanCell
  professional: PlanCell
  enterprise: PlanCell
  demo_video?: DemoVideo | number | string | null
  demo_title?: string | null
  demo_description?: string | null
  demo_video_url?: string | null
  demo_price_claim?: string | null
}>

/** A slider of a calculator: its label and range. */
export type SliderContent = { label: string; min: number; max: number; step: number; default: number }
type Paragraphs = { text: string; id?: string | null }[]
/** An array row as served: Payload adds an id to every row. */
type Row<T> = T & { id?: string | null }

/**
 * The home global (collections/Home/sections.ts) as served with depth 1: relationships
 * are populated documents. `{name}`, `{amount}`, `{percent}`, `{count}` and `{city}` in a
 * text are placeholders the page fills in.
 */
export type HomeContent = {
  header: { scarcity_line: string }
  welcome_back: { title: string; text: string }
  hero: { headline: string; subheadline?: string | null; cta_label: string; video?: MediaDoc | null }
  sales_letter: { heading: string; paragraphs: Paragraphs }
  video_testimonials: { heading: string; testimonials: Testimonial[] }
  three_pillars: {
    heading: string
    intro: string
    pillars: Row<{ title: string; description: string }>[]
    illustration: { before_label: string; before_result: string; after_label: string; after_result: string; search_query: string }
    markup_calculator: {
      heading: string
      delivery_cost: SliderContent
      multiplier: SliderContent
      cost_label: string
      revenue_label: string
      profit_label: string
      margin_label: string
      cost_bar_px: number
      max_bar_px: number
    }
  }
  origin_story: { heading: string; paragraphs: Paragraphs; cta_label: string }
  framework: { heading: string; subheading: string; steps: FrameworkStep[]; cta_label: string }
  member_wins: { heading: string; wins: WinCard[]; cta_label: string }
  testimonial_widget: { heading: string; embed_url?: string | null }
  roi: {
    heading: string
    personalized_heading: string
    subheading: string
    clients: SliderContent
    hours_per_week: SliderContent
    avg_client_value: SliderContent
    formula: {
      weeks_per_month: number
      automation_factor: number
      hourly_value: number
      tools_replaced: number
      tool_monthly_cost: number
      hours_per_new_client: number
    }
    time_value_label: string
    tools_label: string
    new_revenue_label: string
    total_label: string
    yearly_label: string
    cta_display: string
    cta_interactive: string
    footer_guarantee: string
    footer_setup: string
    modal: {
      title: string
      text: string
      submit_label: string
      busy_label: string
      success_message: string
      required_message: string
      failure_message: string
    }
    live_counter: { label: string; start: number; interval_seconds: number; rise_chance: number }
    countdown: { label: string; default_hours: number }
  }
  stats: {
    heading: string
    items: Row<{ value: string; label: string }>[]
    differentiators_heading: string
    differentiators: Row<{ title: string; description: string }>[]
  }
  urgency: {
    heading: string
    price_lock: string
    price_now: number
    price_after: number
    price_rise_date: string
    fast_action_title: string
    fast_action_text: string
    fast_action_hours: number
    fast_action_value: number
    fast_action_limit_per_week: number
  }
  pricing: {
    heading: string
    value_stack: ValueStackItem[]
    total_label: string
    price_label: string
    price: number
    savings_label: string
    onboarding_bonus_label: string
    onboarding_bonus_value: number
    cta_label: string
    get_started_label: string
  }
  comparison: {
    heading: string
    columns: { starter: string; professional: string; enterprise: string }
    rows: ComparisonRow[]
    demo_label: string
    website_dev_label: string
    website_dev: { title: string; text: string; starter_label: string; starter_price: number; premium_label: string; premium_price: number }
  }
  guarantee: { heading: string; cards: GuaranteeCard[] }
  objections: { heading: string; items: Objection[] }
  bonus_stack: { heading: string; bonuses: Bonus[]; total_label: string }
  final_cta: { heading: string; text: string; cta_label: string }
  footer?: { note?: string | null } | null
  lead_modal: {
    hero: { headline: string; subtitle: string }
    framework: { headline: string; subtitle: string }
    case_study: { headline: string; subtitle: string }
    final: { headline: string; subtitle: string }
    first_name_label: string
    last_name_label: string
    email_label: string
    phone_label: string
    mrr_label: string
    submit_label: string
    busy_label: string
    success_title: string
    success_text: string
    error_title: string
    error_fallback: string
    exit_confirmation: { title: string; text: string; benefits: Row<{ text: string }>[]; stay_label: string; leave_label: string }
    captured_banner: { text: string; button_label: string }
  }
  video_player: {
    duration_seconds: number
    lead_gate_seconds: number
    unlock_threshold: number
    exit_intent_below_percent: number
    progress_curve: { fast_until: number; fast_rate: number; normal_until: number; slow_rate: number }
    locked_badge: string
    unlocked_badge: string
    exit_title: string
    exit_text: string
    continue_label: string
    mute_label: string
    unmute_label: string
    fullscreen_label: string
    engagement: {
      viewers_start: number
      viewers_cap: number
      viewers_step_max: number
      viewers_interval_min_seconds: number
      viewers_interval_max_seconds: number
      viewers_label: string
      joined_interval_min_seconds: number
      joined_interval_max_seconds: number
      joined_template: string
      joined_names: Row<{ name: string; city: string }>[]
      emojis: string
      emoji_seconds: number
      milestones: Row<{ from_percent: number; to_percent: number; message: string }>[]
      spots_left_badge: string
    }
  }
  scroll_gates: { first: number; second: number; third: number; debounce_ms: number }
  _status?: 'draft' | 'published' | null
  updatedAt?: string | null
}

export type ContentMap = { 'site-settings': SiteSettings; home: HomeContent }
export type InitialData = { content: Partial<ContentMap>; visitorId: string; preview?: boolean }

const SHARED: ContentKey[] = ['site-settings']

/** The route table of spec section 2; '*' patterns match any deeper path. */
export const ROUTE_CONTENT: { pattern: string; content: ContentKey[] }[] = [
  { pattern: '/', content: [...SHARED, 'home'] },
  { pattern: '/home', content: [...SHARED, 'home'] },
  { pattern: '/pricing', content: SHARED },
  { pattern: '/auth', content: SHARED },
  { pattern: '/getdemo', content: SHARED },
  { pattern: '/get-demo', content: SHARED },
  { pattern: '/success', content: SHARED },
  { pattern: '/cancel', content: SHARED },
  { pattern: '/survey', content: SHARED },
  { pattern: '/offer', content: SHARED },
  { pattern: '/offer/checkout', content: SHARED },
  { pattern: '/offer/success', content: SHARED },
  { pattern: '/app', content: SHARED },
  { pattern: '/app/*', content: SHARED },
]

/** The content a path needs, and whether the path exists at all (404 otherwise). */
export function routeContent(pathname: string): { found: boolean; content: ContentKey[] } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  for (const route of ROUTE_CONTENT) {
    if (route.pattern.endsWith('/*') ? path.startsWith(route.pattern.slice(0, -1)) : path === route.pattern)
      return { found: true, content: route.content }
  }
  return { found: false, content: SHARED }
}
