import type { CollectionConfig, Field } from 'payload'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/isContentEditor'
import { bumpContentVersionAfterChange } from '../hooks/contentVersion'

/**
 * Reusable funnel content (testimonials, framework steps, FAQs…): read by anyone, edited by
 * marketers, picked and ordered by the pages that show it. A change re-renders the pages.
 */
export function contentCollection({
  slug,
  singular,
  plural,
  useAsTitle,
  fields,
}: {
  slug: string
  singular: string
  plural: string
  useAsTitle: string
  fields: Field[]
}): CollectionConfig {
  return {
    slug,
    labels: { singular, plural },
    admin: { useAsTitle, group: 'Funnel content' },
    access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
    hooks: { afterChange: [bumpContentVersionAfterChange], afterDelete: [bumpContentVersionAfterChange as never] },
    versions: { maxPerDoc: 20 },
    fields,
  }
}
