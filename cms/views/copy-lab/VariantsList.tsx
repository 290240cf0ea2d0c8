'use client'
import type { CopySlot, CopyVariantView } from '../../../contracts/copy-lab'
import { AddVariantForm } from './AddVariantForm'
import { SuggestVariantsForm } from './SuggestVariantsForm'
import { panel } from './styles'
import { VariantCard } from './VariantCard'

/** The slot's variants, newest first: suggest more with AI, review each, or add your own. */
export function VariantsList({
  slot,
  published,
  variants,
  onChanged,
}: {
  slot: CopySlot
  published: string
  variants: CopyVariantView[]
  onChanged: () => Promise<void>
}) {
  const toReview = variants.filter((v) => v.status === 'draft').length
  return (
    <section aria-labelledby="copy-lab-variants-title" style={panel}>
      <h2 id="copy-lab-variants-title" style={{ margin: '0 0 4px' }}>
        Variants
      </h2>
      <p style={{ margin: '0 0 12px' }}>
        {variants.length
          ? `${variants.length} ${variants.length === 1 ? 'variant' : 'variants'}, ${toReview} to review. Approve the ones worth testing; preview shows them on the real page.`
          : 'No variants yet: suggest some or add your own words.'}
      </p>
      <SuggestVariantsForm slot={slot.id} onChanged={onChanged} />
      {variants.length ? (
        <ul
          aria-label={`Variants of the ${slot.label.toLowerCase()}`}
          style={{ listStyle: 'none', padding: 0, margin: '12px 0 0', display: 'grid', gap: 12 }}
        >
          {variants.map((variant) => (
            <li key={variant.id}>
              <VariantCard variant={variant} slot={slot} published={published} onChanged={onChanged} />
            </li>
          ))}
        </ul>
      ) : null}
      <AddVariantForm slot={slot} published={published} onChanged={onChanged} />
    </section>
  )
}
