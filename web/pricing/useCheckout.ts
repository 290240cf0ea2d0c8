import { useCallback, useRef, useState } from 'react'
import { toast } from 'sonner'
import type { Plan } from '../../cms/payload-types'
import { ERRORS } from '../../contracts/errors'
import type { HeldLead } from '../../contracts/leads'
import { callFunction, FunctionCallError } from '../lib/call-function'
import { funnelSessionId } from '../lib/session-id'
import { useSession } from '../lib/session'
import { useFunnelTracker } from '../lib/tracking'
import { planOffer, type BillingPeriod } from './billing-period'
import { openCheckoutTab } from './open-checkout-tab'

// Not a form field: the address from the page's query, passed on only when it looks whole (the
// server checks it with zod). zod itself stays out of this page's script (decision 075).
const looksLikeEmail = (value: string | null): value is string => !!value && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) && value.length <= 254

/**
 * The plan buttons (spec sections 4 and 7): idle, processing, then checkout in a new tab.
 * A plan with a payment link opens the link and calls nothing. When the page holds a lead (its
 * id and token), the lead's clicked tier and payment attempt are recorded. The bearer token goes along when
 * the visitor is signed in, so the customer is linked to the user.
 */
export function useCheckout({
  lead,
  email,
  discountCode,
  openingMessage,
  onSoldOut,
}: {
  lead: HeldLead | null
  email: string | null
  discountCode: string | null
  openingMessage: string
  /** The week's spots are taken (docs/decisions/118): the page offers its waitlist. */
  onSoldOut: () => void
}) {
  const { token } = useSession()
  const tracker = useFunnelTracker()
  const [processing, setProcessing] = useState<string | null>(null)
  const busy = useRef(false)

  const startCheckout = useCallback(
    async (plan: Plan, period: BillingPeriod) => {
      if (busy.current) return
      const { priceId, paymentLink } = planOffer(plan, period)
      tracker.track('pricing_plan_click', { plan: plan.key, period })
      if (lead)
        void callFunction('update-lead', {
          ...lead,
          session_id: funnelSessionId(),
          clicked_pricing_tier: plan.name,
          payment_attempted: true,
        }).catch(() => undefined)
      if (paymentLink) {
        if (!openCheckoutTab(paymentLink)) window.location.href = paymentLink
        return
      }
      if (!priceId) return void toast.error(ERRORS.PRICING_NOT_CONFIGURED.message)

      // Opened now, inside the click, so no pop-up blocker stops it; pointed at checkout below
      // (or, when the browser refused the tab, checkout opens in this one).
      const tab = openCheckoutTab()
      busy.current = true
      setProcessing(plan.key)
      try {
        const { url } = await callFunction(
          'create-checkout',
          {
            priceId,
            billingPeriod: period,
            ...(discountCode ? { discountCode } : {}),
            ...(lead ? { leadId: lead.leadId } : {}),
            ...(looksLikeEmail(email) ? { email } : {}),
          },
          { token: token ?? undefined },
        )
        if (!url) {
          tab?.close()
          return void toast.error(ERRORS.NO_CHECKOUT_URL.message)
        }
        // The funnel's 'checkout started' step (and experiments' checkout-started metric); sent now,
        // as the visitor may pay in the new tab and never come back to this one.
        tracker.track('checkout_started', { plan: plan.key, period })
        void tracker.flush()
        toast.success(openingMessage)
        if (tab) tab.location.href = url
        else window.location.href = url
      } catch (error) {
        tab?.close()
        toast.error(error instanceof FunctionCallError ? error.message : ERRORS.CHECKOUT_FAILED.message)
        if (error instanceof FunctionCallError && error.code === 'SOLD_OUT_THIS_WEEK') onSoldOut()
      } finally {
        busy.current = false
        setProcessing(null)
      }
    },
    [tracker, lead, email, discountCode, token, openingMessage, onSoldOut],
  )
  return { startCheckout, processing }
}
