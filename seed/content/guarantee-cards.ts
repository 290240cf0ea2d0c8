import { paragraphs } from './rich-text'
import { contentSeed } from './types'

/**
 * The four guarantees of spec section 9, word for word in substance. The spec notes the
 * copy is inconsistent (30 vs 60 days elsewhere); the home page states 30 days
 * (docs/decisions/010).
 */
export const guaranteeCards = contentSeed({
  collection: 'guarantee-cards',
  key: 'title',
  docs: () => [
    {
      title: '30-Day Money-Back Guarantee',
      description: paragraphs('If the platform saves you fewer than 20 hours in your first 30 days, ask for a full refund.'),
      badge: '30-day money-back',
    },
    {
      title: 'Satisfaction Guarantee',
      description: paragraphs("If you are not satisfied with the platform or the service, tell us and we'll refund you."),
      badge: '100% satisfaction',
    },
    {
      title: '2x Profit Results Guarantee',
      description: paragraphs('Follow the Blueprint and double your profit within 90 days, or get a full refund plus a free month.'),
      badge: '2x profit in 90 days',
    },
    {
      title: 'Local-SEO Results in 30 Days',
      description: paragraphs("Your clients' local-SEO campaigns show results within 30 days, guaranteed."),
      badge: 'Results in 30 days',
    },
  ],
})
