import { SimplePage } from '../ui/SimplePage'

/** Route of spec section 2; its screen is built by its own feature issue. */
export function PricingPage() {
  return <SimplePage title="Pricing" />
}
