import { PayloadIcon } from '@payloadcms/ui/shared'

/**
 * The admin's icon (admin.components.graphics.Icon), named: Payload's breadcrumb draws it as the
 * only content of its link home, whose `title` sits on an inner span, so the link had no name a
 * screen reader could say. A name on the image names the link.
 */
export function DashboardIcon() {
  return (
    <span role="img" aria-label="Dashboard" style={{ display: 'inline-flex' }}>
      <PayloadIcon />
    </span>
  )
}
