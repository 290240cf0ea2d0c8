import type { GlobalConfig } from 'payload'
import { group, longText, num, text } from '../Home/fields'
import { pageGlobal } from './pageGlobal'

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
        described('offer_cta_url', 'Where the offer button goes: /pricing, /getdemo, mailto:…'),
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
