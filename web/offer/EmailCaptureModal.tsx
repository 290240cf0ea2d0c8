import { useState, type FormEvent } from 'react'
import type { Offer } from '../../cms/payload-types'
import { isLeadEmail } from '../../contracts/leads'
import { createLead } from '../lib/create-lead'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { TextField } from '../ui/Field'
import { colors } from '../ui/theme'
import { PrivacyNote } from '../ui/PrivacyNote'

/**
 * The offer's email capture (spec sections 2, 5 and 7): an address create-lead accepts (the
 * same schema, so 'buyer@' is refused here), else 'Please enter a valid email address'; then the acquisition lead, and `onCaptured`.
 */
export default function EmailCaptureModal({
  copy,
  onClose,
  onCaptured,
}: {
  copy: Offer['landing']['email_modal']
  onClose: () => void
  onCaptured: (email: string) => void
}) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const value = email.trim()
    if (!isLeadEmail(value)) return void setError(copy.invalid_email)
    setError('')
    setBusy(true)
    const outcome = await createLead('acquisition-modal', {
      email: value,
      lead_type: 'acquisition_offer',
      funnel_step: 'email_captured',
      offer_type: 'agency_arbitrage_97',
    })
    setBusy(false)
    if (!outcome.ok) return void setError(outcome.text ?? copy.invalid_email)
    onCaptured(value)
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={copy.title} description={copy.text}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={copy.email_label}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={copy.email_placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={!!error}
          required
          autoFocus
        />
        {error ? (
          <p role="alert" css={{ color: '#f87171', margin: '0 0 12px', fontWeight: 600 }}>
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={busy} css={{ width: '100%' }}>
          {busy ? copy.busy_label : copy.submit_label}
        </Button>
        <p css={{ color: colors.muted, fontSize: 13, textAlign: 'center', margin: '12px 0 0' }}>{copy.privacy_note}</p>
        <PrivacyNote css={{ textAlign: 'center' }} />
      </form>
    </Dialog>
  )
}
