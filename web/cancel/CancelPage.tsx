import { SimplePage } from '../ui/SimplePage'

/** Route of spec section 2; its screen is built by its own feature issue. */
export function CancelPage() {
  return <SimplePage title="Before you go..." />
}
