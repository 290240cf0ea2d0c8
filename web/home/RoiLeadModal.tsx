import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { Home } from '../../cms/payload-types'
import { createLead } from '../lib/create-lead'
import { useFormValues } from '../lib/use-form-values'
import { fillTemplate } from '../../contracts/fill-template'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { TextField } from '../ui/Field'
import type { CapturedLead } from './LeadCaptureModal'
import { formatDollars, type RoiInput } from './roi'
import { PrivacyNote } from '../ui/PrivacyNote'

export type RoiModalCopy = Home['roi']['modal']
export type RoiFieldLabels = Pick<Home['lead_modal'], 'first_name_label' | 'last_name_label' | 'email_label' | 'phone_label'>

/** The ROI lead modal: 'See Your Personalized Plan' with the computed monthly saving. */
export default function RoiLeadModal({
  copy,
  labels,
  input,
  totalMonthlyGain,
  onCaptured,
  onClose,
}: {
  copy: RoiModalCopy
  labels: RoiFieldLabels
  input: RoiInput
  totalMonthlyGain: number
  onCaptured: (lead: CapturedLead) => void
  onClose: () => void
}) {
  const { values, bind: set } = useFormValues({ firstName: '', lastName: '', email: '', phone: '' })
  const [busy, setBusy] = useState(false)
  const amount = formatDollars(totalMonthlyGain)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const outcome = await createLead('roi', {
      email: values.email,
      phone: values.phone,
      name: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
      context: 'roi_calculator',
      metadata: {
        roi_clients: input.clients,
        roi_hours_per_week: input.hoursPerWeek,
        roi_avg_client_value: input.avgClientValue,
        roi_total_monthly_gain: totalMonthlyGain,
        firstName: values.firstName,
        lastName: values.lastName,
      },
    })
    setBusy(false)
    if (!outcome.ok) return void toast.error(outcome.text ?? copy.failure_message)
    toast.success(copy.success_message)
    const { lead, leadId } = outcome
    onCaptured({ email: lead.email, firstName: lead.metadata.firstName, lastName: lead.metadata.lastName ?? '', leadId })
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} title={copy.title} description={fillTemplate(copy.text, { amount })}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={labels.first_name_label}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={set('firstName')}
        />
        <TextField
          label={labels.last_name_label}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
        />
        <TextField
          label={labels.email_label}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
        />
        <TextField
          label={labels.phone_label}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={values.phone}
          onChange={set('phone')}
        />
        <Button type="submit" disabled={busy} css={{ width: '100%', marginTop: 8 }}>
          {busy ? copy.busy_label : fillTemplate(copy.submit_label, { amount })}
        </Button>
        <PrivacyNote css={{ textAlign: 'center' }} />
      </form>
    </Dialog>
  )
}
