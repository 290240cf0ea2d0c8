import type { z } from 'zod'
import { AppError } from '../../contracts/errors'
import { readValidationMessage } from '../../contracts/leads'

/** The first issue is the one to show: schemas list fields in the spec's checking order. */
export function validationError(error: z.ZodError): AppError {
  const spec = readValidationMessage(error.issues[0]?.message ?? '')
  return spec ? new AppError('INVALID_INPUT', spec.text, spec.title) : new AppError('INVALID_INPUT')
}
