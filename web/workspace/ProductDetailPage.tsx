import { Link, useParams } from 'react-router-dom'
import type { VendorProduct } from '../../cms/payload-types'
import { itemMedia } from '../lib/item-media'
import { ItemVideo } from '../ui/ItemVideo'
import { Spinner } from '../ui/Spinner'
import { colors } from '../ui/theme'
import { rest, useLoad } from './api'
import { useOwnedProducts } from './owned-products'
import { ProductActions } from './ProductActions'
import { money } from './ProductsPage'
import { CategoryBadge } from './CategoryBadge'
import { categoryOf, useCategories } from './categories'
import { WorkspaceNotFound } from './WorkspaceNotFound'

/**
 * /app/products/:productId — a product in full: the whole description, every pricing tier and
 * the demo, the vendor's rating when staff have set one (none is made up), with the same
 * actions as its card.
 */
export function ProductDetailPage() {
  const { productId = '' } = useParams()
  const owned = useOwnedProducts()
  const categories = useCategories()
  const { data: product, error } = useLoad(
    () => rest<VendorProduct>(`vendor-products/${encodeURIComponent(productId)}?depth=0`),
    [productId],
  )
  if (error) return <WorkspaceNotFound />
  if (!product) return <Spinner label="Loading the product" />
  const demo = itemMedia(product.demo_video_file, product.demo_video_url)
  return (
    <article aria-labelledby="product-name" css={{ display: 'grid', gap: 20, maxWidth: 880 }}>
      <Link to="/app/products" css={{ color: colors.accentText, fontWeight: 600 }}>
        ← All products
      </Link>
      <header css={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        {product.logo_url && <img src={product.logo_url} alt="" width={64} height={64} css={{ borderRadius: 14 }} />}
        <div>
          <h2 id="product-name" css={{ margin: 0 }}>
            {product.name}
          </h2>
          <CategoryBadge category={categoryOf(product, categories)} />
          {product.vendor_rating != null && (
            <p css={{ margin: '6px 0 0', color: colors.muted }}>
              <span aria-hidden css={{ color: '#F59E0B' }}>
                ★{' '}
              </span>
              Vendor rating {product.vendor_rating.toFixed(1)} out of 5
            </p>
          )}
        </div>
      </header>
      <p css={{ margin: 0, color: colors.text, whiteSpace: 'pre-line' }}>{product.description}</p>
      <section aria-labelledby="tiers-heading">
        <h3 id="tiers-heading">Pricing tiers</h3>
        <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {(product.pricing_tiers ?? []).map((tier) => (
            <li
              key={tier.id ?? tier.tier_name}
              css={{
                display: 'flex',
                justifyContent: 'space-between',
                padding: '12px 14px',
                border: `1px solid ${colors.border}`,
                borderRadius: 10,
              }}
            >
              <span css={{ fontWeight: 600 }}>{tier.tier_name}</span>
              <span>${money(tier.price_monthly)}/mo</span>
            </li>
          ))}
        </ul>
      </section>
      {demo && (
        <section aria-labelledby="demo-heading">
          <h3 id="demo-heading">Demo</h3>
          <div css={{ aspectRatio: '16 / 9', borderRadius: 10, overflow: 'hidden', background: '#000' }}>
            <ItemVideo media={demo} title={`${product.name} demo`} />
          </div>
        </section>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
        <ProductActions product={product} subscribed={owned.has(String(product.id))} />
      </div>
    </article>
  )
}
