import { SimplePage } from '../ui/SimplePage'

/** Unknown paths; the server logs the bad path and answers 404. */
export function NotFoundPage() {
  return (
    <SimplePage title="404">
      <p>Oops! Page not found</p>
    </SimplePage>
  )
}
