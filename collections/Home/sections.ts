import type { Field } from 'payload'
import { richText } from '../richText'
import { group, longText, num, optionalText, pick, slider, text } from './fields'
import { countdownFields } from '../fields/countdown'
import { lastSaleAt } from './hooks/lastSaleAt'
import { soldThisWeekCount } from './hooks/soldThisWeekCount'
import { validateLinkUrl } from '../fields/linkUrl'

// Labelled "Modal headline" so the admin shows one field called "Headline" (the hero's).
const leadContext = (name: string, label: string) =>
  group(name, label, [text('headline', { label: 'Modal headline' } as never), longText('subtitle', { label: 'Modal subtitle' } as never)])

/**
 * Every section of the home landing page (spec section 2), in page order, then the
 * behaviour copy and constants (lead modal, video, scroll gates; spec sections 4 and 9).
 * `{name}`, `{amount}`, `{percent}`, `{count}` and `{city}` in a text are filled in on the page.
 * Deeply nested arrays have a short `dbName`: PostgreSQL cuts identifiers at 63 characters.
 */
export const homeFields: Field[] = [
  group('header', '1. Sticky header', [
    optionalText('scarcity_line', '{left}: spots left this week, {capacity}: the capacity (Urgency). Hidden while no capacity is set'),
  ]),
  group(
    'welcome_back',
    'Welcome Back banner',
    [text('title', { admin: { description: '{name}: e-mail before the @' } } as never), text('text')],
    'For ?ref=roi_calculator or ?ref=calculator',
  ),
  group('hero', '2. Hero', [
    text('headline'),
    { name: 'subheadline', type: 'textarea' },
    text('cta_label'),
    { name: 'video', type: 'upload', relationTo: 'media', admin: { description: 'The gated training video' } },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A still of the video (its first frame), shown in the page itself until the video plays' },
    },
  ]),
  group('sales_letter', '3. Sales letter', [text('heading'), ...richText('body')]),
  group('video_testimonials', '4. Video testimonials', [
    text('heading'),
    pick('testimonials', 'testimonials', 'Two video testimonials', 1),
    text('video_label', { admin: { description: 'Names the video for screen readers; {name}' } } as never),
  ]),
  group('three_pillars', '5. Three Pillars', [
    text('heading'),
    longText('intro'),
    { name: 'pillars', type: 'array', required: true, minRows: 3, maxRows: 3, fields: [text('title'), longText('description')] },
    group('illustration', 'Before/after search result', [
      text('before_label'),
      text('before_result'),
      text('after_label'),
      text('after_result'),
      text('search_query'),
    ]),
    group('markup_calculator', 'Markup slider calculator', [
      text('heading'),
      slider('delivery_cost', 'Delivery cost slider', [100, 2000, 50, 500]),
      slider('multiplier', 'Markup multiplier slider', [2, 20, 1, 10]),
      text('cost_label'),
      text('revenue_label'),
      text('profit_label'),
      text('margin_label'),
      num('cost_bar_px', 80),
      num('max_bar_px', 400),
    ]),
  ]),
  group('origin_story', '6. Origin story', [text('heading'), ...richText('body'), text('cta_label')]),
  group('framework', '7. Framework', [
    text('heading'),
    longText('subheading'),
    pick('steps', 'framework-steps', 'The 9 steps, in order', 1),
    text('principle_label'),
    text('benefit_label'),
    text('cta_label'),
  ]),
  group('member_wins', '8. Member wins', [text('heading'), pick('wins', 'win-cards', 'Three member-win cards', 1), text('cta_label')]),
  group('testimonial_widget', '9. Testimonial widget', [
    text('heading'),
    { ...optionalText('embed_url', 'Overrides the site setting'), validate: validateLinkUrl } as Field,
    text('placeholder', { admin: { description: 'Not shown: without a widget URL the section is hidden, heading included' } } as never),
  ]),
  group('roi', '10. ROI calculator', [
    text('heading'),
    text('personalized_heading', { admin: { description: '{name}' } } as never),
    longText('subheading'),
    slider('clients', 'Clients slider', [1, 50, 1, 5]),
    slider('hours_per_week', 'Hours per week on admin slider', [5, 40, 1, 15]),
    slider('avg_client_value', 'Average client value slider', [500, 10_000, 100, 2000]),
    group('formula', 'Formula constants', [
      num('weeks_per_month', 4),
      num('automation_factor', 0.6),
      num('hourly_value', 100),
      num('tools_replaced', 7),
      num('tool_monthly_cost', 50),
      num('hours_per_new_client', 10),
    ]),
    text('time_value_label'),
    text('tools_label'),
    text('new_revenue_label'),
    text('total_label'),
    text('yearly_label'),
    text('cta_display', { admin: { description: '{amount}' } } as never),
    text('cta_interactive', { admin: { description: '{amount}' } } as never),
    text('footer_guarantee'),
    text('footer_setup'),
    group('modal', 'ROI lead modal', [
      text('title'),
      text('text', { admin: { description: '{amount}' } } as never),
      text('submit_label', { admin: { description: '{amount}' } } as never),
      text('busy_label'),
      text('success_message'),
      text('required_message'),
      text('failure_message'),
    ]),
    group('live_counter', 'Live-agency counter', [
      optionalText('label', '{count}: plans really sold this week (Urgency). Hidden while none has sold'),
    ]),
    countdownFields(),
  ]),
  group('stats', '11. Stats and differentiators', [
    text('heading'),
    { name: 'items', type: 'array', required: true, minRows: 1, fields: [text('value'), text('label')] },
    text('differentiators_heading'),
    { name: 'differentiators', type: 'array', required: true, minRows: 1, fields: [text('title'), longText('description')] },
  ]),
  group('urgency', 'Urgency', [
    text('heading'),
    longText('price_lock'),
    text('fast_action_title'),
    longText('fast_action_text'),
    num('fast_action_value', 497),
    // Numbers from sales, not chance (docs/decisions/082): the capacity minus the plans sold this week.
    {
      name: 'spots_capacity',
      label: 'Spots per week',
      type: 'number',
      min: 1,
      admin: { description: "Plans on offer each week (from Monday, UTC). Empty: no 'spots left' anywhere on the page" },
    },
    optionalText('spots_left_label', "'spots left' under the fast-action bonus; {count}: spots per week minus plans sold this week"),
    optionalText('last_spot_sold_label', "'last spot sold'; {minutes}: since the latest plan sold this week (hidden when none has)"),
    {
      name: 'sold_this_week',
      type: 'number',
      virtual: true,
      admin: { readOnly: true, description: 'Plans sold since Monday 00:00 UTC (computed)' },
      hooks: { afterRead: [soldThisWeekCount] },
    },
    { name: 'last_sale_at', type: 'date', virtual: true, admin: { hidden: true }, hooks: { afterRead: [lastSaleAt] } },
  ]),
  group('pricing', 'Pricing (anchor #pricing)', [
    text('heading'),
    pick('value_stack', 'value-stack-items', 'Value-stack items, in order', 1),
    text('total_label'),
    text('price_label'),
    num('price', 497),
    text('savings_label', { admin: { description: '{amount}: total minus price' } } as never),
    text('onboarding_bonus_label'),
    num('onboarding_bonus_value', 997),
    text('cta_label'),
    text('get_started_label'),
  ]),
  group('comparison', 'Plan comparison', [
    text('heading'),
    group('columns', 'Column headings', [text('starter'), text('professional'), text('enterprise')]),
    pick('rows', 'comparison-rows', 'Rows, in order', 1),
    text('demo_label', { admin: { description: 'Shown on rows that open a demo video' } } as never),
    text('website_dev_label'),
    group('website_dev', 'Website-development dialog', [
      text('title'),
      longText('text'),
      text('starter_label'),
      num('starter_price', 2500),
      text('premium_label'),
      num('premium_price', 5000),
      text('price_from_label', { admin: { description: '{amount}' } } as never),
    ]),
  ]),
  group('guarantee', 'Guarantee', [text('heading'), pick('cards', 'guarantee-cards', 'Guarantee cards', 1)]),
  group('objections', 'Objection FAQ', [text('heading'), pick('items', 'objections', 'Objections, in order', 1)]),
  group('bonus_stack', 'Bonus stack', [
    text('heading'),
    pick('bonuses', 'bonuses', 'Bonuses, in order', 1),
    text('total_label'),
    text('priceless_label'),
  ]),
  group('final_cta', '12. Final call to action', [text('heading'), longText('text'), text('cta_label')]),
  group('footer', '13. Footer', [{ name: 'note', type: 'text', admin: { description: 'Shown after © {current year}.' } }]),
  group('lead_modal', 'Lead capture modal', [
    leadContext('hero', 'Context: hero'),
    leadContext('framework', 'Context: framework'),
    leadContext('case_study', 'Context: case-study'),
    leadContext('final', 'Context: final'),
    text('first_name_label'),
    text('last_name_label'),
    text('email_label'),
    text('phone_label'),
    text('mrr_label'),
    text('mrr_placeholder'),
    text('submit_label'),
    text('busy_label'),
    text('success_title'),
    text('success_text'),
    text('error_title'),
    text('error_fallback'),
    text('privacy_note'),
    group('exit_confirmation', 'Exit confirmation', [
      text('title'),
      text('text'),
      { name: 'benefits', type: 'array', dbName: 'home_exit_benefits', required: true, minRows: 3, maxRows: 3, fields: [text('text')] },
      text('stay_label'),
      text('leave_label'),
    ]),
    group('captured_banner', 'Bottom banner after capture', [
      text('text'),
      text('button_label'),
      text('region_label', { admin: { description: 'Names the banner for screen readers' } } as never),
    ]),
  ]),
  group('video_player', 'Gated video behaviour', [
    num('duration_seconds', 871),
    num('lead_gate_seconds', 60),
    num('unlock_threshold', 100),
    num('exit_intent_below_percent', 90),
    group('progress_curve', 'Non-linear progress bar', [
      num('fast_until', 25),
      num('fast_rate', 1.5),
      num('normal_until', 75),
      num('slow_rate', 0.6),
    ]),
    text('locked_badge', { admin: { description: '{percent}' } } as never),
    text('unlocked_badge'),
    text('exit_title'),
    text('exit_text'),
    text('continue_label'),
    text('mute_label'),
    text('unmute_label'),
    text('fullscreen_label'),
    group('engagement', 'Engagement overlay', [
      // Only what is true (issue 39; docs/decisions/117): the visitors with the page open now, and real purchases.
      num('viewers_min', 5, {
        min: 1,
        admin: { description: 'The live viewer count shows only while at least this many visitors have the page open' },
      } as never),
      text('viewers_label', { admin: { description: '{count}: visitors with the page open now' } } as never),
      {
        name: 'joined_enabled',
        label: "Show 'joined' toasts",
        type: 'checkbox',
        defaultValue: true,
        admin: {
          description:
            'Real purchases of the last 7 days (first name, last initial, city), each once per visitor; none when there are none',
        },
      },
      num('joined_interval_min_seconds', 10),
      num('joined_interval_max_seconds', 20),
      text('joined_template', { admin: { description: '{name}: first name and last initial; {city}' } } as never),
      text('joined_template_no_city', { admin: { description: '{name}; used when the city is not known' } } as never),
      text('emojis'),
      num('emoji_seconds', 3),
      {
        name: 'milestones',
        type: 'array',
        dbName: 'home_milestones',
        required: true,
        fields: [num('from_percent', 30), num('to_percent', 35), text('message')],
      },
      optionalText('spots_left_badge', '{count}: spots left this week (Urgency). Hidden while no capacity is set'),
    ]),
  ]),
  group('scroll_gates', 'Scroll-triggered lead modal', [num('first', 30), num('second', 60), num('third', 90), num('debounce_ms', 100)]),
  {
    // Copy tests without code (docs/decisions/034): words attached to a variation of a running experiment.
    name: 'experiment_copy',
    label: 'Copy per experiment variation',
    type: 'array',
    dbName: 'home_experiment_copy',
    admin: {
      description:
        'Visitors in the variation see this text instead of the field above. Experiment: a flag of experiments/features with a running experiment (home-copy is there for copy tests: variations control and variant).',
    },
    fields: [
      text('experiment', { defaultValue: 'home-copy' } as never),
      text('variation', { defaultValue: 'variant' } as never),
      {
        name: 'field',
        type: 'select',
        required: true,
        options: [
          { label: 'Hero headline', value: 'hero.headline' },
          { label: 'Hero subheadline', value: 'hero.subheadline' },
          { label: 'Hero call to action', value: 'hero.cta_label' },
        ],
      },
      longText('text'),
    ],
  },
]
