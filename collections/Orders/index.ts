import type { CollectionConfig } from 'payload'
import { hasRole } from '../access/roles'
import { isAdmin } from '../access/isAdmin'
import { or } from '../access/or'
import { attributionFields } from '../fields/attribution'
import { viaFunction } from '../access/viaFunction'
import { orderSequenceEvents } from '../Sequences/hooks/orderSequenceEvents'
import { validateLinkUrl } from '../fields/linkUrl'
import { giveOrderNumber } from './hooks/giveOrderNumber'

export const ORDER_STATUSES = ['pending', 'paid'] as const
/** offered → accepted | declined | requires_action (the bank wants the buyer) | failed (declined card). */
export const UPSELL_STATUSES = ['offered', 'accepted', 'declined', 'requires_action', 'failed'] as const
/** The buyer's one answer to the upsell, taken once (process-one-click-upsell); the status above is what came of it. */
export const UPSELL_DECISIONS = ['accept', 'decline'] as const

const dollars = (name: string, label: string) =>
  ({ name, label, type: 'number', required: true, defaultValue: 0, min: 0, admin: { description: 'Dollars paid' } }) as const

/**
 * One $97 offer order: its base, order bump and one-click upsell, what each was charged, and
 * the payment provider's ids. create-checkout opens it (pending), the signed webhook marks it
 * paid and records the upsell's charge; process-one-click-upsell moves the upsell's state
 * (docs/decisions/030). Admins and analysts read orders; nobody edits them by hand but admins.
 * The success page's route gives the paying browser its upsell proof, once (docs/decisions/105).
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['number', 'email', 'status', 'bump_selected', 'upsell_status', 'total', 'createdAt'],
    group: 'Analytics and tests',
  },
  access: {
    read: or(
      ({ req: { user } }) => hasRole(user, 'admin', 'analyst'),
      viaFunction('process-one-click-upsell', 'get-offer-order', 'offer-success-page'),
    ),
    create: or(isAdmin, viaFunction('create-checkout')),
    update: or(isAdmin, viaFunction('process-one-click-upsell', 'offer-success-page')),
    delete: isAdmin,
  },
  hooks: {
    // Checkouts, purchases, refunds and disputes for the e-mail sequences (issue 29).
    afterChange: [orderSequenceEvents],
    beforeChange: [
      giveOrderNumber,
      ({ data, originalDoc, operation }) => {
        // Only a write that changes an amount writes the total: a concurrent write of other
        // fields (the upsell's status, say) read the order before the amount changed, and its
        // stale total would overwrite the right one.
        const amounts = ['base_amount', 'bump_amount', 'upsell_amount']
        if (operation === 'update' && !amounts.some((key) => key in data)) {
          delete data.total
          return data
        }
        const value = (key: string) => Number(data[key] ?? originalDoc?.[key] ?? 0)
        data.total = amounts.reduce((sum, key) => sum + value(key), 0)
        return data
      },
    ],
  },
  fields: [
    {
      name: 'number',
      label: 'Order number',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'What the buyer sees (thank-you page, receipts): random, not the database id' },
    },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'full_name', type: 'text' },
    { name: 'phone', type: 'text' },
    // The 'joined' toasts (docs/decisions/117): the city the geo lookup knew at checkout, and the buyer's opt-out.
    { name: 'buyer_city', type: 'text', admin: { description: "The buyer's city at checkout, when the geo lookup knew it" } },
    {
      name: 'proof_private',
      label: "Kept out of the 'joined' toasts",
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'The buyer asked not to be shown to other visitors (ticked by default in the EU, the EEA and the UK)' },
    },
    { name: 'offer_type', type: 'text', defaultValue: 'agency_arbitrage_97' },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: [...ORDER_STATUSES], index: true },
    { name: 'bump_selected', type: 'checkbox', defaultValue: false },
    { name: 'base_price', label: 'Base price charged', type: 'number', required: true, admin: { description: 'Dollars, from the CMS' } },
    { name: 'bump_price', label: 'Bump price charged', type: 'number', admin: { description: 'Dollars, from the CMS' } },
    dollars('base_amount', 'Base paid'),
    dollars('bump_amount', 'Bump paid'),
    { name: 'upsell_status', type: 'select', required: true, defaultValue: 'offered', options: [...UPSELL_STATUSES], index: true },
    {
      name: 'upsell_decision',
      type: 'select',
      options: [...UPSELL_DECISIONS],
      admin: { readOnly: true, description: 'The buyer’s answer to the upsell: taken once, never changed' },
    },
    { name: 'upsell_decided_at', type: 'date', admin: { readOnly: true } },
    {
      name: 'upsell_offered_at',
      type: 'date',
      admin: {
        readOnly: true,
        description: 'When the paying browser came back and was offered the upsell (its window starts here or at paid_at)',
      },
    },
    dollars('upsell_amount', 'Upsell paid'),
    { name: 'total', type: 'number', defaultValue: 0, admin: { readOnly: true, description: 'Dollars paid: base + bump + upsell' } },
    { name: 'currency', type: 'text', defaultValue: 'usd' },
    { name: 'checkout_session_id', type: 'text', required: true, unique: true, index: true },
    { name: 'payment_intent_id', type: 'text', index: true },
    { name: 'stripe_customer_id', type: 'text', index: true },
    { name: 'payment_method_id', type: 'text' },
    { name: 'upsell_payment_intent_id', type: 'text', index: true },
    {
      name: 'upsell_checkout_url',
      type: 'text',
      validate: validateLinkUrl,
      admin: { description: 'Where the buyer pays the upsell on-session when the bank asks' },
    },
    { name: 'paid_at', type: 'date' },
    { name: 'confirmation_sent_at', type: 'date' },
    // Delivery (server/delivery): the access e-mail, and what a refund or a dispute took away.
    { name: 'access_sent_at', type: 'date' },
    {
      name: 'access_revoked_at',
      type: 'date',
      index: true,
      admin: { description: 'A refund or dispute of the order’s payment removed access' },
    },
    {
      name: 'upsell_access_revoked_at',
      type: 'date',
      admin: { description: 'A refund or dispute of the upsell’s payment removed its onboarding' },
    },
    { name: 'access_revoked_reason', type: 'select', options: ['refunded', 'disputed'] },
    ...attributionFields(),
  ],
}
