import type { GlobalSeedData, SeedContext } from './types'

/**
 * The announced rise (spec section 9: Professional to $697, lifetime lock-in), on each visitor's
 * offer timer, the one the pages count down (docs/decisions/082, 120): a seeded date would
 * pass and leave a fresh install announcing nothing, or a rise in the past.
 */
export const priceRiseContent = ({ id }: SeedContext): GlobalSeedData<'price-rise'> => ({
  plan: id('plans', 'professional'),
  timing: 'visitor_timer',
  timer_hours: 24,
  monthly_price: 697,
  monthly_price_id: 'price_professional_monthly_697',
  annual_price: 6970,
  annual_price_id: 'price_professional_annual_6970',
  date_words: 'on {date}',
  timer_words: 'when your offer timer runs out',
})
