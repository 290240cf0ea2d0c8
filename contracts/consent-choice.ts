import { z } from 'zod'
import { CONSENT_CHOICES } from './consent'

/** record-consent-choice (docs/decisions/121): the visitor's answer to the cookie banner they were shown. */
export const recordConsentChoiceInput = z
  .object({
    choice: z.enum(CONSENT_CHOICES),
    /** The banner version of the page (InitialData.consent.version). */
    version: z.number().int().min(1).max(1_000_000),
  })
  .strict()

export const recordConsentChoiceOutput = z.object({ choice: z.enum(CONSENT_CHOICES) })
