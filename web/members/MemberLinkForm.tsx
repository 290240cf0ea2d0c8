import { useState, type FormEvent } from 'react'
import type { Offer } from '../../cms/payload-types'
import { callFunction, newIdempotencyKey } from '../lib/call-function'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'
import { cardCss, colors } from '../ui/theme'
import { PrivacyNote } from '../ui/PrivacyNote'

type Words = Offer['delivery']['page']

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The e-mail field that sends a new sign-in link; the answer reads the same for any address. */
export function MemberLinkForm({ words }: { words: Words }) {
  const [email, setEmail] = useState('')
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle')
  const [problem, setProblem] = useState<string | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!EMAIL.test(address)) return void setProblem(words.invalid_email)
    setProblem(null)
    setState('busy')
    try {
      await callFunction('request-member-link', { email: address }, { idempotencyKey: newIdempotencyKey() })
      setState('sent')
    } catch (error) {
      setState('idle')
      setProblem((error as Error).message)
    }
  }

  return (
    <section aria-labelledby="member-link-heading" css={{ ...cardCss, textAlign: 'left', maxWidth: 480, margin: '0 auto' }}>
      <h2 id="member-link-heading" css={{ marginTop: 0, fontSize: 22 }}>
        {words.request_heading}
      </h2>
      {state === 'sent' ? (
        <p role="status" css={{ lineHeight: 1.5 }}>
          {words.sent}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p css={{ color: colors.muted, marginTop: 0, lineHeight: 1.5 }}>{words.request_text}</p>
          <TextField label={words.email_label} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          {problem && (
            <p role="alert" css={{ color: colors.warning, marginTop: 0 }}>
              {problem}
            </p>
          )}
          <Button type="submit" disabled={state === 'busy'} css={{ width: '100%' }}>
            {state === 'busy' ? words.busy_label : words.submit_label}
          </Button>
          <PrivacyNote css={{ textAlign: 'center' }} />
        </form>
      )}
    </section>
  )
}
