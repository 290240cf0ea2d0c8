import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { VendorProduct } from '../../cms/payload-types'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { ItemVideo } from '../ui/ItemVideo'
import { itemMedia } from '../lib/item-media'
import { colors } from '../ui/theme'
import { query, rest, useLoad, type Page } from './api'
import { useOwnedProducts } from './owned-products'
import { ProductActions } from './ProductActions'

/** The category badge colours of spec section 2. */
export const CATEGORY_COLORS: Record<VendorProduct['category'], string> = {
  meta: '#1877F2',
  tiktok: '#EE1D52',
  ppc: '#F59E0B',
  youtube: '#FF0000',
  ai: '#8B5CF6',
  crm: '#10B981',
  analytics: '#06B6D4',
}

/** A product's category, in its colour. */
export function CategoryBadge({ category }: { category: VendorProduct['category'] }) {
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
        background: CATEGORY_COLORS[category],
      }}
    >
      {category}
    </span>
  )
}

export const money = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2))

function ProductCard({ product, subscribed }: { product: VendorProduct; subscribed: boolean }) {
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
          <CategoryBadge category={product.category} />
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

/** Products: the marketplace of active vendor products, newest first. */
export function ProductsPage() {
  const owned = useOwnedProducts()
  const { data } = useLoad(
    () =>
      rest<Page<VendorProduct>>(
        `vendor-products${query({ where: { is_active: { equals: true } }, sort: '-createdAt', limit: 100, depth: 0 })}`,
      ),
    [],
  )
  return (
    <div>
      <h2 css={{ marginTop: 0 }}>Products</h2>
      {data?.docs.length === 0 && <p css={{ color: colors.muted }}>No products available yet</p>}
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 20 }}>
        {data?.docs.map((product) => (
          <ProductCard key={product.id} product={product} subscribed={owned.has(String(product.id))} />
        ))}
      </div>
    </div>
  )
}
