import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { toast } from 'sonner'
import { ERRORS } from '../../contracts/errors'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'
import { colors } from '../ui/theme'
import { AuthCard } from './AuthCard'
import { postAuth, RESET_COPY } from './password-reset'

/** /forgot-password: asks for a reset link by e-mail; the answer is the same whether the account exists or not. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!address) return void toast.error(ERRORS.AUTH_FIELDS_MISSING.message)
    setSubmitting(true)
    const result = await postAuth('/forgot-password', { email: address })
    setSubmitting(false)
    if (result.ok) setSentTo(address)
    else toast.error(result.message)
  }

  return (
    <AuthCard heading="Reset your password" onSubmit={onSubmit}>
      {sentTo ? (
        <p role="status" css={{ lineHeight: 1.5 }}>
          {RESET_COPY.sent(sentTo)}
        </p>
      ) : (
        <>
          <p css={{ color: colors.muted, marginTop: 0 }}>
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </p>
          <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" disabled={submitting} css={{ width: '100%' }}>
            {submitting ? 'Please wait...' : 'Send reset link'}
          </Button>
        </>
      )}
      <p css={{ textAlign: 'center' }}>
        <Link to="/auth" css={{ color: colors.accentText, fontWeight: 600 }}>
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  )
}
