import type { Field } from 'payload'
import { group, longText, num, pick, text } from '../Home/fields'
import { countdownFields } from '../fields/countdown'

const described = (name: string, description: string) => text(name, { admin: { description } } as never)
const list = (name: string, dbName: string, fields: Field[], minRows = 1): Field => ({
  name,
  type: 'array',
  dbName,
  required: true,
  minRows,
  fields,
})

/**
 * Every section of the pricing page (spec section 2), in page order, then its behaviour
 * copy and constants (checkout, waitlist, exit intent; spec sections 4, 8 and 9).
 * `{name}`, `{amount}`, `{left}`, `{total}`, `{code}` and `{percent}` are filled in on the page.
 */
export const pricingFields: Field[] = [
  group('top_bar', 'Sticky top bar', [text('offer_text'), text('cta_label'), countdownFields('Countdown (desktop only)')]),
  group(
    'welcome_back',
    'Welcome-back greeting',
    [described('title', '{name}: the first name, else the e-mail before the @'), text('text')],
    'For ?ref=roi_calculator, ?ref=calculator or ?ref=home',
  ),
  group('header', 'Heading', [text('eyebrow'), text('heading'), longText('subheading')]),
  group(
    'value_stack',
    'Value stack (shown first in the "value_stack" pricing display variant)',
    [
      text('heading'),
      longText('text'),
      pick('items', 'value-stack-items', 'Items, in order', 1),
      text('total_label'),
      described('price_label', '{plan}: the most popular plan'),
      described('savings_label', "{amount}: total minus that plan's monthly price"),
    ],
    'Experiment flag pricing-display (experiments/features/pricing-display.ts)',
  ),
  group('coaching', 'Private founder coaching card', [
    text('badge'),
    text('title'),
    longText('text'),
    text('price_label'),
    text('spots_label'),
    text('response_label'),
    text('cta_label'),
  ]),
  group('billing', 'Monthly/annual switch', [
    text('label'),
    text('monthly_label'),
    text('annual_label'),
    text('annual_badge'),
    text('per_month'),
    text('per_year'),
    described('annual_note', '{amount}: the annual price over 12 months'),
  ]),
  pick('plans', 'plans', 'Plan cards, in order', 1),
  group('checkout', 'Plan buttons and checkout', [
    described('plans_label', 'Names the list of plan cards for screen readers'),
    text('processing_label'),
    text('opening_message'),
    text('discount_note'),
  ]),
  group('paid_trial', 'Paid-trial card (monthly view only)', [
    text('name'),
    text('price_label'),
    text('then_label'),
    longText('description'),
    list('features', 'pricing_trial_features', [text('text')]),
    num('spots_total', 100),
    num('spots_left', 0),
    described('spots_label', '{left} of {total}'),
    text('sold_out_label'),
    text('next_opening_label'),
    text('cta_label'),
  ]),
  group('waitlist', 'Paid-trial waitlist modal', [
    text('title'),
    longText('text'),
    text('first_name_label'),
    text('last_name_label'),
    text('email_label'),
    text('phone_label'),
    text('submit_label'),
    text('busy_label'),
    text('success_message'),
    text('failure_message'),
  ]),
  group('consultation', 'Free consultation card', [
    text('badge'),
    text('title'),
    longText('text'),
    text('embed_title'),
    longText('fallback_text'),
    text('fallback_link_label'),
    text('open_label'),
  ]),
  group('comparison', 'Plan comparison table', [
    text('heading'),
    text('feature_column'),
    group('columns', 'Column headings', [text('starter'), text('professional'), text('enterprise')]),
    pick('rows', 'comparison-rows', 'Rows, in order', 1),
    text('included_label'),
    text('not_included_label'),
  ]),
  group('faq', 'FAQ', [text('heading'), pick('items', 'faqs', 'Questions, in order', 1)]),
  group('three_options', 'Three-options comparison', [
    text('heading'),
    longText('intro'),
    list(
      'options',
      'pricing_three_options',
      [text('title'), longText('text'), text('verdict'), { name: 'recommended', type: 'checkbox', defaultValue: false }],
      3,
    ),
  ]),
  group('final_cta', 'Final call to action', [text('heading'), longText('text'), text('plans_label'), text('demo_label')]),
  group('ps', 'P.S. notes', [list('notes', 'pricing_ps_notes', [text('label'), longText('text')])]),
  group('footer', 'Footer', [{ name: 'note', type: 'text', admin: { description: 'Shown after © {current year}.' } }]),
  group('demo_button', 'Floating Get Demo button', [text('label')]),
  group('exit_intent', 'Exit-intent discount offer', [
    text('title'),
    described('text', '{percent}: the discount'),
    text('code'),
    num('percent_off', 20),
    text('code_label'),
    text('copy_label'),
    text('copied_message'),
    text('claim_label'),
    text('dismiss_label'),
    described('applied_message', '{code}'),
    num('desktop_delay_seconds', 30),
    num('mobile_delay_seconds', 45),
    num('mobile_scroll_percent', 50),
  ]),
]
