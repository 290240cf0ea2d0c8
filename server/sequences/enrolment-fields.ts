import type { PayloadRequest } from 'payload'

export type EnrolmentFields = Record<string, string>

type Source = { lead?: string; order?: string; email: string }
type Links = { checkoutUrl: (order: { checkout_session_id: string }) => Promise<string | null> }

const idOf = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : text)

/**
 * The values of a person's placeholders, read once at enrolment: the lead's (or the order's)
 * fields, and the links the e-mails point to. Links are paths; the e-mail makes them absolute.
 * A survey lead's next step is the plan their answers point to (the survey's own redirect to
 * /pricing); every other lead's is the training the form promised.
 */
export async function enrolmentFields(req: PayloadRequest, source: Source, links: Links): Promise<EnrolmentFields> {
  const { payload } = req
  const lead = source.lead
    ? await payload.findByID({ collection: 'leads', id: idOf(source.lead)!, depth: 0, overrideAccess: true, req, disableErrors: true })
    : null
  const order = source.order
    ? await payload.findByID({ collection: 'orders', id: idOf(source.order)!, depth: 0, overrideAccess: true, req, disableErrors: true })
    : null
  const fullName = lead?.full_name || order?.full_name || ''
  const firstName = lead?.first_name || fullName.split(/\s+/)[0] || ''
  const values: EnrolmentFields = {
    first_name: firstName || 'there',
    last_name: lead?.last_name || fullName.split(/\s+/).slice(1).join(' '),
    full_name: fullName,
    email: source.email,
    phone: lead?.phone || order?.phone || '',
    monthly_recurring_revenue: lead?.monthly_recurring_revenue || '',
  }
  const pricing = `/pricing?${new URLSearchParams({ email: source.email, ...(firstName ? { firstName } : {}), ref: 'home' })}`
  const survey = lead?.modal_context === 'survey'
  values.pricing_url = pricing
  values.next_step_url = survey ? `/pricing?${new URLSearchParams({ email: source.email, firstName, ref: 'survey' })}` : '/'
  values.next_step_label = survey ? 'See the plan your answers point to' : 'Watch the training'
  // The $97 checkout's own page (the same session, the buyer's details on it); a plan's is its pricing page.
  values.checkout_url = order ? ((await links.checkoutUrl(order)) ?? '/offer/checkout') : pricing
  return values
}
