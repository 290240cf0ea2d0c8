import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { hasRole } from '../access/roles'
import { or } from '../access/or'
import { viaFunction } from '../access/viaFunction'
import { FUNNEL_STEP_VALUES, funnelStepOf } from './funnel-steps'

/**
 * Funnel tracking events and experiment exposures. Written only by track-funnel-event,
 * idempotent by the client-made event_id; read by analysts for experiment results.
 */
export const FunnelEvents: CollectionConfig = {
  slug: 'funnel-events',
  admin: {
    useAsTitle: 'event_type',
    defaultColumns: ['event_type', 'page_url', 'session_id', 'occurred_at'],
    group: 'Analytics and tests',
  },
  access: {
    read: ({ req: { user } }) => hasRole(user, 'admin', 'analyst'),
    create: or(isAdmin, viaFunction('track-funnel-event')),
    update: isAdmin,
    delete: isAdmin,
  },
  // The funnel report's reads (server/analytics/funnel-report): a window's events of a funnel's
  // steps, a window's events by type, and one visitor's events in time order (their steps,
  // their earlier sessions, their exposures).
  indexes: [
    { fields: ['funnel_step', 'occurred_at'] },
    { fields: ['event_type', 'occurred_at'] },
    { fields: ['visitor_id', 'occurred_at'] },
    // A copy test's look counts its flagged exposures (server/copy-lab/flagged-share.ts).
    { fields: ['flagged', 'event_type', 'occurred_at'] },
  ],
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        const eventType = 'event_type' in data ? data.event_type : originalDoc?.event_type
        const eventData = 'event_data' in data ? data.event_data : originalDoc?.event_data
        data.funnel_step = funnelStepOf(eventType, eventData)
        return data
      },
    ],
  },
  fields: [
    { name: 'event_id', type: 'text', required: true, unique: true, index: true },
    { name: 'event_type', type: 'text', required: true, index: true },
    { name: 'event_data', type: 'json' },
    { name: 'session_id', type: 'text', required: true, index: true },
    { name: 'visitor_id', type: 'text', index: true },
    { name: 'lead_id', type: 'text' },
    { name: 'page_url', type: 'text' },
    { name: 'scroll_depth', type: 'number' },
    { name: 'time_on_page', type: 'number' },
    { name: 'experiment_variants', type: 'json' },
    // The visitor's source and device, for the funnel view's breakdowns (server/analytics/visitor-source.ts).
    { name: 'device', type: 'select', options: ['mobile', 'desktop'], index: true },
    { name: 'utm_source', type: 'text', index: true },
    { name: 'utm_medium', type: 'text' },
    { name: 'utm_campaign', type: 'text' },
    { name: 'occurred_at', type: 'date', required: true, index: true },
    // Stored but counted toward no experiment (issue 38, docs/decisions/109): sent under a visitor
    // id the server did not sign, or an exposure the server would not have made for the visitor.
    { name: 'flagged', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    {
      name: 'flag_reason',
      type: 'select',
      options: ['unverified_visitor', 'variation_mismatch'],
      admin: { readOnly: true, condition: (data) => !!data?.flagged },
    },
    // Which funnel step the event is, from event_type and event_data.path, set on every write.
    {
      name: 'funnel_step',
      type: 'select',
      options: [...FUNNEL_STEP_VALUES],
      admin: { readOnly: true, description: 'Set from the event type and page path (the funnel report reads it)' },
    },
  ],
}
