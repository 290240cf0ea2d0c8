import type { Sequence } from '../../cms/payload-types'
import { contentSeed } from './types'

type RichTextJson = Sequence['steps'][number]['body']
/** A run of a paragraph: words, or words that link somewhere (a path, or a {…_url} placeholder). */
type Run = string | { link: string; words: string }

const text = (words: string) => ({ type: 'text', version: 1, text: words, format: 0, detail: 0, mode: 'normal', style: '' })

const run = (part: Run) =>
  typeof part === 'string'
    ? text(part)
    : {
        type: 'link',
        version: 3,
        fields: { linkType: 'custom', url: part.link, newTab: false },
        children: [text(part.words)],
        direction: 'ltr',
        format: '',
        indent: 0,
      }

/** Rich text as the admin's editor stores it: one paragraph per argument, a paragraph's runs in order (tests write steps with it too). */
export const body = (...paragraphs: (Run | Run[])[]): RichTextJson => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: paragraphs.map((runs) => ({
      type: 'paragraph',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      textFormat: 0,
      textStyle: '',
      children: (Array.isArray(runs) ? runs : [runs]).map(run),
    })),
  },
})

const WINDOW = { from_hour: 8, to_hour: 21, time_zone: 'America/New_York' }

/**
 * The three e-mail sequences of issue 29, in the funnel's own voice and figures (spec sections
 * 1 and 9): the nurture that keeps the lead form's promise ("Tell us where to send it"), the
 * abandoned checkout with its link back to the same checkout, and the $97 buyer's way to a plan.
 */
export const sequences = contentSeed({
  collection: 'sequences',
  key: 'slug',
  docs: () => [
    {
      name: 'Lead nurture',
      slug: 'lead-nurture',
      active: true,
      trigger: 'lead_captured',
      stop_on: ['any_payment'],
      sending_window: WINDOW,
      steps: [
        {
          delay: 0,
          delay_unit: 'minutes',
          subject: '{first_name}, here is the training you asked for',
          preheader: 'The framework that generated $4M+, and how 150+ agencies scaled to $50K/month.',
          body: body(
            'Hi {first_name},',
            'You told us where to send it, so here it is: the full training behind the framework that generated $4M+, and exactly how 150+ agencies scaled to $50K/month with it.',
            { link: '{next_step_url}', words: '{next_step_label}' },
            'Watch it start to finish. Your access is for life, so come back to it whenever you need it.',
            'Talk soon,',
          ),
        },
        {
          delay: 1,
          delay_unit: 'days',
          subject: 'Where $10k-$50k a month hides in your agency',
          preheader: '87% less admin, 99% on-time delivery, and ROI in under 45 days.',
          body: body(
            'Hi {first_name},',
            'Most agencies we meet are not short of clients. They are short of hours: reports, onboarding, chasing deliverables.',
            'The agencies we work with run 87% less admin and deliver on time 99% of the time, and 94% see ROI in under 45 days. That is where the $10k-$50k a month of added revenue comes from.',
            ['See what it would save you: ', { link: '/#roi', words: 'calculate your ROI' }, '.'],
          ),
        },
        {
          delay: 2,
          delay_unit: 'days',
          subject: 'Your first clients in 27 days, for $97',
          preheader: 'The step-by-step system, worth $2,997, for $97 today.',
          body: body(
            'Hi {first_name},',
            'If you want to start small, start here: the system that lands your first 2-3 clients in 27 days. It is worth $2,997; today it is $97, with instant digital delivery.',
            { link: '/offer', words: 'Get Instant Access Now - Only $97' },
            '100% Satisfaction Guaranteed.',
          ),
        },
        {
          delay: 4,
          delay_unit: 'days',
          subject: 'Lock in {rise_plan} at {rise_from} before it rises',
          preheader: '{rise_plan} goes to {rise_price} {rise_when}. Lock in today for life.',
          body: body(
            'Hi {first_name},',
            'Professional gives you 20 white-label accounts, AI voice agents for 20 clients and coaching twice a week, set up in 24-48 hours. It is {rise_from}/month today and rises to {rise_price} {rise_when}; lock in now and you keep {rise_from} for life.',
            { link: '{pricing_url}', words: 'View Pricing Now' },
            'Every plan comes with our 30-day money-back guarantee.',
          ),
        },
      ],
    },
    {
      name: 'Abandoned checkout',
      slug: 'abandoned-checkout',
      active: true,
      trigger: 'checkout_started',
      stop_on: ['any_payment'],
      sending_window: WINDOW,
      steps: [
        {
          delay: 1,
          delay_unit: 'hours',
          subject: '{first_name}, your checkout is still open',
          preheader: 'Your details are filled in. One click to finish.',
          body: body(
            'Hi {first_name},',
            'You started your order and did not finish it. Your checkout is still open, with your details filled in:',
            { link: '{checkout_url}', words: 'Finish my order' },
            'If something stopped you, reply to this e-mail and tell us. A person reads every reply.',
          ),
        },
        {
          delay: 23,
          delay_unit: 'hours',
          subject: 'Still thinking it over?',
          preheader: 'Backed by our 30-day money-back guarantee.',
          body: body(
            'Hi {first_name},',
            'Take the risk off the table: try it, and if it is not for you, our 30-day money-back guarantee has you covered.',
            ['Your checkout is one click away: ', { link: '{checkout_url}', words: 'complete my order' }, '.'],
          ),
        },
      ],
    },
    {
      name: '$97 buyer to plan',
      slug: 'buyer-to-plan',
      active: true,
      trigger: 'offer_purchased',
      stop_on: ['plan_payment', 'refund', 'dispute'],
      sending_window: WINDOW,
      steps: [
        {
          delay: 3,
          delay_unit: 'days',
          subject: '{first_name}, ready for clients two and three?',
          preheader: 'What agencies add once the first client signs.',
          body: body(
            'Hi {first_name},',
            'You have had the blueprint for three days. The agencies that land their first clients fastest add the platform next: white-label accounts, AI voice agents and weekly coaching, from $197/month.',
            { link: '{pricing_url}', words: 'Compare the plans' },
          ),
        },
        {
          delay: 4,
          delay_unit: 'days',
          subject: 'The agencies at $50K/month did not do it alone',
          preheader: 'Coaching calls, done-for-you delivery, and 2 months free on annual.',
          body: body(
            'Hi {first_name},',
            '150+ agencies scaled to $50K/month on this framework, with coaching calls every week and delivery they did not have to build themselves.',
            'Pay annually and get 2 months free. Every plan is backed by our 30-day money-back guarantee.',
            { link: '{pricing_url}', words: 'Choose your plan' },
          ),
        },
      ],
    },
  ],
})
