import type { Payload } from 'payload'
import type { Category } from '../cms/payload-types'

const LOCAL = { overrideAccess: true, depth: 0, context: { seed: true } } as const

/**
 * The marketplace's categories (issue 32), with the badge colours of spec section 2 and an SEO
 * category the spec lacked (the Local SEO product was filed under PPC). The SQL migration
 * `workspace_categories` writes the same rows, so on SQLite and PostgreSQL the seed finds them.
 */
export const MARKETPLACE_CATEGORIES: Pick<Category, 'name' | 'slug' | 'color'>[] = [
  { name: 'Meta Ads', slug: 'meta', color: '#1877F2' },
  { name: 'TikTok', slug: 'tiktok', color: '#EE1D52' },
  { name: 'PPC', slug: 'ppc', color: '#F59E0B' },
  { name: 'YouTube', slug: 'youtube', color: '#FF0000' },
  { name: 'AI', slug: 'ai', color: '#8B5CF6' },
  { name: 'CRM', slug: 'crm', color: '#10B981' },
  { name: 'Analytics', slug: 'analytics', color: '#06B6D4' },
  { name: 'SEO', slug: 'seo', color: '#22C55E' },
]

/**
 * Writes the categories whose slug is missing and returns every category's id by slug.
 * Idempotent. With `onlyIfEmpty` (a start-up of a site already in use) the marketers' list is
 * theirs: a category they deleted does not come back.
 */
export async function seedCategories(payload: Payload, { onlyIfEmpty = false } = {}): Promise<Map<string, Category['id']>> {
  const { docs } = await payload.find({ collection: 'categories', pagination: false, ...LOCAL })
  const ids = new Map(docs.map((doc) => [doc.slug, doc.id]))
  if (onlyIfEmpty && docs.length > 0) return ids
  for (const category of MARKETPLACE_CATEGORIES) {
    if (!ids.has(category.slug)) ids.set(category.slug, (await payload.create({ collection: 'categories', data: category, ...LOCAL })).id)
  }
  return ids
}
