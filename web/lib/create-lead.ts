import type { z } from 'zod'
import { LEAD_VARIANTS, readValidationMessage, type LeadVariant } from '../../contracts/leads'
import { callFunction, FunctionCallError, newIdempotencyKey } from './call-function'
import { firstTouchUtm } from './first-touch-utm'
import { storeHeldLead } from './lead-state'
import { funnelSessionId } from './session-id'

type LeadSchema<V extends LeadVariant> = (typeof LEAD_VARIANTS)[V]

/** A form's raw values for a lead: any string where the schema wants one (zod checks the rest). */
export type LeadForm<V extends LeadVariant> = {
  [K in keyof z.input<LeadSchema<V>>]: z.input<LeadSchema<V>>[K] extends string | undefined ? string | undefined : z.input<LeadSchema<V>>[K]
}

// Mapped over the variants so that SCHEMAS[variant] parses to that variant's lead.
const SCHEMAS: { [V in LeadVariant]: z.ZodType<z.output<LeadSchema<V>>> } = LEAD_VARIANTS

export type CreateLeadOutcome<V extends LeadVariant> =
  | { ok: true; leadId: string; leadToken: string; lead: z.output<LeadSchema<V>> }
  /**
   * The spec's toast title and text when known; the form falls back to its own copy.
   * `invalid`: the form's values failed the spec's checks; `failed`: the server refused or failed.
   */
  | { ok: false; reason: 'invalid' | 'failed'; title?: string; text?: string }

/**
 * Creates a lead through the create-lead function, for every lead form of the funnel.
 * The form's values are checked first with the server's own schema (contracts/leads.ts),
 * whose fields are declared in the spec's checking order, so the first issue is the
 * spec's message for the first bad field and a bad form never reaches the server.
 * The visit's session, browser and first-touch UTM fields (first-touch-utm.ts) are added; a payload whose schema does
 * not know one of them drops it.
 */
export async function createLead<V extends LeadVariant>(variant: V, form: LeadForm<V>): Promise<CreateLeadOutcome<V>> {
  const checked = SCHEMAS[variant].safeParse({
    session_id: funnelSessionId(),
    user_agent: navigator.userAgent.slice(0, 500),
    ...firstTouchUtm(),
    ...form,
  })
  if (!checked.success) return { ok: false, reason: 'invalid', ...readValidationMessage(checked.error.issues[0]?.message ?? '') }
  try {
    // One key per submit: a retry of this submit stores the lead once (docs/decisions/071).
    const { leadId, leadToken } = await callFunction('create-lead', checked.data, { idempotencyKey: newIdempotencyKey() })
    // Every captured lead is the one later steps of this visit (plan clicks, checkout) update.
    storeHeldLead({ leadId, leadToken })
    return { ok: true, leadId, leadToken, lead: checked.data }
  } catch (error) {
    // A refused call carries the catalogue's text (and the spec's title where it has one).
    if (error instanceof FunctionCallError) return { ok: false, reason: 'failed', title: error.title, text: error.message }
    return { ok: false, reason: 'failed' }
  }
}
