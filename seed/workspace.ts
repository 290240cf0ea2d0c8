import type { Payload } from 'payload'
import type { User, VendorProduct } from '../cms/payload-types'
import { sampleClip } from './content/media'
import { DEMO_PASSWORD } from './users'
import { seedCategories } from './categories'
import { clientKeyOf } from '../server/messaging/message-store'

/**
 * The demo workspace (with the demo users): vendors with products in every category of the
 * spec, each with pricing tiers, a logo and, for some, a demo video; a demo agency with a
 * conversation, a three-way chat with a joined client, product subscriptions and
 * notifications; a second agency and vendor so access rules can be seen (and tested) to
 * keep them apart. Idempotent: written once, when the demo agency has no conversation.
 */

const LOCAL = { overrideAccess: true, depth: 0, context: { seed: true } } as const

export const DEMO_WORKSPACE_USERS = {
  agency: 'agency@example.com',
  otherAgency: 'agency2@example.com',
  vendor: 'vendor@example.com',
  otherVendor: 'vendor2@example.com',
  client: 'client@example.com',
}

/**
 * A square logo drawn from the product's initials, so the marketplace needs no network: a file
 * of the web app (web/public/product-logos), named by its path on this site. A product's
 * logo_url is https or a path here, never a `data:` URL (docs/decisions/073).
 */
export const initialsLogo = (name: string): string => `/product-logos/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`

type ProductSeed = Pick<VendorProduct, 'name' | 'description' | 'vendor_rating'> & {
  /** A category's slug (seed/categories.ts). */
  category: string
  vendor: 'vendor' | 'otherVendor'
  color: string
  video?: boolean
  tiers: [string, number][]
}

export const DEMO_PRODUCTS: ProductSeed[] = [
  {
    vendor: 'vendor',
    name: 'Meta Ads Autopilot',
    category: 'meta',
    vendor_rating: 4.8,
    color: '#1877F2',
    video: true,
    description:
      'Done-for-you Facebook and Instagram campaigns for local businesses: creative, audiences, daily optimisation and a weekly report branded as your agency.',
    tiers: [
      ['Starter', 297],
      ['Growth', 597],
      ['Scale', 997],
    ],
  },
  {
    vendor: 'vendor',
    name: 'TikTok Creator Studio',
    category: 'tiktok',
    color: '#111111',
    description: 'Short-form video ads scripted, filmed by vetted creators and launched on TikTok for your clients every month.',
    tiers: [
      ['Basic', 397],
      ['Pro', 797],
    ],
  },
  {
    vendor: 'vendor',
    name: 'Local SEO Rank Engine',
    category: 'seo',
    color: '#F59E0B',
    video: true,
    description:
      'Google Maps and organic search rankings for service businesses, fulfilled by our specialists while you keep the client relationship and the margin.',
    tiers: [
      ['Starter', 199],
      ['Professional', 399],
    ],
  },
  {
    vendor: 'otherVendor',
    name: 'YouTube Growth Lab',
    category: 'youtube',
    color: '#FF0000',
    description: 'Channel strategy, thumbnails, editing and in-stream ads that turn YouTube into a lead source for your clients.',
    tiers: [
      ['Channel', 449],
      ['Channel + Ads', 899],
    ],
  },
  {
    vendor: 'otherVendor',
    name: 'AI Voice Receptionist',
    category: 'ai',
    vendor_rating: 4.5,
    color: '#8B5CF6',
    video: true,
    description: 'An AI voice agent that answers calls 24/7, books appointments and qualifies leads, white-labelled under your brand.',
    tiers: [
      ['Up to 500 minutes', 149],
      ['Up to 2,000 minutes', 349],
    ],
  },
  {
    vendor: 'otherVendor',
    name: 'Branded CRM Suite',
    category: 'crm',
    color: '#10B981',
    description: 'Pipelines, automations and a client portal under your agency brand, with sub-accounts for every client.',
    tiers: [
      ['5 sub-accounts', 97],
      ['Unlimited', 297],
    ],
  },
  {
    vendor: 'vendor',
    name: 'ROI Analytics Dashboard',
    category: 'analytics',
    color: '#06B6D4',
    description: 'Live dashboards of calls, leads and revenue per client, so every report shows the return on your retainer.',
    tiers: [
      ['Single client', 49],
      ['Agency', 199],
    ],
  },
]

async function findOrCreateUser(payload: Payload, data: Pick<User, 'email' | 'role'> & Partial<User>): Promise<User> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: data.email } }, limit: 1, ...LOCAL })
  if (docs[0]) return docs[0]
  return payload.create({ collection: 'users', data: { ...data, password: DEMO_PASSWORD }, ...LOCAL })
}

/** Writes a conversation's messages in order, with their sequences and keys. */
async function seedMessages(
  payload: Payload,
  conversationId: number,
  lines: { sender: User; role: 'agency' | 'vendor' | 'client'; content: string; minutesAgo: number; read?: boolean }[],
): Promise<string> {
  let last = ''
  for (const [i, line] of lines.entries()) {
    const sentAt = new Date(Date.now() - line.minutesAgo * 60_000).toISOString()
    await payload.create({
      collection: 'messages',
      data: {
        conversation: conversationId,
        sender: line.sender.id,
        sender_role: line.role,
        content: line.content,
        attachments: [],
        sent_at: sentAt,
        read_at: line.read ? sentAt : null,
        sequence: i + 1,
        sequence_key: `${conversationId}:${i + 1}`,
        client_message_id: `seed-${conversationId}-${i + 1}`,
        client_key: clientKeyOf(conversationId, line.sender.id, `seed-${conversationId}-${i + 1}`),
      },
      ...LOCAL,
    })
    last = sentAt
  }
  return last
}

export async function seedDemoWorkspace(payload: Payload): Promise<boolean> {
  const agency = await findOrCreateUser(payload, { email: DEMO_WORKSPACE_USERS.agency, role: 'agency', company_name: 'Demo Agency' })
  const existing = await payload.count({ collection: 'conversations', where: { agency_user: { equals: agency.id } }, overrideAccess: true })
  if (existing.totalDocs > 0) return false

  await findOrCreateUser(payload, { email: DEMO_WORKSPACE_USERS.otherAgency, role: 'agency', company_name: 'Second Agency' })
  const vendors = {
    vendor: await findOrCreateUser(payload, { email: DEMO_WORKSPACE_USERS.vendor, role: 'vendor', company_name: 'Demo Vendor' }),
    otherVendor: await findOrCreateUser(payload, {
      email: DEMO_WORKSPACE_USERS.otherVendor,
      role: 'vendor',
      company_name: 'Northstar Media',
    }),
  }
  const client = await findOrCreateUser(payload, {
    email: DEMO_WORKSPACE_USERS.client,
    role: 'client',
    company_name: 'Bright Smiles Dental',
  })

  const categories = await seedCategories(payload)
  // Each product's own demo file (the content seed uploaded the sample clip first).
  const clip = await payload.find({ collection: 'media', where: { filename: { equals: sampleClip.filename } }, limit: 1, ...LOCAL })
  const products = new Map<string, VendorProduct>()
  for (const product of DEMO_PRODUCTS) {
    const found = await payload.find({ collection: 'vendor-products', where: { name: { equals: product.name } }, limit: 1, ...LOCAL })
    products.set(
      product.name,
      found.docs[0] ??
        (await payload.create({
          collection: 'vendor-products',
          data: {
            vendor: vendors[product.vendor].id,
            name: product.name,
            description: product.description,
            category: categories.get(product.category),
            vendor_rating: product.vendor_rating ?? null,
            logo_url: initialsLogo(product.name),
            demo_video: (product.video && clip.docs[0]?.id) || null,
            is_active: true,
            pricing_tiers: product.tiers.map(([tier_name, price_monthly]) => ({ tier_name, price_monthly })),
          },
          ...LOCAL,
        })),
    )
  }
  const meta = products.get('Meta Ads Autopilot')!
  const seo = products.get('Local SEO Rank Engine')!
  const voice = products.get('AI Voice Receptionist')!

  // A conversation with the vendor about a product. The agency may invite a client into it, who
  // then reads only what follows; still, it names no client of the agency (docs/decisions/111).
  const inquiry = await payload.create({
    collection: 'conversations',
    data: {
      agency_user: agency.id,
      vendor: vendors.vendor.id,
      product: meta.id,
      subject: 'Inquiry about Meta Ads Autopilot',
      type: 'vendor_agency',
    },
    ...LOCAL,
  })
  const inquiryLast = await seedMessages(payload, inquiry.id, [
    {
      sender: agency,
      role: 'agency',
      content: 'Hi! Do you run Meta campaigns for single-location businesses?',
      minutesAgo: 180,
      read: true,
    },
    {
      sender: vendors.vendor,
      role: 'vendor',
      content: 'Absolutely, local businesses are one of our best niches. The Growth tier fits a single location.',
      minutesAgo: 170,
    },
  ])
  await payload.update({ collection: 'conversations', id: inquiry.id, data: { last_message_at: inquiryLast }, ...LOCAL })

  // A three-way chat with a client who joined through an invitation.
  const chat = await payload.create({
    collection: 'conversations',
    data: {
      agency_user: agency.id,
      vendor: vendors.vendor.id,
      client_user: client.id,
      product: seo.id,
      subject: 'Local SEO for Bright Smiles Dental',
      type: 'three_way_chat',
    },
    ...LOCAL,
  })
  const chatLast = await seedMessages(payload, chat.id, [
    { sender: agency, role: 'agency', content: 'Welcome! Our SEO team is here to get you into the map pack.', minutesAgo: 120, read: true },
    { sender: client, role: 'client', content: 'Great, we mostly want more implant patients.', minutesAgo: 110, read: true },
    { sender: vendors.vendor, role: 'vendor', content: 'Noted: we will build the implant service pages first.', minutesAgo: 100 },
  ])
  await payload.update({ collection: 'conversations', id: chat.id, data: { last_message_at: chatLast }, ...LOCAL })
  for (const [conversation, members] of [
    [
      inquiry,
      [
        [agency, 'agency'],
        [vendors.vendor, 'vendor'],
      ],
    ],
    [
      chat,
      [
        [agency, 'agency'],
        [vendors.vendor, 'vendor'],
        [client, 'client'],
      ],
    ],
  ] as const) {
    for (const [user, role] of members) {
      await payload.create({
        collection: 'conversation-participants',
        data: {
          conversation: conversation.id,
          user: user.id,
          role,
          client_email: role === 'client' ? user.email : null,
          slot_key: `${conversation.id}:${role}`,
        },
        ...LOCAL,
      })
    }
  }

  // Product subscriptions: two active, at their tiers' prices.
  for (const [product, tier] of [
    [meta, 1],
    [voice, 0],
  ] as const) {
    const chosen = product.pricing_tiers![tier]
    await payload.create({
      collection: 'agency-product-subscriptions',
      data: {
        agency_user: agency.id,
        product: product.id,
        vendor: product.vendor,
        tier_name: chosen.tier_name,
        price_monthly: chosen.price_monthly,
        status: 'active',
      },
      ...LOCAL,
    })
  }

  for (const notification of [
    { title: 'Welcome to your workspace', message: 'Browse the marketplace and message a vendor to get started.', link: '/app/products' },
    {
      title: 'New message: Inquiry about Meta Ads Autopilot',
      message: 'Absolutely, local businesses are one of our best niches.',
      link: `/app/messages/${inquiry.id}`,
    },
  ]) {
    await payload.create({ collection: 'notifications', data: { user: agency.id, ...notification }, ...LOCAL })
  }
  return true
}
