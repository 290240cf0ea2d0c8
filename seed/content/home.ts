import { paragraphs } from './rich-text'
import type { GlobalSeedData, SeedContext } from './types'

const slider = (label: string, min: number, max: number, step: number, value: number) => ({ label, min, max, step, default: value })

/**
 * The home page's words and constants (spec sections 2, 4, 8 and 9). Where the spec quotes
 * words they are used verbatim; where it is silent the copy is ours, built from its claims
 * (docs/decisions/006 and 010). Lists of documents are every seeded document, in order.
 */
export function homeContent({ ids, heroVideoId, heroPosterId, socialCardId }: SeedContext): GlobalSeedData<'home'> {
  return {
    meta: {
      title: 'Agency Blueprint: Resell Local SEO at 10x Your Delivery Cost',
      description:
        'The white-label platform and $4M+ framework that helped 150+ agencies scale to $50K/month. Watch the free training and copy the model.',
      image: socialCardId,
    },
    header: { scarcity_line: 'Only {left} of {capacity} spots left this week' },
    welcome_back: {
      title: 'Welcome Back, {name}!',
      text: 'Your personalized plan below is based on your ROI calculation.',
    },
    hero: {
      headline: 'Resell Done-For-You Local SEO at 10x Your Delivery Cost',
      subheadline:
        'The white-label platform and $4M+ framework that helped 150+ agencies scale to $50K/month, while our experts do the fulfilment in a three-way chat with your clients.',
      cta_label: 'UNLOCK THE COMPLETE BLUEPRINT',
      video: heroVideoId,
      poster: heroPosterId,
    },
    sales_letter: {
      heading: 'Dear Agency Owner,',
      body: paragraphs(
        'If you run a marketing agency, you know the trap: every new client means more fulfilment, more hires and more late nights, and your margin shrinks as you grow.',
        'The agencies in our program stopped doing the delivery themselves. They resell a done-for-you local-SEO service under their own brand at roughly 10 times what it costs them, while our experts do the work in a three-way chat between the client, the agency and our team.',
        'Their clients get a white-label portal, a branded CRM and AI voice agents that answer every call. The agency owner gets recurring margin: members add $10K to $50K per month in new revenue.',
        'It is the same $4M+ framework that has helped 150+ agencies scale to $50K/month. Watch the training above, then keep reading: everything you need to copy it is on this page.',
      ),
    },
    video_testimonials: {
      heading: 'Hear It From Agency Owners Like You',
      testimonials: ids('testimonials'),
      video_label: 'Video testimonial from {name}',
    },
    three_pillars: {
      heading: 'The Three Pillars of a $50K/Month Agency',
      intro: 'Every member agency stands on the same three pillars. Get them right and growth stops depending on the hours you work.',
      pillars: [
        {
          title: 'White-Label Everything',
          description: 'Your brand on the client portal, the CRM and every report. Clients buy from you and only ever see you.',
        },
        {
          title: 'Experts Do the Fulfilment',
          description:
            'Our specialists deliver the local-SEO work in a three-way chat with you and your client, so you never hire for delivery.',
        },
        {
          title: 'Price on Value, Not Hours',
          description: 'Resell at roughly 10 times your delivery cost. Move the sliders below to see what that markup does to your margin.',
        },
      ],
      illustration: {
        search_query: 'plumber near me',
        before_label: 'Before',
        before_result: 'Page 3: invisible to 9 out of 10 searchers',
        after_label: 'After',
        after_result: 'Top 3 of the map pack: the phone starts ringing',
      },
      markup_calculator: {
        heading: 'See What a 10x Markup Does',
        delivery_cost: slider('Your delivery cost ($/month)', 100, 2000, 50, 500),
        multiplier: slider('Your markup (×)', 2, 20, 1, 10),
        cost_label: 'Your cost',
        revenue_label: 'Client pays',
        profit_label: 'Your profit',
        margin_label: 'Margin',
        cost_bar_px: 80,
        max_bar_px: 400,
      },
    },
    origin_story: {
      heading: 'How the Blueprint Started',
      body: paragraphs(
        'We started as a small local-SEO agency that did everything in-house. We grew to a dozen clients and nearly burned out: the more we sold, the less we earned per hour.',
        'So we turned the model around. We built a fulfilment team and a white-label platform, and let other agencies resell our work under their own brand at a healthy markup.',
        'That model became the $4M+ framework behind this page. More than 300 agencies have used it, and 150+ of them have scaled to $50K/month.',
      ),
      cta_label: 'See Plans and Pricing',
    },
    framework: {
      heading: 'The 9-Step BLUEPRINT Framework',
      subheading: 'Nine steps, one per letter, from your first white-label offer to a $50K/month agency.',
      steps: ids('framework-steps'),
      principle_label: 'Principle:',
      benefit_label: 'Benefit:',
      cta_label: 'Start Building My Blueprint',
    },
    member_wins: {
      heading: 'Member Wins',
      wins: ids('win-cards'),
      cta_label: 'Show Me How They Did It',
    },
    testimonial_widget: { heading: 'What Our Members Say', placeholder: '★★★★★' },
    roi: {
      heading: 'Calculate Your Agency ROI',
      personalized_heading: '{name}, Here Is Your Agency ROI',
      subheading: 'Move the sliders to see what automation and done-for-you fulfilment are worth to your agency every month.',
      clients: slider('Number of clients', 1, 50, 1, 5),
      hours_per_week: slider('Hours per week on admin', 5, 40, 1, 15),
      avg_client_value: slider('Average client value ($/month)', 500, 10_000, 100, 2000),
      formula: {
        weeks_per_month: 4,
        automation_factor: 0.6,
        hourly_value: 100,
        tools_replaced: 7,
        tool_monthly_cost: 50,
        hours_per_new_client: 10,
      },
      time_value_label: 'Time saved (at $100/hour)',
      tools_label: 'Tools replaced (7 × $50)',
      new_revenue_label: 'Revenue from new clients',
      total_label: 'Total monthly gain',
      yearly_label: 'Yearly gain',
      cta_display: 'Get Started Now - Save {amount}/mo',
      cta_interactive: 'Calculate My ROI & See Pricing - Save {amount}/mo',
      footer_guarantee: '{guarantee}',
      footer_setup: 'Setup in under 1 hour',
      modal: {
        title: 'See Your Personalized Plan',
        text: "You're about to save {amount}/month. Tell us where to send your personalized plan.",
        submit_label: 'See My Plan - Save {amount}/mo',
        busy_label: 'Processing...',
        success_message: 'Thanks! Calculating your personalized plan...',
        required_message: 'Please fill in all required fields',
        failure_message: 'Something went wrong. Please try again.',
      },
      live_counter: { label: '{count} agencies joined this week' },
      countdown: {
        label: 'Your price lock expires in',
        default_hours: 24,
        hours_label: 'hours',
        minutes_label: 'minutes',
        seconds_label: 'seconds',
      },
    },
    stats: {
      heading: 'The Numbers Behind the Blueprint',
      items: [
        { value: '87%', label: 'less admin' },
        { value: '99%', label: 'on-time delivery' },
        { value: '94%', label: 'see ROI in under 45 days' },
        { value: '{rating}/5', label: 'from {review_count} reviews' },
        { value: '91%', label: 'of teams onboarded within 7 days' },
      ],
      differentiators_heading: 'Why Agencies Choose Us',
      differentiators: [
        {
          title: 'Experts, Not Just Software',
          description: 'Specialists fulfil every order in a three-way chat with you and your client.',
        },
        { title: 'Your Brand Everywhere', description: 'The client portal, the CRM and the reports carry your name, never ours.' },
        { title: 'AI Voice Agents Included', description: 'Every call is answered and followed up, day and night, so no lead goes cold.' },
        { title: 'Coaching Every Week', description: 'Live coaching calls keep you moving from your first client to $50K/month.' },
      ],
    },
    urgency: {
      heading: 'Lock In Your Price Before Your Timer Runs Out',
      price_lock:
        'The {rise_plan} plan is {rise_from}/month until it rises to {rise_price}/month {rise_when}. Join now and your {rise_from} price is locked in for life.',
      fast_action_title: 'Fast-Action Bonus: a Free Strategy Session',
      fast_action_text:
        'Join before your price lock expires and get a 1-on-1 strategy session worth $497, free. Limited to 10 agencies per week.',
      fast_action_value: 497,
      // The fast-action bonus's limit of 10 a week is the capacity: spots left are 10 minus this week's sales.
      spots_capacity: 10,
      spots_left_label: 'Only {count} spots left this week',
      last_spot_sold_label: 'Last spot sold {minutes} minutes ago',
    },
    pricing: {
      heading: 'Everything You Get',
      value_stack: ids('value-stack-items'),
      total_label: 'Total value',
      price_label: 'Your price today',
      price: 497,
      savings_label: 'You save {amount}/month',
      onboarding_bonus_label: 'Done-with-you onboarding bonus',
      onboarding_bonus_value: 997,
      cta_label: 'Claim My Spot Now',
      get_started_label: 'Get Started Now',
    },
    comparison: {
      heading: 'Compare Plans',
      columns: { starter: 'Starter', professional: 'Professional', enterprise: 'Enterprise' },
      rows: ids('comparison-rows'),
      demo_label: 'Watch demo',
      website_dev_label: 'Need a website too? See website development',
      website_dev: {
        title: 'Website Development',
        text: 'We design and build a conversion-focused website for your agency or your clients, delivered by the same expert team.',
        starter_label: 'Starter website',
        starter_price: 2500,
        premium_label: 'Premium website',
        premium_price: 5000,
        price_from_label: 'from {amount}',
      },
    },
    guarantee: { heading: 'Our Guarantees', cards: ids('guarantee-cards') },
    objections: { heading: 'Still on the Fence?', items: ids('objections') },
    bonus_stack: {
      heading: 'Plus These Bonuses',
      bonuses: ids('bonuses'),
      total_label: 'Total bonus value:',
      priceless_label: 'Priceless',
    },
    final_cta: {
      heading: 'Ready to Build Your Agency on the Blueprint?',
      text: 'Get the full breakdown of the framework that generated $4M+ and helped 150+ agencies scale to $50K/month.',
      cta_label: 'Show Me The Complete Breakdown',
    },
    footer: { note: 'Agency Blueprint. All rights reserved.' },
    lead_modal: {
      hero: {
        headline: 'Unlock The Complete Blueprint',
        subtitle: 'Tell us where to send it and unlock the full details of the training: exactly how 150+ agencies scaled to $50K/month.',
      },
      framework: {
        headline: 'Get The Full 9-Step Framework',
        subtitle: 'Unlock the full details of the BLUEPRINT framework, all nine steps, with the training that explains each one.',
      },
      case_study: {
        headline: 'See How Our Members Did It',
        subtitle: 'Unlock the full details of the training, including the exact numbers behind every member win.',
      },
      final: {
        headline: 'Get The Complete Breakdown',
        subtitle: 'Unlock the full details of the training and the framework that generated $4M+ for our members.',
      },
      first_name_label: 'First name',
      last_name_label: 'Last name (optional)',
      email_label: 'Email',
      phone_label: 'Phone',
      mrr_label: 'Monthly recurring revenue',
      mrr_placeholder: 'Select a range',
      submit_label: 'Unlock The Training',
      busy_label: 'Unlocking...',
      success_title: 'Success!',
      success_text: 'Thank you! Continuing your training now...',
      error_title: 'Error',
      error_fallback: 'Something went wrong. Please try again.',
      privacy_note: '🔒 We never share your details.',
      exit_confirmation: {
        title: 'Are you sure?',
        text: "If you close now, you'll miss out on:",
        benefits: [
          { text: 'The framework that generated $4M+' },
          { text: 'How 150+ agencies scaled to $50K/month' },
          { text: 'Lifetime access to the training' },
        ],
        stay_label: "Yes, I'll Submit My Info",
        leave_label: "No, I'll Pass (Close)",
      },
      captured_banner: { text: "You're in! Keep scrolling...", button_label: 'View Pricing Now', region_label: 'Lead captured' },
    },
    video_player: {
      duration_seconds: 871,
      lead_gate_seconds: 60,
      unlock_threshold: 100,
      exit_intent_below_percent: 90,
      progress_curve: { fast_until: 25, fast_rate: 1.5, normal_until: 75, slow_rate: 0.6 },
      locked_badge: 'Watch {percent}% to unlock',
      unlocked_badge: 'Content Unlocked!',
      exit_title: "Wait! Don't Leave Yet!",
      exit_text: 'The most important part of the training is still ahead: the exact steps our members use to reach $50K/month.',
      continue_label: 'Continue Watching',
      mute_label: 'Mute',
      unmute_label: 'Unmute',
      fullscreen_label: 'Fullscreen',
      engagement: {
        viewers_min: 5,
        viewers_label: '{count} watching now',
        joined_enabled: true,
        joined_interval_min_seconds: 10,
        joined_interval_max_seconds: 20,
        joined_template: '{name} from {city} just joined',
        joined_template_no_city: '{name} just joined',
        emojis: '🔥 👏 💰 🚀 💯 🙌',
        emoji_seconds: 3,
        milestones: [
          { from_percent: 30, to_percent: 35, message: "You're getting to the good part: the pricing model is next." },
          { from_percent: 60, to_percent: 65, message: 'Almost there: the full BLUEPRINT unlocks at the end.' },
        ],
        spots_left_badge: '{count} spots left this week',
      },
    },
    scroll_gates: { first: 30, second: 60, third: 90, debounce_ms: 100 },
  }
}
