import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { toast } from 'sonner'
import { ERRORS } from '../../contracts/errors'
import { useSession } from '../lib/session'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'
import { colors } from '../ui/theme'
import { AuthCard } from './AuthCard'
import { PASSWORD_MIN_LENGTH, postAuth, RESET_COPY } from './password-reset'

const STAFF = new Set(['admin', 'marketer', 'analyst'])

/** /reset-password?token=…: the page the reset mail links to. The link works once and for 1 hour. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const session = useSession()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [linkRefused, setLinkRefused] = useState(!token)
  const [doneAs, setDoneAs] = useState<string | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!password || !confirm) return void toast.error(ERRORS.AUTH_FIELDS_MISSING.message)
    if (password.length < PASSWORD_MIN_LENGTH) return void toast.error(ERRORS.PASSWORD_TOO_SHORT.message)
    if (password !== confirm) return void toast.error(RESET_COPY.mismatch)
    setSubmitting(true)
    const result = await postAuth<{ user?: { role?: string } }>('/reset-password', { token, password })
    setSubmitting(false)
    if (!result.ok) {
      // Payload answers 403 for a token that is unknown, used or expired.
      if (result.status === 403 || result.status === 404) setLinkRefused(true)
      else toast.error(result.message)
      return
    }
    // Payload signs the user in with the new password: the session reads its cookie.
    await session.reload()
    setDoneAs(result.answer.user?.role ?? 'agency')
  }

  if (linkRefused)
    return (
      <AuthCard heading="Choose a new password">
        <p role="alert" css={{ lineHeight: 1.5 }}>
          {RESET_COPY.invalidLink}
        </p>
        <p css={{ textAlign: 'center' }}>
          <Link to="/forgot-password" css={{ color: colors.accentText, fontWeight: 600 }}>
            Ask for a new link
          </Link>
        </p>
      </AuthCard>
    )

  if (doneAs)
    return (
      <AuthCard heading="Password changed">
        <p role="status" css={{ lineHeight: 1.5 }}>
          {RESET_COPY.done}
        </p>
        <p css={{ textAlign: 'center' }}>
          {STAFF.has(doneAs) ? (
            <a href="/admin" css={{ color: colors.accentText, fontWeight: 600 }}>
              Continue to the admin
            </a>
          ) : (
            <Link to="/app" css={{ color: colors.accentText, fontWeight: 600 }}>
              Continue to your workspace
            </Link>
          )}
        </p>
      </AuthCard>
    )

  return (
    <AuthCard heading="Choose a new password" onSubmit={onSubmit}>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button type="submit" disabled={submitting} css={{ width: '100%' }}>
        {submitting ? 'Please wait...' : 'Save new password'}
      </Button>
    </AuthCard>
  )
}
