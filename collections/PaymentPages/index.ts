import type { GlobalConfig } from 'payload'
import { group, longText, num, text } from '../Home/fields'
import { pageGlobal } from './pageGlobal'
import { validateLinkUrl } from '../fields/linkUrl'

const described = (name: string, description: string) => text(name, { admin: { description } } as never)

/** The payment success page (/success, spec section 2): the plan bought and what comes next. */
export const SuccessPage: GlobalConfig = pageGlobal({
  slug: 'success-page',
  label: 'Payment success page',
  fields: [
    text('heading'),
    longText('text'),
    text('checking_label'),
    text('plan_label'),
    text('renewal_label'),
    longText('pending_text'),
    text('next_steps_heading'),
    {
      name: 'next_steps',
      type: 'array',
      dbName: 'success_next_steps',
      required: true,
      minRows: 1,
      fields: [text('title'), longText('text')],
    },
    text('home_label'),
    text('support_label'),
    described('support_subject', 'Subject of the Contact Support e-mail'),
  ],
})

/** The cancel-objection page (/cancel, spec section 2): four reasons, each with its offer. */
export const CancelPage: GlobalConfig = pageGlobal({
  slug: 'cancel-page',
  label: 'Cancel page',
  fields: [
    text('heading'),
    longText('text'),
    text('reasons_label'),
    {
      name: 'reasons',
      type: 'array',
      dbName: 'cancel_reasons',
      required: true,
      minRows: 4,
      maxRows: 4,
      fields: [
        text('reason'),
        text('offer_title'),
        longText('offer_text'),
        text('offer_cta_label'),
        text('offer_cta_url', {
          validate: validateLinkUrl,
          admin: { description: 'Where the offer button goes: /pricing, /getdemo, mailto:…' },
        } as never),
      ],
    },
    num('offer_delay_ms', 300),
    group('call_widget', 'Call widget', [
      text('title'),
      longText('text'),
      text('cta_label'),
      text('dismiss_label'),
      num('dismiss_hours', 24),
    ]),
    text('home_label'),
    {
      // The lead magnet of spec section 8's 'Checklist sent to your email!' (docs/decisions/057-spec-pieces.md).
      name: 'checklist',
      label: 'Free checklist',
      type: 'group',
      admin: { description: 'A form that e-mails the checklist below; empty heading: no form' },
      fields: [
        { name: 'heading', type: 'text' },
        { name: 'text', type: 'textarea' },
        { name: 'email_label', type: 'text', defaultValue: 'Email' },
        { name: 'submit_label', type: 'text', defaultValue: 'Send me the checklist' },
        { name: 'busy_label', type: 'text', defaultValue: 'Sending...' },
        { name: 'sent_message', type: 'text', defaultValue: 'Checklist sent to your email!' },
        { name: 'email_subject', type: 'text' },
        { name: 'email_intro', type: 'textarea', admin: { description: 'Opens the e-mail; {items}: the checklist below' } },
        {
          name: 'items',
          type: 'array',
          dbName: 'cancel_checklist_items',
          fields: [{ name: 'item', type: 'text', required: true }],
        },
      ],
    },
  ],
})

/** The demo booking page (/getdemo and /get-demo): the booking widget of site settings. */
export const DemoPage: GlobalConfig = pageGlobal({
  slug: 'demo-page',
  label: 'Demo booking page',
  fields: [
    text('heading'),
    longText('text'),
    text('embed_title'),
    longText('fallback_text'),
    text('fallback_link_label'),
    text('open_label'),
    text('home_label'),
  ],
})
