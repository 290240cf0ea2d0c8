import { paragraphs } from './rich-text'
import { contentSeed } from './types'

/**
 * The pricing page's FAQ (spec: 15 items, words not shown). Seeded now so the collection
 * has its content; answers follow the spec's constants, and where the spec's copy is
 * inconsistent they take one side (30-day guarantee; support 24h, under 4h on priority;
 * docs/decisions/010).
 */
export const faqs = contentSeed({
  collection: 'faqs',
  key: 'question',
  docs: () => [
    {
      question: 'What exactly do I get?',
      answer: paragraphs(
        'A white-label platform (client portal, branded CRM, AI voice agents, automations) plus a done-for-you local-SEO service that our experts fulfil in a three-way chat with you and your client, and live coaching calls every week.',
      ),
    },
    {
      question: 'Who does the actual work for my clients?',
      answer: paragraphs(
        'Our fulfilment specialists. They work inside a three-way chat between your client, your agency and our team, under your brand.',
      ),
    },
    {
      question: 'Will my clients know you are involved?',
      answer: paragraphs('No. The portal, CRM, reports and chat all carry your agency brand.'),
    },
    {
      question: 'How much can I charge my clients?',
      answer: paragraphs(
        'Members typically resell the service at roughly 10 times its delivery cost. The markup calculator on the home page shows the margin at any price.',
      ),
    },
    {
      question: 'Which plan should I choose?',
      answer: paragraphs(
        'Starter ($197/month) suits agencies with up to 5 clients, Professional ($497/month, the most popular) up to 20 clients, and Enterprise ($997/month) has no limits and adds the search-visibility and lead-tracking products.',
      ),
    },
    {
      question: 'Is there a discount for paying yearly?',
      answer: paragraphs('Yes. Annual billing gives you 2 months free (about 16% off): $1,970, $4,970 or $9,970 a year.'),
    },
    {
      question: 'How fast can I get started?',
      answer: paragraphs(
        'Setup takes under an hour, and on the Professional plan we complete your setup in 24-48 hours. 91% of teams are onboarded within 7 days.',
      ),
    },
    {
      question: 'Is there a free trial?',
      answer: paragraphs(
        'Some plans come with a 14-day free trial, shown on the plan card. The $50 paid trial is currently sold out; join the waitlist for the next round.',
      ),
    },
    {
      question: 'What is your refund policy?',
      answer: paragraphs(
        'Every plan has a 30-day money-back guarantee: if the platform saves you fewer than 20 hours in your first 30 days, ask for a full refund.',
      ),
    },
    {
      question: 'What is the results guarantee?',
      answer: paragraphs('Follow the Blueprint and double your profit within 90 days, or get a full refund plus a free month.'),
    },
    {
      question: 'How much do the AI voice agents and lead tracking cost to run?',
      answer: paragraphs('Voice agents cost $0.07 per minute of calls, and lead tracking costs $0.45 per lead.'),
    },
    {
      question: 'How many coaching calls are included?',
      answer: paragraphs(
        'One group coaching call per week on Starter, two on Professional and five on Enterprise. Private founder coaching is available separately from $10K.',
      ),
    },
    {
      question: 'How quickly does support answer?',
      answer: paragraphs(
        'Within 24 hours on every plan; Enterprise members get priority phone and chat support that answers in under 4 hours.',
      ),
    },
    {
      question: 'Can you build websites for my agency or my clients?',
      answer: paragraphs('Yes. Website development starts at $2,500 for a starter site and $5,000 for a premium site.'),
    },
    {
      question: 'Will the price go up?',
      answer: paragraphs(
        '{rise_plan} rises from {rise_from} to {rise_price} a month {rise_when}. Join before then and your {rise_from} price is locked in for life.',
      ),
    },
  ],
})
