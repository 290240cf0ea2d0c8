import { useFeatureValue } from '../lib/experiments'

/**
 * Whether the order bump starts checked: the experiment flag "order-bump-default"
 * (experiments/features/order-bump-default.ts; spec section 3, default unchecked), evaluated
 * alike on the server and in the browser (docs/decisions/034).
 */
export function useOrderBumpDefault(): boolean {
  return useFeatureValue<string>('order-bump-default', 'unchecked') === 'checked'
}
