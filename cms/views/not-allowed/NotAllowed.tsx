import { Banner } from '@payloadcms/ui'

/**
 * A custom view's answer to a role its access rule refuses, inside the admin's chrome: what the
 * page is, who may open it, and that this viewer may not (a 403 in words, not "Not authenticated").
 */
export function NotAllowed({ page, roles }: { page: string; roles: string }) {
  return (
    <div role="alert">
      <Banner type="error">
        <strong>403 · Not allowed.</strong> {page} {roles}. Your role may not open it; ask an admin if you need it.
      </Banner>
    </div>
  )
}
