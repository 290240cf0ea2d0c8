import { useEffect, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { AuthError, useSession } from '../lib/session'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'
import { colors } from '../ui/theme'

const PASSWORD_MIN = 6

/** Sign-in and sign-up (/auth). Success returns to the page that sent the user here, or /app. */
export function AuthPage() {
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const from = (location.state as { from?: { pathname?: string; search?: string } } | null)?.from
  const target = from?.pathname ? `${from.pathname}${from.search ?? ''}` : '/app'
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)

  useEffect(() => {
    if (session.status === 'signed-in') navigate(target, { replace: true })
  }, [session.status, navigate, target])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim() || !password) return void toast.error('Please fill in all fields')
    if (password.length < PASSWORD_MIN) return void toast.error('Password must be at least 6 characters')
    setSubmitting(true)
    try {
      if (mode === 'sign-in') {
        await session.signIn(email.trim(), password)
        toast.success('Welcome back!')
      } else {
        await session.signUp(email.trim(), password)
        toast.success('Account created')
      }
    } catch (error) {
      toast.error(error instanceof AuthError ? error.message : 'Authentication failed')
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <main css={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 20 }}>
      <form
        onSubmit={onSubmit}
        noValidate
        css={{
          width: '100%',
          maxWidth: 400,
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderRadius: 16,
          padding: 32,
        }}
      >
        <h1 css={{ margin: '0 0 24px', fontSize: 28 }}>{mode === 'sign-in' ? 'Sign In' : 'Create Account'}</h1>
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          label="Password"
          type="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={submitting} css={{ width: '100%' }}>
          {submitting ? 'Please wait...' : mode === 'sign-in' ? 'Sign In' : 'Sign Up'}
        </Button>
        <p css={{ textAlign: 'center', color: colors.muted }}>
          {mode === 'sign-in' ? "Don't have an account? " : 'Already have an account? '}
          <button
            type="button"
            onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
            css={{ background: 'none', border: 'none', color: colors.accent, cursor: 'pointer', fontWeight: 600, fontSize: 16 }}
          >
            {mode === 'sign-in' ? 'Sign up' : 'Sign in'}
          </button>
        </p>
        <p css={{ textAlign: 'center' }}>
          <Link to="/" css={{ color: colors.muted }}>
            Back to Home
          </Link>
        </p>
      </form>
    </main>
  )
}
