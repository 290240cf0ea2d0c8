import type Stripe from 'stripe'
import { AppError } from '../../contracts/errors'
import type { z } from 'zod'
import type { billingInvoice, billingPaymentMethod } from '../../contracts/billing'
import { customerIdsOf } from '../billing/customer-ids-of'
import { defineFunction } from './types'

/** How many invoices Billing lists: the last year of a monthly subscription. */
const INVOICES_SHOWN = 12

const toInvoice = (invoice: Stripe.Invoice): z.infer<typeof billingInvoice> => ({
  id: invoice.id!,
  number: invoice.number ?? null,
  created: new Date(invoice.created * 1000).toISOString(),
  status: invoice.status ?? 'draft',
  total: invoice.total / 100,
  amount_paid: invoice.amount_paid / 100,
  currency: invoice.currency,
  description: invoice.lines?.data[0]?.description ?? null,
  url: invoice.hosted_invoice_url ?? null,
})

const toCard = (method: Stripe.PaymentMethod | string | null | undefined): z.infer<typeof billingPaymentMethod> | null =>
  typeof method === 'object' && method?.card
    ? { brand: method.card.brand, last4: method.card.last4, exp_month: method.card.exp_month, exp_year: method.card.exp_year }
    : null

/**
 * get-billing-details (the workspace's Billing): the invoices and the card on file of the
 * signed-in user's customers, read from the payment provider's own objects (Stripe's, or the
 * local provider's) through the SDK. Which customers are the user's is read under their access
 * rules (overrideAccess: false), so a user never names a customer and sees only their own.
 */
export const getBillingDetails = defineFunction('get-billing-details', {
  auth: 'user',
  async handler(_input, { payload, user, payments, logger }) {
    const customers = await customerIdsOf(payload, user!)
    if (customers.length === 0) return { invoices: [], paymentMethod: null }
    const stripe = payments.stripe()
    try {
      const invoices = (
        await Promise.all(customers.map(async (customer) => (await stripe.invoices.list({ customer, limit: INVOICES_SHOWN })).data))
      )
        .flat()
        .sort((a, b) => b.created - a.created)
        .slice(0, INVOICES_SHOWN)
      // The card: the customer's default for invoices, else the newest card it saved at checkout.
      let paymentMethod: z.infer<typeof billingPaymentMethod> | null = null
      for (const id of customers) {
        const customer = await stripe.customers.retrieve(id, { expand: ['invoice_settings.default_payment_method'] })
        if (customer.deleted) continue
        paymentMethod =
          toCard(customer.invoice_settings?.default_payment_method) ??
          toCard((await stripe.paymentMethods.list({ customer: id, type: 'card', limit: 1 })).data[0])
        if (paymentMethod) break
      }
      return { invoices: invoices.map(toInvoice), paymentMethod }
    } catch (error) {
      logger.warn({ err: error }, 'billing details from the payment provider failed')
      throw new AppError('INTERNAL')
    }
  },
})
