import type { GlobalSeedData, SeedContext } from './types'

/**
 * The words of the pages around payment: /success, /cancel and /getdemo (spec section 2).
 * Quoted words ('Before you go...', 'Back to Home', 'Contact Support') are the spec's; the
 * rest is ours (docs/decisions/026).
 */
export const successPageContent = ({ socialCardId }: SeedContext): GlobalSeedData<'success-page'> => ({
  meta: {
    title: 'Payment Successful: Welcome to Agency Blueprint',
    description: 'Your Agency Blueprint subscription is active. Here is what happens next and how to reach our team.',
    image: socialCardId,
  },
  heading: 'Payment Successful!',
  text: 'Welcome to Agency Blueprint. Your subscription is active and a receipt is on its way to your inbox.',
  checking_label: 'Confirming your subscription...',
  plan_label: 'Your plan',
  renewal_label: 'Renews on',
  pending_text: 'Your payment went through. Your plan appears here and in your workspace within a minute.',
  next_steps_heading: 'Next Steps',
  next_steps: [
    { title: 'Check your inbox', text: 'Your receipt and your login details are in your e-mail.' },
    { title: 'Open your workspace', text: 'Set your agency name, logo and brand colour so your clients see your brand.' },
    { title: 'Book your onboarding call', text: 'Our team sets up your account with you in 24-48 hours.' },
  ],
  home_label: 'Back to Home',
  support_label: 'Contact Support',
  support_subject: 'Help with my subscription',
})

export const cancelPageContent = ({ socialCardId }: SeedContext): GlobalSeedData<'cancel-page'> => ({
  meta: {
    title: 'Before You Go: Agency Blueprint Offers for You',
    description: 'Tell us why you are leaving Agency Blueprint and see the offer we have for agencies in your situation.',
    image: socialCardId,
  },
  heading: 'Before you go...',
  text: 'Tell us what is holding you back. We may have something that fixes it.',
  reasons_label: 'Why are you leaving?',
  reasons: [
    {
      reason: 'It is too expensive',
      offer_title: 'Take 20% off instead',
      offer_text: 'Stay on your plan with 20% off with code SCALE20, or switch to Starter at $197/month and keep your clients.',
      offer_cta_label: 'See the plans',
      offer_cta_url: '/pricing',
    },
    {
      reason: 'I do not have time right now',
      offer_title: 'Let our team do the setup',
      offer_text: 'We set up your account and your first client with you in 24-48 hours, so you spend less than an hour on it.',
      offer_cta_label: 'Book a setup call',
      offer_cta_url: '/getdemo',
    },
    {
      reason: 'I am not sure it will work for me',
      offer_title: 'See it working first',
      offer_text: 'Book a free demo: we show you the platform with an agency like yours. The 30-day money-back guarantee still stands.',
      offer_cta_label: 'Book a free demo',
      offer_cta_url: '/getdemo',
    },
    {
      reason: 'I need a feature that is missing',
      offer_title: 'Tell us what you need',
      offer_text:
        'Most missing features are already on the Professional or Enterprise plan, or on our roadmap. Ask us and we answer within 24h.',
      offer_cta_label: 'Compare the plans',
      offer_cta_url: '/pricing',
    },
  ],
  offer_delay_ms: 300,
  call_widget: {
    title: 'Prefer to talk it through?',
    text: 'A 15-minute call with our team often answers the question that is holding you back.',
    cta_label: 'Book a call',
    dismiss_label: 'Dismiss',
    dismiss_hours: 24,
  },
  home_label: 'Back to Home',
  checklist: {
    heading: 'Not ready yet? Take the free checklist with you',
    text: 'The Agency Launch Checklist: what to set up before your first client, in the order that works. We send it to your inbox.',
    email_label: 'Email',
    submit_label: 'Send me the checklist',
    busy_label: 'Sending...',
    sent_message: 'Checklist sent to your email!',
    email_subject: 'Your Agency Launch Checklist',
    email_intro:
      'Here is the Agency Launch Checklist you asked for. Tick each step off in order:\n\n{items}\n\nWhen you are ready, the plans are here: {pricing_url}',
    items: [
      { item: 'Pick one niche and one city to start with' },
      { item: 'Choose the done-for-you service you will resell first' },
      { item: 'Set your price at 3-10x the delivery cost' },
      { item: 'Put your agency name, logo and colour on the client portal' },
      { item: 'Write a one-page offer with a 30-day guarantee' },
      { item: 'Send 20 personal messages to local businesses a day' },
      { item: 'Book calls and show a before/after search result' },
      { item: 'Open a three-way chat for each new client with the delivery team' },
      { item: 'Report results monthly under your own brand' },
    ],
  },
})

export const demoPageContent = ({ socialCardId }: SeedContext): GlobalSeedData<'demo-page'> => ({
  meta: {
    title: 'Book Your Demo: See Agency Blueprint in Action Live',
    description: 'Pick a time for a live demo of the Agency Blueprint platform: the client portal, CRM, AI voice agents and reporting.',
    image: socialCardId,
  },
  heading: 'Book Your Demo',
  text: 'Pick a time that suits you. We walk you through the platform with an agency like yours and answer every question.',
  embed_title: 'Demo booking calendar',
  fallback_text: 'The booking calendar cannot be shown here right now. Write to us and we will send you a time that suits you.',
  fallback_link_label: 'Email us to book',
  open_label: 'Open the calendar in a new tab',
  home_label: 'Back to Home',
})
