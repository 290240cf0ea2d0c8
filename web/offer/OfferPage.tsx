import { SimplePage } from '../ui/SimplePage'

/** Route of spec section 2; its screen is built by its own feature issue. */
export function OfferPage() {
  return <SimplePage title="Get Your First Clients in 27 Days" />
}
