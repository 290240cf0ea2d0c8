import type { Field } from 'payload'
import { richText } from '../richText'
import { contentCollection } from './contentCollection'
import { mediaFileUrl, relatedMediaFileUrl } from '../hooks/mediaFileUrl'
import { validateLinkUrl } from '../fields/linkUrl'

/**
 * An item's own media (issue 18): a file uploaded to Media, played by the page itself, or the
 * address of an outside embed. `<upload>_file` is a read-only copy of the file's URL.
 */
function itemMedia({ upload, url, description }: { upload: string; url: string; description: string }): Field[] {
  return [
    { name: upload, type: 'upload', relationTo: 'media', admin: { description: 'A video file of its own (played first)' } },
    { name: `${upload}_file`, type: 'text', virtual: true, hooks: { afterRead: [mediaFileUrl(upload)] }, admin: { hidden: true } },
    { name: url, type: 'text', validate: validateLinkUrl, admin: { description } },
  ]
}

/** Spec section 3, "Content items", plus the demo videos of the plan comparison. */
export const Testimonials = contentCollection({
  slug: 'testimonials',
  singular: 'Testimonial',
  plural: 'Testimonials',
  useAsTitle: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'title', type: 'text', required: true, admin: { description: 'Role and agency' } },
    ...itemMedia({
      upload: 'video',
      url: 'video_embed',
      description: 'Or the address of an outside embed (a testimonial widget or video page; its host must be allowed in Site settings)',
    }),
    { name: 'quote', type: 'textarea', required: true },
    { name: 'highlight', type: 'text' },
  ],
})

export const WinCards = contentCollection({
  slug: 'win-cards',
  singular: 'Member win',
  plural: 'Member wins',
  useAsTitle: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'achievement', type: 'text', required: true },
    { name: 'timeline', type: 'text', required: true },
    { name: 'value', type: 'text', required: true },
    { name: 'highlight', type: 'text' },
  ],
})

export const FrameworkSteps = contentCollection({
  slug: 'framework-steps',
  singular: 'Framework step',
  plural: 'Framework steps',
  useAsTitle: 'word',
  fields: [
    { name: 'letter', type: 'text', required: true, maxLength: 1 },
    { name: 'word', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    { name: 'principle', type: 'text', required: true },
    { name: 'benefit', type: 'text', required: true },
  ],
})

export const Faqs = contentCollection({
  slug: 'faqs',
  singular: 'FAQ',
  plural: 'FAQs',
  useAsTitle: 'question',
  fields: [{ name: 'question', type: 'text', required: true }, ...richText('answer')],
})

export const Objections = contentCollection({
  slug: 'objections',
  singular: 'Objection',
  plural: 'Objections',
  useAsTitle: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'objection', type: 'textarea', required: true },
    ...richText('answer'),
    { name: 'proof', type: 'text', required: true },
  ],
})

export const Bonuses = contentCollection({
  slug: 'bonuses',
  singular: 'Bonus',
  plural: 'Bonuses',
  useAsTitle: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    ...richText('description'),
    { name: 'value', type: 'number', admin: { description: 'Dollar value; leave empty and tick Priceless for "Priceless"' } },
    { name: 'priceless', type: 'checkbox', defaultValue: false },
  ],
})

export const ValueStackItems = contentCollection({
  slug: 'value-stack-items',
  singular: 'Value-stack item',
  plural: 'Value-stack items',
  useAsTitle: 'item_name',
  fields: [
    { name: 'item_name', type: 'text', required: true },
    { name: 'monthly_value', type: 'number', required: true, min: 0 },
  ],
})

export const GuaranteeCards = contentCollection({
  slug: 'guarantee-cards',
  singular: 'Guarantee card',
  plural: 'Guarantee cards',
  useAsTitle: 'title',
  fields: [{ name: 'title', type: 'text', required: true }, ...richText('description'), { name: 'badge', type: 'text', required: true }],
})

export const DemoVideos = contentCollection({
  slug: 'demo-videos',
  singular: 'Demo video',
  plural: 'Demo videos',
  useAsTitle: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    ...itemMedia({
      upload: 'video',
      url: 'video_url',
      description: 'Or the embed address from the video-messaging service (its host must be allowed in Site settings)',
    }),
    { name: 'price_claim', type: 'text', admin: { description: 'e.g. "$0.07 per minute"' } },
  ],
})

/** One plan's cell: a text ("Up to 20"), included (✓) or not included (✗). */
const planCell = (name: 'starter' | 'professional' | 'enterprise'): Field => ({
  name,
  type: 'group',
  interfaceName: 'PlanCell',
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'text',
      options: [
        { label: 'Text', value: 'text' },
        { label: 'Included (✓)', value: 'yes' },
        { label: 'Not included (✗)', value: 'no' },
      ],
    },
    { name: 'text', type: 'text', admin: { condition: (_, sibling) => sibling?.kind === 'text' } },
  ],
})

export const ComparisonRows = contentCollection({
  slug: 'comparison-rows',
  singular: 'Comparison row',
  plural: 'Comparison rows',
  useAsTitle: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    planCell('starter'),
    planCell('professional'),
    planCell('enterprise'),
    { name: 'demo_video', type: 'relationship', relationTo: 'demo-videos', admin: { description: 'Opens when the row is clicked' } },
    // Read-only copies of the linked demo video, filled in on every read whatever the depth:
    // the home page reads its rows at depth 1, where demo_video itself is only an id.
    ...(['title', 'description', 'video_url', 'price_claim'] as const).map((key): Field => ({
      name: `demo_${key}`,
      type: 'text',
      virtual: `demo_video.${key}`,
      admin: { hidden: true },
    })),
    {
      name: 'demo_video_file',
      type: 'text',
      virtual: true,
      hooks: { afterRead: [relatedMediaFileUrl('demo_video', 'demo-videos', 'video')] },
      admin: { hidden: true },
    },
  ],
})

export const FUNNEL_CONTENT = [
  Testimonials,
  WinCards,
  FrameworkSteps,
  Faqs,
  Objections,
  Bonuses,
  ValueStackItems,
  GuaranteeCards,
  DemoVideos,
  ComparisonRows,
]
