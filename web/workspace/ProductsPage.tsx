import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import type { VendorProduct } from '../../cms/payload-types'
import { callFunction } from '../lib/call-function'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { ItemVideo } from '../ui/ItemVideo'
import { itemMedia } from '../lib/item-media'
import { colors } from '../ui/theme'
import { query, rest, useLoad, type Page } from './api'
import { SubscribeToProduct } from './SubscribeToProduct'
import { useWorkspace } from './workspace-context'

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

const money = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2))

function ProductCard({ product }: { product: VendorProduct }) {
  const { user, token } = useWorkspace()
  const navigate = useNavigate()
  const [starting, setStarting] = useState(false)
  const [video, setVideo] = useState(false)
  const first = product.pricing_tiers?.[0]
  // The product's own demo: its uploaded file, else its address (a file or a video service's embed).
  const demo = itemMedia(product.demo_video_file, product.demo_video_url)

  async function messageVendor() {
    setStarting(true)
    try {
      const { conversationId } = await callFunction(
        'create-conversation',
        {
          productId: String(product.id),
          vendorId: String(typeof product.vendor === 'object' ? product.vendor.id : product.vendor),
          subject: `Inquiry about ${product.name}`,
          type: 'vendor_agency',
        },
        { token: token ?? undefined },
      )
      toast.success('Conversation started')
      navigate(`/app/messages/${conversationId}`)
    } catch {
      toast.error('Failed to start conversation')
      setStarting(false)
    }
  }

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
          <h3 css={{ margin: 0, fontSize: 18 }}>{product.name}</h3>
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
              background: CATEGORY_COLORS[product.category],
            }}
          >
            {product.category}
          </span>
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
      {first && <p css={{ margin: 0, fontWeight: 700 }}>Starting at ${money(first.price_monthly)}/mo</p>}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10, marginTop: 'auto' }}>
        {user.role === 'agency' && <SubscribeToProduct product={product} />}
        {user.role === 'agency' && (
          <Button variant="ghost" onClick={messageVendor} disabled={starting} css={{ flex: 1, padding: '10px 14px', fontSize: 15 }}>
            Message Vendor
          </Button>
        )}
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
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </div>
  )
}
