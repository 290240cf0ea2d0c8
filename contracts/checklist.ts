import { z } from 'zod'
import { specMessage } from './leads'

/** Where a checklist form sits: the lead's source (docs/decisions/057-spec-pieces.md). */
export const CHECKLIST_SOURCES = ['cancel_page'] as const

const invalidEmail = specMessage('Please enter a valid email address')
const utmText = z.string().trim().max(200).optional()

/** send-checklist: the free checklist by e-mail ('Checklist sent to your email!', spec section 8). */
export const sendChecklistInput = z.object({
  email: z
    .string({ error: invalidEmail })
    .trim()
    .toLowerCase()
    .min(1, { error: invalidEmail })
    .max(254)
    .pipe(z.email({ error: invalidEmail })),
  source: z.enum(CHECKLIST_SOURCES),
  session_id: z.string().trim().max(100).optional(),
  utm_source: utmText,
  utm_medium: utmText,
  utm_campaign: utmText,
  utm_term: utmText,
  utm_content: utmText,
})
/** Always `sent: true` for a valid address (also when it was e-mailed moments ago), so the answer says nothing about others' leads. */
export const sendChecklistOutput = z.object({ sent: z.literal(true) })
