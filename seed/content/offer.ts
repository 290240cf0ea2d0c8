import type { GlobalSeedData, SeedContext } from './types'

const lines = (...texts: string[]) => texts.map((text) => ({ text }))

/**
 * The $97 acquisition funnel's words and prices (spec sections 2, 5, 8 and 9). Quoted words
 * are the spec's, verbatim; where it is silent the copy is ours, built from its claims
 * (docs/decisions/031).
 */
export function offerContent({ socialCardId, buyerFileIds }: SeedContext): GlobalSeedData<'offer'> {
  return {
    meta: {
      title: 'Land Your First Agency Clients in 27 Days: the $97 Agency Arbitrage Blueprint',
      description:
        'The step-by-step system to resell done-for-you local SEO at 10x your delivery cost. A $2,997 value, yours today for $97.',
      image: socialCardId,
    },
    pricing: {
      price_id: 'price_agency_arbitrage_97',
      product_name: 'Agency Arbitrage Blueprint',
      base_price: 97,
      bump_name: 'Custom CRM Upgrade',
      bump_price: 197,
      upsell_name: 'Implementation Accelerator Program',
      upsell_price: 297,
      upsell_compare_at: 997,
      value: 2997,
    },
    landing: {
      hero: {
        eyebrow: 'The Agency Arbitrage Blueprint',
        headline: 'Land Your First 2-3 Agency Clients in 27 Days, Without Doing the Work Yourself',
        subheadline:
          'Resell a done-for-you local-SEO service under your own brand at roughly 10 times its delivery cost, while our experts do the fulfilment. The complete system, templates and scripts: a {value} value, yours today for {price}.',
        cta_label: 'Claim Your Spot Now',
        cta_note: 'One-time payment of {price} • Instant digital delivery',
      },
      what_you_get: {
        heading: "Here's Everything You Get Today",
        items: lines(
          'The Agency Arbitrage Blueprint: the complete 27-day system to your first clients',
          'Done-for-you outreach scripts and email templates',
          'White-label service menu with pricing at 10x delivery cost',
          'Client onboarding checklist and three-way chat playbook',
          'Sales call script that closes local businesses',
          'Private community of agency owners',
        ),
        value_label: 'Total Value: {value}',
        today_label: 'Today Only: {price}',
      },
      steps: {
        heading: 'The Simple 3-Step System',
        steps: [
          {
            title: 'Pick Your Offer',
            description: 'Choose a proven local-SEO package from the white-label menu and set your price at 10x what it costs you.',
          },
          {
            title: 'Land the Client',
            description: 'Use the outreach scripts and the sales call script to book calls with local businesses and close them.',
          },
          {
            title: 'Let the Experts Deliver',
            description: 'Our specialists do the fulfilment in a three-way chat with you and your client. You keep the margin.',
          },
        ],
      },
      testimonials: {
        heading: 'Agency Owners Who Followed the System',
        items: [
          {
            name: 'Marcus T.',
            role: 'Founder, Local Lift Media',
            quote: 'I signed my first two local-SEO clients in week three. I never touched the fulfilment: the team handled everything.',
            result: '2 clients in 21 days',
          },
          {
            name: 'Jenna R.',
            role: 'Owner, Brightside Digital',
            quote: 'The scripts alone paid for it many times over. I finally price on value instead of hours.',
            result: '$4,500/month added',
          },
          {
            name: 'David K.',
            role: 'Agency owner, Peak Growth Co.',
            quote: 'I was drowning in delivery. Now my clients get better results and I spend my time selling.',
            result: '3 clients in 27 days',
          },
        ],
      },
      problem: {
        heading: 'Are You Dealing with Overwhelm?',
        pains: lines(
          'Every new client means more fulfilment, more hires and more late nights',
          "You don't know what to sell, or how to price it",
          'Cold outreach gets ignored and sales calls go nowhere',
          'Your margin shrinks the more you grow',
        ),
        closing: "You're not alone, and it's not your fault. You've been building the agency the hard way.",
      },
      solution: {
        heading: 'There Is a Simpler Way to Build an Agency',
        text: 'Agency arbitrage means you sell, and experts deliver. You resell a done-for-you service under your own brand at roughly 10 times its delivery cost. The Blueprint shows you exactly how, step by step, so you can land your first clients in 27 days.',
        cta_label: 'Claim Your Spot Now',
      },
      guarantee: {
        heading: '100% Satisfaction Guarantee',
        text: 'Go through the Blueprint. If it is not everything we promised, email us and we will make it right.',
      },
      final_cta: {
        heading: 'Your First Clients Are 27 Days Away',
        text: 'Get the complete system today, a {value} value, for a one-time payment of {price}.',
        cta_label: 'Get Instant Access Now - Only {price}',
        guarantee_line: '{guarantee} • Instant Digital Delivery',
      },
      sticky_bar: { label: 'Get Started Now - {price}' },
      email_modal: {
        title: 'Where Should We Send Your Blueprint?',
        text: 'Enter your email to continue to the secure checkout.',
        email_label: 'Email Address',
        email_placeholder: 'you@agency.com',
        submit_label: 'Continue to Checkout',
        busy_label: 'Processing...',
        invalid_email: 'Please enter a valid email address',
        privacy_note: 'We respect your privacy. No spam, ever.',
      },
    },
    checkout: {
      heading: 'Get Your Download Below!',
      subheading: 'Complete your order to get instant access to the Agency Arbitrage Blueprint.',
      name_label: 'Full Name',
      email_label: 'Email Address',
      phone_label: 'Phone Number',
      fields_missing: 'Please fill in all fields',
      start_over: 'Please start from the beginning',
      failed: 'Failed to process checkout. Please try again.',
      proof_private_label: "Keep my purchase private (don't show my first name and city to other visitors)",
      bump: {
        headline: 'YES! I Need a Custom CRM and More! (+{bump_price})',
        headline_variant: 'Add the Custom CRM setup, automations and priority support (+{bump_price})',
        badge: 'POPULAR CHOICE',
        claim: '{percent}% of customers choose this upgrade',
        take_rate_min_orders: 30,
        bullets: lines('Custom CRM setup and training', 'Advanced automation workflows', 'Priority email support'),
      },
      submit_label: 'Complete Order - {total}',
      processing_label: 'Processing...',
      summary: {
        heading: 'WHAT YOU GET',
        value_label: 'VALUE: {value}',
        today_label: 'TODAY',
        split_label: 'Base + CRM Upgrade',
        included: lines(
          'The 27-day Agency Arbitrage Blueprint',
          'Done-for-you outreach scripts',
          'Email and DM templates',
          'White-label service menu and pricing guide',
          'Sales call script',
          'Client onboarding checklist',
          'Three-way chat fulfilment playbook',
          'Private community access',
        ),
        reviews: '{rating}/5 from {review_count} reviews',
      },
      footer_notes: lines(
        'By completing your order you agree to our Terms of Service and Privacy Policy.',
        // Not "all sales are final": that contradicted the guarantee the offer page shows (issue 31).
        'Backed by our {guarantee}: see our Refund Policy.',
        'You get instant access: your download link arrives by email.',
      ),
    },
    success: {
      upsell: {
        payment_received_label: 'Payment received: {paid}',
        countdown_label: 'This offer expires in:',
        countdown_minutes: 10,
        heading: 'Wait! Want to Fast-Track Your Success?',
        text: 'Add the Implementation Accelerator Program and get hands-on help putting the Blueprint to work, charged to the card you just used. No new card form.',
        price_label: 'Implementation Accelerator Program: {upsell_price}',
        save_label: 'Save {save}',
        bullets: lines(
          '60-minute 1-on-1 implementation call',
          'Done-for-you templates',
          'Priority support',
          'Weekly group coaching for 3 months',
        ),
        accept_label: 'YES! Add to My Order for {upsell_price}',
        processing_label: 'Processing...',
        decline_label: "No thanks, I'll implement on my own",
        failed: 'Failed to process upsell. Please contact support.',
      },
      thanks: {
        heading: "Congratulations! You're In!",
        text: 'Check your email: your access details and receipt are on their way.',
        next_heading: 'What Happens Next',
        next_steps: lines(
          'Check your inbox for your download link and receipt',
          'Work through the Blueprint and pick your offer',
          'Start outreach with the done-for-you scripts',
          'Land your first 2-3 clients in 27 days',
        ),
        cta_label: 'Schedule Free Strategy Call',
        cta_href: '/get-demo',
        support_line: 'Questions? Email {support_email} and we will help within 24 hours.',
        order: {
          heading: 'Your order',
          number_label: 'Order number',
          total_label: 'Total charged',
          sent_to_label: 'Your access link went to {email}',
          members_label: 'Go to your purchases',
        },
      },
    },
    delivery: {
      blueprint_files: (buyerFileIds?.blueprint ?? []) as number[],
      bump_files: (buyerFileIds?.bump ?? []) as number[],
      upsell_files: [],
      onboarding: {
        heading: 'Your Agency Accelerator onboarding',
        steps: [
          { title: 'Book your onboarding call', description: 'Pick a time for your first 1-on-1 strategy session with your coach.' },
          {
            title: 'Fill in your agency profile',
            description: 'Your niche, your city and your goals, so we can tailor your plan before the call.',
          },
          { title: 'Join the weekly group calls', description: 'Every Tuesday: live Q&A, outreach reviews and wins from other members.' },
        ],
        booking_label: 'Book your onboarding call',
        booking_url: '/get-demo',
      },
      access_email: {
        subject: 'Your access: the Agency Arbitrage Blueprint',
        body: 'Hi {name},\n\nYour Blueprint is ready. Open your members area with this link:\n\n{link}\n\nThe link works once, for {hours} hours. To come back later, ask for a new link on the members page with this email address.\n\nThe Agency Blueprint team',
      },
      upsell_email: {
        subject: 'Your Agency Accelerator onboarding',
        body: 'Hi {name},\n\nWelcome to the Agency Accelerator. Your onboarding steps and the link to book your first call are in your members area:\n\n{link}\n\nThe link works once, for {hours} hours.\n\nThe Agency Blueprint team',
      },
      link_email: {
        subject: 'Your sign-in link to the members area',
        body: 'Hi,\n\nHere is your new sign-in link to the Agency Blueprint members area:\n\n{link}\n\nIt works once, for {hours} hours. Earlier links no longer work. If you did not ask for it, you can ignore this email.\n\nThe Agency Blueprint team',
      },
      page: {
        heading: 'Your purchases',
        intro: 'Everything you bought, ready to download.',
        loading: 'Loading your purchases...',
        files_heading: 'Your files',
        download_label: 'Download',
        no_access: 'There is nothing to download here: this purchase was refunded or disputed.',
        request_heading: 'Get a sign-in link',
        request_text: 'Enter the email address you bought with and we will send you a link to your purchases.',
        email_label: 'Email Address',
        submit_label: 'Send me a link',
        busy_label: 'Sending...',
        sent: 'If this email address bought the Blueprint, a sign-in link is on its way. It works once, for 24 hours.',
        invalid_email: 'Please enter a valid email address',
        link_used: 'This sign-in link has already been used. Enter your email to get a new one.',
        link_expired: 'This sign-in link has expired or a newer one was sent. Enter your email to get a new one.',
        link_invalid: 'This sign-in link is not valid. Enter your email to get a new one.',
        sign_out_label: 'Sign out',
      },
    },
    email: {
      subject: 'Your receipt: order {number}, the Agency Arbitrage Blueprint',
      body: 'Hi {name},\n\nThank you for your order. This is your receipt for order {number}:\n\n{items}\n\nTotal charged: {total}\n\nYour access details follow in a separate email. Questions? Email {support_email}.\n\nThe Agency Blueprint team',
    },
  }
}
