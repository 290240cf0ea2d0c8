import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { CountdownCopy } from './Countdown'
import type { LeadModalCopy } from './LeadCaptureModal'
import type { MarkupCalculatorCopy } from './MarkupCalculator'
import type { RoiCalculatorCopy } from './RoiCalculator'
import type { RoiModalCopy } from './RoiLeadModal'

/** The home global as served with depth 1 (collections/Home/sections.ts). */
type Doc<T> = T & { id: number | string }
type Media = { url?: string | null; mimeType?: string | null; filename?: string | null }
/** Lexical's JSON of a rich-text field, as the admin edits it; pages render its `_html` twin. */
export type RichTextJson = SerializedEditorState

export type Testimonial = Doc<{ name: string; title: string; video_embed?: string | null; quote: string; highlight?: string | null }>
export type WinCard = Doc<{ name: string; achievement: string; timeline: string; value: string; highlight?: string | null }>
export type FrameworkStep = Doc<{ letter: string; word: string; description: string; principle: string; benefit: string }>
export type Faq = Doc<{ question: string; answer: RichTextJson; answer_html: string }>
export type Objection = Doc<{ title: string; objection: string; answer: RichTextJson; answer_html: string; proof: string }>
export type Bonus = Doc<{ title: string; description: RichTextJson; description_html: string; value?: number | null; priceless?: boolean | null }>
export type ValueStackItem = Doc<{ item_name: string; monthly_value: number }>
export type GuaranteeCard = Doc<{ title: string; description: RichTextJson; description_html: string; badge: string }>
export type DemoVideo = Doc<{ title: string; description?: string | null; video_url: string; price_claim?: string | null }>
export type PlanCell = { kind: 'text' | 'yes' | 'no'; text?: string | null }
export type ComparisonRow = Doc<{
  name: string
  starter: PlanCell
  professional: PlanCell
  enterprise: PlanCell
  demo_video?: DemoVideo | number | string | null
  // Filled from the linked demo video on read (virtual fields), so depth 1 is enough.
  demo_title?: string | null
  demo_description?: string | null
  demo_video_url?: string | null
  demo_price_claim?: string | null
}>

export type HomePageContent = {
  header: { scarcity_line: string }
  welcome_back: { title: string; text: string }
  hero: { headline: string; subheadline?: string | null; cta_label: string; video?: Media | number | string | null }
  sales_letter: { heading: string; body: RichTextJson; body_html: string }
  video_testimonials: { heading: string; testimonials: (Testimonial | number | string)[]; video_label: string }
  three_pillars: {
    heading: string
    intro: string
    pillars: { title: string; description: string }[]
    illustration: { before_label: string; before_result: string; after_label: string; after_result: string; search_query: string }
    markup_calculator: MarkupCalculatorCopy
  }
  origin_story: { heading: string; body: RichTextJson; body_html: string; cta_label: string }
  framework: { heading: string; subheading: string; steps: (FrameworkStep | number | string)[]; principle_label: string; benefit_label: string; cta_label: string }
  member_wins: { heading: string; wins: (WinCard | number | string)[]; cta_label: string }
  testimonial_widget: { heading: string; embed_url?: string | null; placeholder: string }
  roi: RoiCalculatorCopy & {
    formula: {
      weeks_per_month: number
      automation_factor: number
      hourly_value: number
      tools_replaced: number
      tool_monthly_cost: number
      hours_per_new_client: number
    }
    modal: RoiModalCopy
    live_counter: { label: string; start: number; interval_seconds: number; rise_chance: number }
    countdown: CountdownCopy
  }
  stats: { heading: string; items: { value: string; label: string }[]; differentiators_heading: string; differentiators: { title: string; description: string }[] }
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
    value_stack: (ValueStackItem | number | string)[]
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
    rows: (ComparisonRow | number | string)[]
    demo_label: string
    website_dev_label: string
    website_dev: {
      title: string
      text: string
      starter_label: string
      starter_price: number
      premium_label: string
      premium_price: number
      price_from_label: string
    }
  }
  guarantee: { heading: string; cards: (GuaranteeCard | number | string)[] }
  objections: { heading: string; items: (Objection | number | string)[] }
  bonus_stack: { heading: string; bonuses: (Bonus | number | string)[]; total_label: string; priceless_label: string }
  final_cta: { heading: string; text: string; cta_label: string }
  footer?: { note?: string | null } | null
  lead_modal: LeadModalCopy & { captured_banner: { text: string; button_label: string; region_label: string } }
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
      joined_names: { name: string; city: string }[]
      emojis: string
      emoji_seconds: number
      milestones: { from_percent: number; to_percent: number; message: string }[]
      spots_left_badge: string
    }
  }
  scroll_gates: { first: number; second: number; third: number; debounce_ms: number }
}

/** Relationship values are documents at depth ≥ 1; ids (unpublished or deleted) are skipped. */
export function docs<T extends object>(values: (T | number | string)[] | null | undefined): T[] {
  return (values ?? []).filter((v): v is T => typeof v === 'object' && v !== null)
}
