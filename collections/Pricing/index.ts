import type { GlobalConfig } from 'payload'
import { pageGlobal } from '../PaymentPages/pageGlobal'
import { pricingFields } from './fields'
import { versionNote } from '../fields/versionNote'

/**
 * The pricing page (/pricing). Plans, comparison rows and FAQs are picked from their
 * collections, so a price changed on a plan changes the page and what checkout charges.
 */
export const Pricing: GlobalConfig = pageGlobal({ slug: 'pricing', label: 'Pricing page', fields: [...pricingFields, versionNote] })
