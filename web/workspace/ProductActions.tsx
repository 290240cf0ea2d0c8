import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import type { VendorProduct } from '../../cms/payload-types'
import { callFunction } from '../lib/call-function'
import { Button } from '../ui/Button'
import { colors } from '../ui/theme'
import { SubscribeToProduct } from './SubscribeToProduct'
import { useWorkspace } from './workspace-context'

const actionCss = { flex: 1, padding: '10px 14px', fontSize: 15 } as const

/**
 * A product's actions for an agency: 'Subscribe', or 'Subscribed' with a way to manage it
 * (Billing) when the agency already has it, and 'Message Vendor'. Shared by the card and the
 * detail view.
 */
export function ProductActions({ product, subscribed }: { product: VendorProduct; subscribed: boolean }) {
  const { user, token } = useWorkspace()
  const navigate = useNavigate()
  const [starting, setStarting] = useState(false)
  if (user.role !== 'agency') return null

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
    <>
      {subscribed ? (
        <span css={{ display: 'flex', alignItems: 'center', gap: 10, flex: 1 }}>
          <span css={{ fontWeight: 700, color: colors.success }}>Subscribed</span>
          <Link to="/app/billing" css={{ color: colors.accentText, fontWeight: 600 }}>
            Manage subscription
          </Link>
        </span>
      ) : (
        <SubscribeToProduct product={product} />
      )}
      <Button variant="ghost" onClick={messageVendor} disabled={starting} css={actionCss}>
        Message Vendor
      </Button>
    </>
  )
}
