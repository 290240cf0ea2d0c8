import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

const CREDENTIALS = ['email', 'password'] as const

/**
 * An email or password that is not text (`{"email": {"$ne": null}}`) is refused as invalid
 * input before Payload's own field hooks, which would fail on it with a server error.
 */
export const requireTextCredentials: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = args.data as Record<string, unknown> | undefined
  const wrong = CREDENTIALS.filter((field) => data && field in data && data[field] != null && typeof data[field] !== 'string')
  if (wrong.length > 0) {
    throw new ValidationError({
      collection: 'users',
      errors: wrong.map((path) => ({
        path,
        message: path === 'email' ? req.t('validation:emailAddress') : req.t('validation:required'),
      })),
      req,
    })
  }
  return args
}
