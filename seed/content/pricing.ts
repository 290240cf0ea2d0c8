import type { GlobalSeedData, SeedContext } from './types'

/**
 * The pricing page's words and constants (spec sections 2, 4, 8 and 9). Quoted words are
 * the spec's; the rest is ours, built from its claims (docs/decisions/026). Plans, table
 * rows and the 15 FAQs are every seeded document, in order.
 */
export function pricingContent({ ids, socialCardId }: SeedContext): GlobalSeedData<'pricing'> {
  return {
    meta: {
      title: 'Pricing: Agency Blueprint Plans from $197 per Month',
      description: 'Starter, Professional and Enterprise plans for white-label agencies. Annual billing gives you 2 months free.',
      image: socialCardId,
    },
    top_bar: {
      offer_text: 'Limited offer: lock in Professional at $497/month for life before the timer runs out.',
      cta_label: 'Claim Your Spot',
      countdown: { label: 'Offer ends in', default_hours: 24, hours_label: 'Hours', minutes_label: 'Minutes', seconds_label: 'Seconds' },
    },
    welcome_back: {
      title: 'Welcome back, {name}!',
      text: 'Here are the plans that fit the numbers you just calculated.',
    },
    header: {
      eyebrow: 'Pricing',
      heading: 'Choose Your Agency Plan',
      subheading: 'Resell done-for-you local SEO under your own brand. Start today and our team does the fulfilment.',
    },
    value_stack: {
      heading: 'Everything You Get',
      text: 'Bought one piece at a time, the people, tools and training behind every plan would cost you this each month:',
      items: ids('value-stack-items'),
      total_label: 'Total value',
      price_label: '{plan} today',
      savings_label: 'You save {amount} every month',
    },
    coaching: {
      badge: 'By application only',
      title: 'Private Founder Coaching',
      text: 'Work one-on-one with the founder to design, launch and scale your agency model, with weekly private calls and direct access between them.',
      price_label: 'From $10K+',
      spots_label: '3 spots per quarter',
      response_label: 'Response in 24h',
      cta_label: 'Apply for Coaching',
    },
    billing: {
      label: 'Billing period',
      monthly_label: 'Monthly',
      annual_label: 'Annual',
      annual_badge: '2 months free (16%)',
      per_month: '/month',
      per_year: '/year',
      annual_note: 'Just {amount}/month, billed annually',
    },
    plans: ids('plans'),
    checkout: {
      plans_label: 'Plans',
      processing_label: 'Processing...',
      opening_message: 'Opening checkout...',
      discount_note: 'Code {code} applied: {percent}% off at checkout',
    },
    paid_trial: {
      name: 'Paid Trial',
      price_label: '$50 one-time',
      then_label: 'then $197/month',
      description: 'Try the Starter plan for a month before you commit: the platform, your first client set up and a coaching call.',
      features: [{ text: 'Starter plan for 30 days' }, { text: 'Your first client set up with you' }, { text: 'One coaching call' }],
      spots_total: 100,
      spots_left: 0,
      spots_label: '{left} of {total} spots left',
      sold_out_label: 'Sold Out',
      next_opening_label: 'Next opening in 3 months',
      cta_label: 'Join the Waitlist',
    },
    waitlist: {
      title: 'Join the Paid-Trial Waitlist',
      text: 'All 100 trial spots are taken. Leave your details and we will tell you first when the next round opens.',
      first_name_label: 'First name',
      last_name_label: 'Last name',
      email_label: 'Email',
      phone_label: 'Phone',
      submit_label: 'Join the Waitlist',
      busy_label: 'Joining...',
      success_message: "You're on the waitlist!",
      failure_message: 'Failed to join waitlist. Please try again.',
    },
    consultation: {
      badge: 'Free',
      title: 'Not sure yet? Book a free consultation',
      text: 'A 30-minute call with our team: we look at your agency, your clients and which plan pays back fastest.',
      embed_title: 'Free consultation booking calendar',
      fallback_text: 'The booking calendar cannot be shown here right now. Write to us and we will send you a time that suits you.',
      fallback_link_label: 'Email us to book',
      open_label: 'Open the calendar in a new tab',
    },
    comparison: {
      heading: 'Compare Plans',
      feature_column: 'Feature',
      columns: { starter: 'Starter', professional: 'Professional', enterprise: 'Enterprise' },
      rows: ids('comparison-rows'),
      included_label: 'Included',
      not_included_label: 'Not included',
    },
    faq: { heading: 'Frequently Asked Questions', items: ids('faqs') },
    three_options: {
      heading: 'You Have Three Options',
      intro: 'Every agency owner who reads this page does one of three things.',
      options: [
        {
          title: 'Option 1: Do nothing',
          text: 'Keep doing the fulfilment yourself. Every new client means more hours, more hires and a thinner margin.',
          verdict: 'Same results next year',
          recommended: false,
        },
        {
          title: 'Option 2: Build it yourself',
          text: 'Hire a team, buy the tools and learn by trial and error. Months of setup and thousands in salaries before the first profit.',
          verdict: 'Slow and expensive',
          recommended: false,
        },
        {
          title: 'Option 3: Join Agency Blueprint',
          text: 'Resell our done-for-you local SEO under your brand at 10x the delivery cost, set up in 24-48 hours, with coaching every week.',
          verdict: 'The fastest path to $50K/month',
          recommended: true,
        },
      ],
    },
    final_cta: {
      heading: 'Ready to Scale Your Agency?',
      text: 'Pick your plan today and lock in your price for life, or book a demo and see the platform first.',
      plans_label: 'Choose Your Plan',
      demo_label: 'Book a Demo',
    },
    ps: {
      notes: [
        {
          label: 'P.S.',
          text: 'The {rise_plan} plan rises to {rise_price}/month {rise_when}. Join before then and keep {rise_from}/month for as long as you stay.',
        },
        {
          label: 'P.P.S.',
          text: 'Every plan is backed by our 30-day money-back guarantee: if you do not save 20 hours in your first month, you get a full refund.',
        },
      ],
    },
    footer: { note: 'Agency Blueprint. All rights reserved.' },
    demo_button: { label: 'Get Demo' },
    exit_intent: {
      title: "Wait! Here's {percent}% Off",
      text: 'Take {percent}% off your first payment on any plan. Use this code at checkout:',
      code: 'SCALE20',
      percent_off: 20,
      code_label: 'Your discount code',
      copy_label: 'Copy Code',
      copied_message: 'Discount code copied!',
      claim_label: 'Claim My Discount',
      dismiss_label: 'No thanks',
      applied_message: 'Code {code} will be applied at checkout',
      desktop_delay_seconds: 30,
      mobile_delay_seconds: 45,
      mobile_scroll_percent: 50,
    },
  }
}
