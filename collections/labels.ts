import type { CollectionConfig, Field, GlobalConfig } from 'payload'

/** Words that read as acronyms in a label. */
const ACRONYMS = new Set(['cta', 'roi', 'mrr', 'url', 'px', 'utm', 'id', 'seo', 'faq', 'api', 'cvc', 'ps'])

/** 'cta_label' → 'CTA label': what a marketer reads above the field in the admin. */
export const humanize = (name: string) =>
  name
    .split('_')
    .filter(Boolean)
    .map((word, i) => (ACRONYMS.has(word) ? word.toUpperCase() : i === 0 ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ')

/**
 * Every field named in snake_case gets a label made of words ('first_name' → 'First name')
 * unless it has one; Payload would show 'First_name'. Labels only: names, and so the database
 * schema, stay as they are. Fields named otherwise (camelCase, Payload's own) keep Payload's label.
 */
export function labelFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    const labelled: Record<string, unknown> = { ...field }
    if ('name' in field && /^[a-z0-9_]+$/.test(field.name) && (labelled.label === undefined || labelled.label === null))
      labelled.label = humanize(field.name)
    if ('fields' in field && Array.isArray(field.fields)) labelled.fields = labelFields(field.fields)
    if (field.type === 'tabs') labelled.tabs = field.tabs.map((tab) => ({ ...tab, fields: labelFields(tab.fields) }))
    if (field.type === 'blocks' && field.blocks)
      labelled.blocks = field.blocks.map((block) => ({ ...block, fields: labelFields(block.fields) }))
    return labelled as Field
  })
}

/** labelFields over every collection and global of the config. */
export function withLabels<T extends CollectionConfig | GlobalConfig>(configs: T[]): T[] {
  return configs.map((config) => ({ ...config, fields: labelFields(config.fields) }))
}
