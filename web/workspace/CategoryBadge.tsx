import type { Category } from '../../cms/payload-types'

/** A product's category, in the colour marketers gave it; nothing while it is unknown. */
export function CategoryBadge({ category }: { category: Category | undefined }) {
  if (!category) return null
  return (
    <span
      css={{
        display: 'inline-block',
        marginTop: 4,
        padding: '2px 10px',
        borderRadius: 999,
        fontSize: 12,
        fontWeight: 700,
        textTransform: 'uppercase',
        color: '#fff',
        background: category.color,
      }}
    >
      {category.name}
    </span>
  )
}
