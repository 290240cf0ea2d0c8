import { invalid } from './api-errors'
import type { StripeObject, StripeParams } from './state'

/**
 * A portal deep link (`flow_data`), as far as the product uses them: `subscription_cancel`
 * for one of the customer's live subscriptions, then a redirect, the portal's home or its
 * own confirmation.
 */
export async function portalFlow(
  flow: StripeParams,
  customer: string,
  subscriptionOf: (id: string) => Promise<StripeObject>,
): Promise<Record<string, unknown>> {
  if (flow.type !== 'subscription_cancel') throw invalid(`Unsupported flow type: '${flow.type}'`, 'flow_data[type]')
  const subscriptionId = flow.subscription_cancel?.subscription
  if (typeof subscriptionId !== 'string')
    throw invalid('Missing required param: flow_data[subscription_cancel][subscription].', 'flow_data')
  const subscription = await subscriptionOf(subscriptionId)
  if (subscription.customer !== customer) throw invalid('The subscription does not belong to this customer', 'flow_data')
  if (subscription.status === 'canceled' || subscription.cancel_at_period_end)
    throw invalid('This subscription is already canceled or set to cancel', 'flow_data')
  const after = flow.after_completion ?? { type: 'portal_homepage' }
  if (!['redirect', 'portal_homepage', 'hosted_confirmation'].includes(String(after.type)))
    throw invalid(`Invalid after_completion type: '${after.type}'`, 'flow_data[after_completion][type]')
  const returnUrl = after.redirect?.return_url
  if (after.type === 'redirect' && (typeof returnUrl !== 'string' || !/^https?:\/\//.test(returnUrl)))
    throw invalid('Invalid URL: flow_data[after_completion][redirect][return_url]', 'flow_data[after_completion][redirect][return_url]')
  return {
    type: 'subscription_cancel',
    after_completion: {
      type: after.type,
      redirect: after.type === 'redirect' ? { return_url: returnUrl } : null,
      hosted_confirmation:
        after.type === 'hosted_confirmation' ? { custom_message: after.hosted_confirmation?.custom_message ?? null } : null,
    },
    subscription_cancel: { subscription: subscriptionId, retention: null },
    subscription_update: null,
    subscription_update_confirm: null,
  }
}
