import type { Offer } from '../../cms/payload-types'
import { useFeatureValue } from '../lib/experiments'

/**
 * The order bump's headline: the experiment flag "order-bump-words"
 * (experiments/features/order-bump-words.ts) picks the spec's or the CMS's variant words. The
 * box itself starts unchecked for every buyer, in no experiment (docs/decisions/119).
 */
export function useOrderBumpHeadline(bump: Offer['checkout']['bump'] | undefined): string {
  const words = useFeatureValue<string>('order-bump-words', 'spec')
  return (words === 'variant' && bump?.headline_variant) || bump?.headline || ''
}
