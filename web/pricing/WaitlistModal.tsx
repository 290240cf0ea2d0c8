import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { Pricing } from '../../cms/payload-types'
import type { HeldLead } from '../../contracts/leads'
import { createLead } from '../lib/create-lead'
import { useFormValues } from '../lib/use-form-values'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { TextField } from '../ui/Field'
import { PrivacyNote } from '../ui/PrivacyNote'

const EMPTY = { first_name: '', last_name: '', email: '', phone: '' }

/**
 * The paid-trial waitlist (spec sections 4, 5 and 7): four required fields ('Please fill in
 * all fields'), create-lead with modal_context paid_trial_waitlist, then the success toast,
 * or the spec's failure toast.
 */
export default function WaitlistModal({
  copy,
  onJoined,
  onClose,
}: {
  copy: Pricing['waitlist']
  onJoined: (lead: HeldLead) => void
  onClose: () => void
}) {
  const { values, bind: set } = useFormValues(EMPTY)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const outcome = await createLead('waitlist', { ...values, modal_context: 'paid_trial_waitlist' })
    setBusy(false)
    if (!outcome.ok) return void toast.error(outcome.reason === 'invalid' && outcome.text ? outcome.text : copy.failure_message)
    toast.success(copy.success_message)
    onJoined({ leadId: outcome.leadId, leadToken: outcome.leadToken })
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} title={copy.title} description={copy.text}>
      <form onSubmit={onSubmit} noValidate>
        <div css={{ display: 'grid', gap: '0 12px', gridTemplateColumns: '1fr 1fr' }}>
          <TextField
            label={copy.first_name_label}
            value={values.first_name}
            onChange={set('first_name')}
            autoComplete="given-name"
            required
          />
          <TextField
            label={copy.last_name_label}
            value={values.last_name}
            onChange={set('last_name')}
            autoComplete="family-name"
            required
          />
        </div>
        <TextField label={copy.email_label} type="email" value={values.email} onChange={set('email')} autoComplete="email" required />
        <TextField label={copy.phone_label} type="tel" value={values.phone} onChange={set('phone')} autoComplete="tel" required />
        <Button type="submit" disabled={busy} css={{ width: '100%', marginTop: 6 }}>
          {busy ? copy.busy_label : copy.submit_label}
        </Button>
        <PrivacyNote css={{ textAlign: 'center' }} />
      </form>
    </Dialog>
  )
}
