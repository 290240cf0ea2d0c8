import type { Field, GlobalConfig } from 'payload'
import { isContentEditor } from '../access/isContentEditor'
import { publishedOrEditor } from '../access/publishedOrEditor'
import { bumpContentVersionAfterGlobalChange } from '../hooks/contentVersion'
import { publishLiveWrites } from '../hooks/publishLiveWrites'
import { group, humanize, longText, num, optionalText, text } from '../Home/fields'
import { bumpTakeRate } from './hooks/bumpTakeRate'
import { versionNote } from '../fields/versionNote'
import { validateLinkUrl } from '../fields/linkUrl'

/** A list of plain lines (bullets, included items, steps), each one editable. */
const lines = (name: string, minRows: number, maxRows = 12): Field => ({
  name,
  label: humanize(name),
  type: 'array',
  required: true,
  minRows,
  maxRows,
  fields: [text('text')],
})

/** Buyer files (collection buyer-files) that come with one of the offer's products. */
const files = (name: string, description: string): Field => ({
  name,
  label: humanize(name),
  type: 'relationship',
  relationTo: 'buyer-files',
  hasMany: true,
  admin: { description },
})

const PRICE_HELP = 'Dollars. The server charges this amount; the browser cannot change it.'

/**
 * The $97 acquisition funnel: /offer, /offer/checkout and /offer/success. Every word and
 * price is here; the prices are what create-checkout and process-one-click-upsell charge
 * (docs/decisions/029). `{price}`, `{bump_price}`, `{upsell_price}`, `{compare_at}`,
 * `{value}`, `{save}` and `{total}` in copy are filled from the prices.
 */
export const Offer: GlobalConfig = {
  slug: 'offer',
  admin: { group: 'Funnel content' },
  label: 'Offer funnel ($97)',
  access: { read: publishedOrEditor, update: isContentEditor, readVersions: isContentEditor },
  versions: { drafts: true, max: 50 },
  hooks: { beforeOperation: [publishLiveWrites], afterChange: [bumpContentVersionAfterGlobalChange] },
  fields: [
    group(
      'pricing',
      'Prices',
      [
        text('price_id', {
          admin: { description: 'The offer’s payment price identifier, fixed in the product; the checkout must name it.' },
        }),
        text('product_name'),
        num('base_price', 97, { min: 1, admin: { description: PRICE_HELP } }),
        text('bump_name'),
        num('bump_price', 197, { min: 1, admin: { description: PRICE_HELP } }),
        text('upsell_name'),
        num('upsell_price', 297, { min: 1, admin: { description: PRICE_HELP } }),
        num('upsell_compare_at', 997, { min: 0, admin: { description: 'Struck-through price of the upsell.' } }),
        num('value', 2997, { min: 0, admin: { description: 'Struck-through value of everything included.' } }),
      ],
      'What the offer costs. Changing a price changes what the next buyer is charged.',
    ),
    group('landing', '/offer', [
      group('hero', 'Hero', [text('eyebrow'), text('headline'), longText('subheadline'), text('cta_label'), text('cta_note')]),
      group('what_you_get', 'What you get', [text('heading'), lines('items', 3), text('value_label'), text('today_label')]),
      group('steps', 'Three-step system', [
        text('heading'),
        { name: 'steps', type: 'array', required: true, minRows: 3, maxRows: 3, fields: [text('title'), longText('description')] },
      ]),
      group('testimonials', 'Testimonials', [
        text('heading'),
        {
          name: 'items',
          type: 'array',
          required: true,
          minRows: 1,
          maxRows: 6,
          fields: [text('name'), text('role'), longText('quote'), text('result')],
        },
      ]),
      group('problem', 'Problem', [text('heading'), lines('pains', 4, 4), longText('closing')]),
      group('solution', 'Solution', [text('heading'), longText('text'), text('cta_label')]),
      group('guarantee', 'Guarantee', [text('heading'), longText('text')]),
      group('final_cta', 'Final call to action', [text('heading'), longText('text'), text('cta_label'), text('guarantee_line')]),
      group('sticky_bar', 'Sticky mobile bar', [text('label')]),
      group('email_modal', 'Email capture modal', [
        text('title'),
        longText('text'),
        text('email_label'),
        text('email_placeholder'),
        text('submit_label'),
        text('busy_label'),
        text('invalid_email'),
        text('privacy_note'),
      ]),
    ]),
    group('checkout', '/offer/checkout', [
      text('heading'),
      longText('subheading'),
      text('name_label'),
      text('email_label'),
      text('phone_label'),
      text('fields_missing'),
      text('start_over'),
      text('failed'),
      // The buyer's opt-out of the 'joined' toasts (issue 39, point 2; docs/decisions/117).
      text('proof_private_label', { admin: { description: "Checkbox at checkout: don't show the buyer in the 'joined' toasts" } } as never),
      group('bump', 'Order bump', [
        text('headline'),
        optionalText('headline_variant', "The headline in the order-bump-words experiment's variant (empty: the headline above)"),
        text('badge'),
        // The real take rate (issue 39, point 6; docs/decisions/119): never a number typed in.
        text('claim', { admin: { description: '{percent}: the share of the last 30 days’ paid orders that took the bump' } } as never),
        num('take_rate_min_orders', 30, {
          min: 1,
          admin: { description: 'The claim shows only once the last 30 days hold at least this many paid orders' },
        } as never),
        {
          name: 'take_rate',
          type: 'number',
          virtual: true,
          admin: {
            readOnly: true,
            description: 'Percent of the last 30 days’ paid orders that took the bump (computed; empty below the minimum)',
          },
          hooks: { afterRead: [bumpTakeRate] },
        },
        lines('bullets', 3, 3),
      ]),
      text('submit_label'),
      text('processing_label'),
      group('summary', 'Order summary', [
        text('heading'),
        text('value_label'),
        text('today_label'),
        text('split_label'),
        lines('included', 8, 8),
        text('reviews'),
      ]),
      lines('footer_notes', 1, 5),
    ]),
    group('success', '/offer/success', [
      group('upsell', 'Upsell', [
        text('payment_received_label', {
          defaultValue: 'Payment received: {paid}',
          admin: { description: 'Opens the upsell: {paid} is what the first payment charged.' },
        }),
        text('countdown_label'),
        num('countdown_minutes', 10, { min: 1, max: 60 }),
        text('heading'),
        longText('text'),
        text('price_label'),
        text('save_label'),
        lines('bullets', 4, 4),
        text('accept_label'),
        text('processing_label'),
        text('decline_label'),
        text('failed'),
      ]),
      group('thanks', 'Thank you', [
        text('heading'),
        longText('text'),
        text('next_heading'),
        lines('next_steps', 4, 4),
        text('cta_label'),
        text('cta_href', { validate: validateLinkUrl }),
        text('support_line', { admin: { description: '{support_email} is Site settings’ support address.' } }),
        group('order', 'The order', [
          text('heading', { defaultValue: 'Your order' }),
          text('number_label', { defaultValue: 'Order number' }),
          text('total_label', { defaultValue: 'Total charged' }),
          text('sent_to_label', { defaultValue: 'Your access link went to {email}' }),
          text('members_label', { defaultValue: 'Go to your purchases' }),
        ]),
      ]),
    ]),
    group(
      'delivery',
      'Buyer delivery (/members)',
      [
        files('blueprint_files', 'The Blueprint’s files: every paid order gets them.'),
        files('bump_files', 'The order bump’s files: orders that took the bump.'),
        files('upsell_files', 'The accelerator’s files: orders that took the upsell.'),
        group('onboarding', 'Accelerator onboarding (upsell buyers)', [
          text('heading'),
          { name: 'steps', type: 'array', required: true, minRows: 1, maxRows: 10, fields: [text('title'), longText('description')] },
          text('booking_label'),
          text('booking_url', {
            validate: validateLinkUrl,
            admin: { description: 'Where upsell buyers book their onboarding call (a path or a full URL).' },
          }),
        ]),
        group('access_email', 'Access email', [
          text('subject'),
          longText('body', { admin: { description: '{name}, {link} and {hours} (how long the link works) are filled in.' } }),
        ]),
        group('upsell_email', 'Upsell access email', [
          text('subject'),
          longText('body', { admin: { description: '{name}, {link} and {hours} are filled in.' } }),
        ]),
        group('link_email', 'New sign-in link email', [
          text('subject'),
          longText('body', { admin: { description: '{link} and {hours} are filled in.' } }),
        ]),
        group('page', 'Members page', [
          text('heading'),
          longText('intro'),
          text('loading'),
          text('files_heading'),
          text('download_label'),
          text('no_access'),
          text('request_heading'),
          longText('request_text'),
          text('email_label'),
          text('submit_label'),
          text('busy_label'),
          longText('sent'),
          text('invalid_email'),
          longText('link_used'),
          longText('link_expired'),
          longText('link_invalid'),
          text('sign_out_label'),
        ]),
      ],
      'What a buyer gets after paying: files per product, onboarding for upsell buyers, the access e-mails and /members.',
    ),
    group('email', 'Receipt email', [
      text('subject'),
      longText('body', {
        admin: {
          description:
            'A receipt for each charge (the order, then the upsell): {name}, {number}, {items}, {total} and {support_email} are filled in.',
        },
      }),
    ]),
    versionNote,
  ],
}
