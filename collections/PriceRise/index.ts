import type { GlobalConfig } from 'payload'
import { pageGlobal } from '../PaymentPages/pageGlobal'

const onTimer = (_: unknown, sibling: { timing?: string }) => sibling?.timing === 'visitor_timer'
const onDate = (_: unknown, sibling: { timing?: string }) => sibling?.timing !== 'visitor_timer'

/** Required once a plan is chosen: a rise without its price or date is no rise. */
const requiredWithPlan =
  (what: string, when: (sibling: { timing?: string }) => boolean = () => true) =>
  (value: unknown, { siblingData }: { siblingData: { plan?: unknown; timing?: string } }) =>
    !siblingData?.plan || !when(siblingData) || (value !== null && value !== undefined && value !== '') || `${what} is required for a rise`

/**
 * The announced price rise, one record (docs/decisions/120): the plan, its new price and when
 * (a date, or the visitor's offer timer). Every mention of it (plan note, pricing P.S., FAQ,
 * home, sequence e-mail) is a CMS text with `{rise_…}` placeholders filled from here, and shows
 * only while a rise is to come; at the date checkout charges the new price id, and existing
 * subscriptions keep the price they have. No plan chosen: no rise, and no line about one.
 */
const base = pageGlobal({
  slug: 'price-rise',
  label: 'Price rise',
  fields: [
    {
      name: 'plan',
      type: 'relationship',
      relationTo: 'plans',
      admin: { description: 'The plan whose price rises. Empty: no rise is announced anywhere.' },
    },
    {
      name: 'timing',
      type: 'radio',
      required: true,
      defaultValue: 'date',
      options: [
        { label: 'On a date (every visitor)', value: 'date' },
        { label: "When the visitor's offer timer runs out", value: 'visitor_timer' },
      ],
    },
    {
      name: 'rises_at',
      label: 'Rises at',
      type: 'date',
      validate: requiredWithPlan('The date', (sibling) => sibling.timing !== 'visitor_timer'),
      admin: {
        condition: onDate,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'From this moment checkout charges the new price',
      },
    },
    {
      name: 'timer_hours',
      type: 'number',
      min: 1,
      defaultValue: 24,
      admin: { condition: onTimer, description: "Hours after the visitor's first visit (the countdown's first_seen)" },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'monthly_price',
          type: 'number',
          min: 0,
          validate: requiredWithPlan('The new monthly price'),
          admin: { description: 'Dollars per month' },
        },
        {
          name: 'monthly_price_id',
          label: 'New monthly Stripe price id',
          type: 'text',
          validate: requiredWithPlan('The new monthly price id'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'annual_price', type: 'number', min: 0, admin: { description: 'Dollars per year; empty: the annual price stays' } },
        { name: 'annual_price_id', label: 'New annual Stripe price id', type: 'text' },
      ],
    },
    {
      name: 'date_words',
      type: 'text',
      defaultValue: 'on {date}',
      admin: { condition: onDate, description: '{rise_when} on a date; {date}: January 1, 2027' },
    },
    {
      name: 'timer_words',
      type: 'text',
      defaultValue: 'when your offer timer runs out',
      admin: { condition: onTimer, description: "{rise_when} on the visitor's timer" },
    },
    {
      // The moment of this read: the page's first render and its hydration decide with the same
      // clock, so a cached page never disagrees with itself (docs/decisions/120).
      name: 'read_at',
      type: 'date',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [() => new Date().toISOString()] },
    },
  ],
})

export const PriceRise: GlobalConfig = {
  ...base,
  admin: {
    ...base.admin,
    description:
      'Texts mention the rise with {rise_plan}, {rise_price}, {rise_annual_price}, {rise_from}, {rise_date} and {rise_when}; such a text shows only while a rise is to come.',
  },
  // A marketer may schedule the announcement's publish (Payload's scheduled publish, on the Jobs Queue).
  versions: { drafts: { schedulePublish: true }, max: 50 },
}
