import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { Home } from '../../cms/payload-types'
import { MRR_RANGES, type LEAD_MODAL_CONTEXTS } from '../../contracts/leads'
import { createLead } from '../lib/create-lead'
import { useFormValues } from '../lib/use-form-values'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { SelectField, TextField } from '../ui/Field'
import { colors } from '../ui/theme'
import { PrivacyNote } from '../ui/PrivacyNote'

export type LeadModalContext = (typeof LEAD_MODAL_CONTEXTS)[number]

export type LeadModalCopy = Home['lead_modal']

export type CapturedLead = { email: string; firstName: string; lastName: string; leadId: string }

const EMPTY = { first_name: '', last_name: '', email: '', phone: '', monthly_recurring_revenue: '' }

/**
 * The lead capture modal (spec sections 2, 4, 5): four contexts, the spec's checks in
 * order with their toasts, and an exit confirmation when closed without submitting.
 */
export default function LeadCaptureModal({
  context,
  copy,
  onCaptured,
  onClose,
}: {
  context: LeadModalContext
  copy: LeadModalCopy
  onCaptured: (lead: CapturedLead) => void
  onClose: () => void
}) {
  const { values, bind: set } = useFormValues(EMPTY)
  const [view, setView] = useState<'form' | 'exit'>('form')
  const [busy, setBusy] = useState(false)
  const contextCopy = copy[context === 'case-study' ? 'case_study' : context]

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const outcome = await createLead('lead-modal', {
      ...values,
      full_name: `${values.first_name.trim()} ${values.last_name.trim()}`.trim(),
      modal_context: context,
    })
    setBusy(false)
    if (!outcome.ok) return void toast.error(outcome.title ?? copy.error_title, { description: outcome.text ?? copy.error_fallback })
    toast.success(copy.success_title, { description: copy.success_text })
    const { lead, leadId } = outcome
    onCaptured({ email: lead.email, firstName: lead.first_name, lastName: lead.last_name, leadId })
  }

  if (view === 'exit') {
    const exit = copy.exit_confirmation
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title={exit.title} description={exit.text}>
        <ul css={{ margin: '0 0 24px', paddingLeft: 20, display: 'grid', gap: 8 }}>
          {exit.benefits.map((benefit) => (
            <li key={benefit.text}>{benefit.text}</li>
          ))}
        </ul>
        <div css={{ display: 'grid', gap: 10 }}>
          <Button type="button" onClick={() => setView('form')}>
            {exit.stay_label}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {exit.leave_label}
          </Button>
        </div>
      </Dialog>
    )
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && setView('exit')} title={contextCopy.headline} description={contextCopy.subtitle}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={copy.first_name_label}
          name="first_name"
          autoComplete="given-name"
          required
          value={values.first_name}
          onChange={set('first_name')}
        />
        <TextField
          label={copy.last_name_label}
          name="last_name"
          autoComplete="family-name"
          value={values.last_name}
          onChange={set('last_name')}
        />
        <TextField
          label={copy.email_label}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
        />
        <TextField
          label={copy.phone_label}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={values.phone}
          onChange={set('phone')}
        />
        <SelectField
          label={copy.mrr_label}
          name="monthly_recurring_revenue"
          required
          placeholder={copy.mrr_placeholder}
          options={MRR_RANGES}
          value={values.monthly_recurring_revenue}
          onChange={set('monthly_recurring_revenue')}
        />
        <Button type="submit" disabled={busy} css={{ width: '100%', marginTop: 8 }}>
          {busy ? copy.busy_label : copy.submit_label}
        </Button>
        <p css={{ margin: '12px 0 0', fontSize: 13, color: colors.muted, textAlign: 'center' }}>{copy.privacy_note}</p>
        <PrivacyNote css={{ textAlign: 'center' }} />
      </form>
    </Dialog>
  )
}
