import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { or } from '../access/or'
import { viaFunction } from '../access/viaFunction'
import { MRR_RANGES } from '../../contracts/leads'
import { EMAIL_CONFIRMATIONS } from '../../contracts/sequences'
import { leadSequenceEvents } from '../Sequences/hooks/leadSequenceEvents'

/**
 * Every lead of the funnel (spec section 3, "Lead (table leads)"). Visitors create
 * leads only through the create-lead function; staff read them.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'full_name', 'modal_context', 'lead_type', 'createdAt'],
    group: 'Analytics and tests',
  },
  access: {
    read: isStaff,
    create: or(isAdmin, viaFunction('create-lead', 'send-checklist')),
    update: or(isAdmin, viaFunction('update-lead', 'send-checklist')),
    delete: isAdmin,
  },
  // Leads enrol in the e-mail sequences (issue 29).
  hooks: { afterChange: [leadSequenceEvents] },
  fields: [
    { name: 'email', type: 'text', index: true },
    { name: 'first_name', type: 'text' },
    { name: 'last_name', type: 'text' },
    { name: 'full_name', type: 'text' },
    { name: 'phone', type: 'text' },
    {
      // Text, not select: the range labels ("$0 - $5,000") cannot be GraphQL enum values.
      name: 'monthly_recurring_revenue',
      type: 'text',
      validate: (value: unknown) =>
        value == null || value === '' || (MRR_RANGES as readonly string[]).includes(String(value)) || `One of: ${MRR_RANGES.join('; ')}`,
    },
    { name: 'clicked_pricing_tier', type: 'text' },
    { name: 'payment_attempted', type: 'checkbox', defaultValue: false },
    { name: 'viewed_pricing', type: 'checkbox', defaultValue: false },
    { name: 'survey_responses', type: 'json' },
    { name: 'modal_context', type: 'text', index: true },
    { name: 'metadata', type: 'json', admin: { description: 'ROI calculator figures and other context.' } },
    { name: 'utm_source', type: 'text' },
    { name: 'utm_medium', type: 'text' },
    { name: 'utm_campaign', type: 'text' },
    { name: 'utm_term', type: 'text' },
    { name: 'utm_content', type: 'text' },
    { name: 'session_id', type: 'text', index: true },
    { name: 'time_spent_on_survey', type: 'number', admin: { description: 'Seconds' } },
    { name: 'user_agent', type: 'text' },
    { name: 'assigned_to', type: 'text', admin: { description: 'Chat persona name' } },
    { name: 'lead_type', type: 'text' },
    { name: 'funnel_step', type: 'text' },
    { name: 'offer_type', type: 'text' },
    { name: 'survey_response', type: 'textarea' },
    // The consent record of the e-mail sequences (issue 38): when and how the address showed it is
    // its owner's. Written by the sequences' server code only; until then a lead gets one e-mail.
    {
      name: 'email_confirmed_at',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'When the address showed it is its owner’s' },
    },
    {
      name: 'email_confirmed_by',
      type: 'select',
      options: [...EMAIL_CONFIRMATIONS],
      admin: { readOnly: true, description: 'A click in a sequence e-mail, a purchase, or a sign-in by e-mailed link' },
    },
    // The SHA-256 of the lead's token (server/leads/lead-token.ts): never read through the API.
    { name: 'token_hash', type: 'text', hidden: true },
    // The create-lead call's idempotency subject (docs/decisions/071): a retry after the node that
    // stored the lead died finds it here instead of storing it again.
    { name: 'idempotency_subject', type: 'text', hidden: true, index: true },
  ],
}
