import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import type { Category, VendorProduct } from '../../cms/payload-types'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { ItemVideo } from '../ui/ItemVideo'
import { itemMedia } from '../lib/item-media'
import { colors } from '../ui/theme'
import { query, rest, useLoad, type Page } from './api'
import { useOwnedProducts } from './owned-products'
import { ProductActions } from './ProductActions'
import { CategoryBadge } from './CategoryBadge'
import { categoryOf, useCategories } from './categories'

export const money = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2))

function ProductCard({ product, category, subscribed }: { product: VendorProduct; category?: Category; subscribed: boolean }) {
  const [video, setVideo] = useState(false)
  const first = product.pricing_tiers?.[0]
  // The product's own demo: its uploaded file, else its address (a file or a video service's embed).
  const demo = itemMedia(product.demo_video_file, product.demo_video_url)

  return (
    <article
      aria-label={product.name}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: 14,
        padding: 20,
      }}
    >
      <div css={{ display: 'flex', gap: 14, alignItems: 'center' }}>
        {product.logo_url ? (
          <img src={product.logo_url} alt="" width={52} height={52} css={{ borderRadius: 12 }} />
        ) : (
          <div css={{ width: 52, height: 52, borderRadius: 12, background: colors.surfaceRaised }} />
        )}
        <div>
          <h3 css={{ margin: 0, fontSize: 18 }}>
            <Link to={`/app/products/${product.id}`} css={{ color: colors.text, textDecoration: 'none' }}>
              {product.name}
            </Link>
          </h3>
          <CategoryBadge category={category} />
        </div>
      </div>
      <p
        css={{
          margin: 0,
          color: colors.muted,
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {product.description}
      </p>
      <Link
        to={`/app/products/${product.id}`}
        aria-label={`View details of ${product.name}`}
        css={{ color: colors.accentText, fontWeight: 600 }}
      >
        View details
      </Link>
      {first && <p css={{ margin: 0, fontWeight: 700 }}>Starting at ${money(first.price_monthly)}/mo</p>}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10, marginTop: 'auto' }}>
        <ProductActions product={product} subscribed={subscribed} />
        {demo && (
          <Button variant="ghost" onClick={() => setVideo(true)} css={{ padding: '10px 14px', fontSize: 15 }}>
            Watch Demo
          </Button>
        )}
      </div>
      {demo && (
        <Dialog open={video} onOpenChange={setVideo} title={`${product.name} demo`} width={760}>
          <div css={{ aspectRatio: '16 / 9', borderRadius: 10, overflow: 'hidden', background: '#000' }}>
            <ItemVideo media={demo} title={`${product.name} demo`} autoPlay />
          </div>
        </Dialog>
      )}
    </article>
  )
}

/** The category filter: every category in the CMS, and 'All'; the choice is the address's `?category=`. */
function CategoryFilter({
  categories,
  chosen,
  choose,
}: {
  categories: Category[]
  chosen: string | null
  choose: (slug: string | null) => void
}) {
  const chip = (active: boolean) => ({
    padding: '6px 14px',
    borderRadius: 999,
    border: `1px solid ${active ? colors.accentText : colors.border}`,
    background: active ? colors.surfaceRaised : colors.surface,
    color: colors.text,
    fontWeight: 600,
    cursor: 'pointer',
  })
  return (
    <div role="group" aria-label="Categories" css={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 20 }}>
      <button type="button" aria-pressed={chosen === null} onClick={() => choose(null)} css={chip(chosen === null)}>
        All
      </button>
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          aria-pressed={chosen === category.slug}
          onClick={() => choose(category.slug)}
          css={chip(chosen === category.slug)}
        >
          {category.name}
        </button>
      ))}
    </div>
  )
}

/** Products: the marketplace of active vendor products, newest first, by category if one is chosen. */
export function ProductsPage() {
  const owned = useOwnedProducts()
  const categories = useCategories()
  const [params, setParams] = useSearchParams()
  const chosen = params.get('category')
  const { data } = useLoad(() => {
    // The chosen category by its slug, through the relationship: an unknown slug shows nothing.
    const where = { is_active: { equals: true }, ...(chosen ? { 'category.slug': { equals: chosen } } : {}) }
    return rest<Page<VendorProduct>>(`vendor-products${query({ where, sort: '-createdAt', limit: 100, depth: 0 })}`)
  }, [chosen])
  const choose = (slug: string | null) => setParams(slug ? { category: slug } : {}, { replace: true })
  return (
    <div>
      <h2 css={{ marginTop: 0 }}>Products</h2>
      {categories && categories.length > 0 && <CategoryFilter categories={categories} chosen={chosen} choose={choose} />}
      {data?.docs.length === 0 && (
        <p css={{ color: colors.muted }}>{chosen ? 'No products in this category yet' : 'No products available yet'}</p>
      )}
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 20 }}>
        {data?.docs.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            category={categoryOf(product, categories)}
            subscribed={owned.has(String(product.id))}
          />
        ))}
      </div>
    </div>
  )
}
