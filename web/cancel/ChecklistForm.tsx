import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { CancelPage } from '../../cms/payload-types'
import { callFunction, newIdempotencyKey } from '../lib/call-function'
import { firstTouchUtm } from '../lib/first-touch-utm'
import { funnelSessionId } from '../lib/session-id'
import { useFunnelTracker } from '../lib/tracking'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'
import { colors } from '../ui/theme'
import { PrivacyNote } from '../ui/PrivacyNote'

/**
 * The free checklist by e-mail (the lead magnet of 'Checklist sent to your email!', spec
 * section 8): the send-checklist function stores the lead and mails the checklist; the toast
 * says so. The server checks the address and answers with the spec's message when it is bad.
 */
export function ChecklistForm({ copy }: { copy: NonNullable<CancelPage['checklist']> }) {
  const tracker = useFunnelTracker()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      await callFunction(
        'send-checklist',
        { email, source: 'cancel_page', session_id: funnelSessionId(), ...firstTouchUtm() },
        { idempotencyKey: newIdempotencyKey() },
      )
      tracker.track('checklist_requested', { source: 'cancel_page' })
      toast.success(copy.sent_message || 'Checklist sent to your email!')
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="checklist-heading"
      css={{ marginTop: 32, padding: 24, borderRadius: 16, background: colors.surface, border: `1px solid ${colors.border}` }}
    >
      <h2 id="checklist-heading" css={{ margin: '0 0 8px', fontSize: 22 }}>
        {copy.heading}
      </h2>
      {copy.text ? <p css={{ margin: '0 0 16px', color: colors.muted }}>{copy.text}</p> : null}
      <form onSubmit={submit} css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
        <div css={{ flex: '1 1 260px', '& label': { marginBottom: 0 } }}>
          <TextField
            label={copy.email_label || 'Email'}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={busy} css={{ flex: '0 0 auto' }}>
          {busy ? copy.busy_label || 'Sending...' : copy.submit_label || 'Send me the checklist'}
        </Button>
      </form>
      <PrivacyNote />
    </section>
  )
}
