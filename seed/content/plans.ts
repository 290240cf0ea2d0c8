import { contentSeed } from './types'

/**
 * The three subscription plans of spec section 9 ("Plans"), with their monthly and annual
 * prices. The price ids are the local payment provider's; with real Stripe keys a marketer
 * replaces them with the account's price ids (docs/decisions/016-payments.md).
 */
export const plans = contentSeed({
  collection: 'plans',
  key: 'key',
  docs: () => [
    {
      key: 'starter',
      name: 'Starter',
      description: 'Launch your white-label agency with the core platform and weekly coaching.',
      monthly_price: 197,
      annual_price: 1970,
      monthly_price_id: 'price_starter_monthly',
      annual_price_id: 'price_starter_annual',
      features: [
        { text: '5 white-label accounts' },
        { text: 'AI voice agents for 5 clients' },
        { text: 'Weekly coaching' },
        { text: 'Three-way chat and client portal' },
      ],
      popular: false,
      cta_label: 'Get Started',
      sort: 1,
    },
    {
      key: 'professional',
      name: 'Professional',
      description: 'Up to 20 clients, set up in 24-48 hours, with the complete sales system.',
      monthly_price: 497,
      annual_price: 4970,
      monthly_price_id: 'price_professional_monthly',
      annual_price_id: 'price_professional_annual',
      features: [
        { text: '20 white-label accounts' },
        { text: 'AI voice agents for 20 clients' },
        { text: '2x weekly coaching' },
        { text: 'Up to 20 clients, setup in 24-48 hours' },
        { text: 'Three-way chat and client portal' },
      ],
      popular: true,
      popular_label: 'Most Popular',
      cta_label: 'Get Started',
      price_note: 'Price rises to {rise_price} {rise_when}. Lock in your rate for life.',
      sort: 2,
    },
    {
      key: 'enterprise',
      name: 'Enterprise',
      description: 'Unlimited accounts and clients for agencies scaling across locations.',
      monthly_price: 997,
      annual_price: 9970,
      monthly_price_id: 'price_enterprise_monthly',
      annual_price_id: 'price_enterprise_annual',
      features: [
        { text: 'Unlimited white-label accounts' },
        { text: 'Unlimited AI voice agents' },
        { text: '5x weekly coaching' },
        { text: 'Three-way chat and client portal' },
      ],
      popular: false,
      cta_label: 'Get Started',
      sort: 3,
    },
  ],
})
