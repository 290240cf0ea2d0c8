import type { CollectionConfig } from 'payload'
import { contentCollection } from '../content/contentCollection'
import { validateLinkUrl } from '../fields/linkUrl'

/**
 * The subscription plans of the pricing page (spec section 9, "Plans"). Their prices are
 * what checkout charges: create-checkout accepts only the price ids named here, and the
 * local payment provider charges these amounts.
 */
export const Plans: CollectionConfig = contentCollection({
  slug: 'plans',
  singular: 'Plan',
  plural: 'Plans',
  useAsTitle: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'key', type: 'text', required: true, unique: true, admin: { description: 'starter, professional or enterprise' } },
    { name: 'description', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'monthly_price', type: 'number', required: true, min: 0, admin: { description: 'Dollars per month' } },
        { name: 'annual_price', type: 'number', required: true, min: 0, admin: { description: 'Dollars per year' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'monthly_price_id', label: 'Monthly Stripe price id', type: 'text', unique: true },
        { name: 'annual_price_id', label: 'Annual Stripe price id', type: 'text', unique: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'monthly_payment_link',
          type: 'text',
          validate: validateLinkUrl,
          admin: { description: 'Optional: opened instead of checkout' },
        },
        {
          name: 'annual_payment_link',
          type: 'text',
          validate: validateLinkUrl,
          admin: { description: 'Optional: opened instead of checkout' },
        },
      ],
    },
    { name: 'features', type: 'array', required: true, minRows: 1, fields: [{ name: 'text', type: 'text', required: true }] },
    { name: 'popular', label: 'Most popular', type: 'checkbox', defaultValue: false },
    { name: 'popular_label', type: 'text', admin: { condition: (_, sibling) => !!sibling?.popular } },
    { name: 'cta_label', label: 'CTA label', type: 'text', required: true },
    { name: 'free_trial_note', type: 'text' },
    { name: 'price_note', type: 'text', admin: { description: 'e.g. the announced price rise' } },
    { name: 'sort', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
  ],
})
