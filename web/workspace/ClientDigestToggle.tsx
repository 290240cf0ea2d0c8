import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { rest } from './api'

/**
 * The invited client's own 'Email me unread messages' (they have no Settings page): the
 * hourly digest of messages unread for 15 minutes, stored on their account.
 */
export function ClientDigestToggle({ token, userId }: { token: string; userId: string }) {
  const [on, setOn] = useState<boolean | null>(null)

  useEffect(() => {
    let live = true
    rest<{ user: { email_digest?: boolean | null } | null }>('users/me', { token }).then(
      ({ user }) => live && setOn(user?.email_digest !== false),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [token])

  async function change(next: boolean) {
    setOn(next)
    try {
      await rest(`users/${userId}`, { method: 'PATCH', body: { email_digest: next }, token })
    } catch {
      setOn(!next)
      toast.error('Failed to update profile')
    }
  }

  if (on === null) return null
  return (
    <label css={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: 8, fontSize: 14 }}>
      <input type="checkbox" checked={on} onChange={(e) => void change(e.target.checked)} css={{ width: 16, height: 16 }} />
      Email me unread messages
    </label>
  )
}
