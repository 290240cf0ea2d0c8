import { useEffect, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom'
import { toast } from 'sonner'
import { ERRORS } from '../../contracts/errors'
import { useSession } from '../lib/session'
import { AuthError } from '../lib/session-errors'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'
import { colors } from '../ui/theme'
import { AuthCard } from './AuthCard'
import { PASSWORD_MIN_LENGTH } from './password-reset'

type Mode = 'sign-in' | 'sign-up'

const COPY = {
  'sign-in': {
    heading: 'Sign In',
    submit: 'Sign In',
    success: 'Welcome back!',
    switchPrompt: "Don't have an account? ",
    switchTo: 'Sign up',
  },
  'sign-up': {
    heading: 'Create Account',
    submit: 'Sign Up',
    success: 'Account created',
    switchPrompt: 'Already have an account? ',
    switchTo: 'Sign in',
  },
} as const

/** Where to go once signed in: the page the guard sent the visitor from (router state), else /app. */
function destination(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from
  // Only a path of this site: history state is ours, but a path is cheap to check.
  if (!from?.pathname?.startsWith('/') || from.pathname.startsWith('//')) return '/app'
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}

/** The form's own checks, in the spec's order, before anything is sent. */
function validate(email: string, password: string): string | null {
  if (!email.trim() || !password) return ERRORS.AUTH_FIELDS_MISSING.message
  if (password.length < PASSWORD_MIN_LENGTH) return ERRORS.PASSWORD_TOO_SHORT.message
  return null
}

/** Sign-in and sign-up (/auth). Success returns to the page that sent the user here, or /app. */
export function AuthPage() {
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const target = destination(location.state)
  const [mode, setMode] = useState<Mode>('sign-in')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const copy = COPY[mode]

  // Signed in already, by this form or in another tab: go on at once.
  useEffect(() => {
    if (session.status === 'signed-in') navigate(target, { replace: true })
  }, [session.status, navigate, target])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const problem = validate(email, password)
    if (problem) return void toast.error(problem)
    setSubmitting(true)
    try {
      await (mode === 'sign-in' ? session.signIn : session.signUp)(email.trim(), password)
      toast.success(copy.success)
    } catch (error) {
      toast.error(error instanceof AuthError ? error.message : ERRORS.AUTH_FAILED.message)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <AuthCard heading={copy.heading} onSubmit={onSubmit}>
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label="Password"
        type="password"
        autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" disabled={submitting} css={{ width: '100%' }}>
        {submitting ? 'Please wait...' : copy.submit}
      </Button>
      {mode === 'sign-in' && (
        <p css={{ textAlign: 'center', margin: '16px 0 0' }}>
          <Link to="/forgot-password" css={{ color: colors.muted }}>
            Forgot your password?
          </Link>
        </p>
      )}
      <p css={{ textAlign: 'center', color: colors.muted }}>
        {copy.switchPrompt}
        <button
          type="button"
          onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
          css={{ background: 'none', border: 'none', color: colors.accentText, cursor: 'pointer', font: 'inherit', fontWeight: 600 }}
        >
          {copy.switchTo}
        </button>
      </p>
    </AuthCard>
  )
}
