import type { Access } from 'payload'

/**
 * Allows a write that a named server function makes for an anonymous visitor
 * (for example create-lead). The function passes `context: { via: '<function>' }`
 * to the Local API; REST and GraphQL callers cannot set request context, so
 * they never pass this check.
 */
export const viaFunction =
  (...functionNames: string[]): Access =>
  ({ req }) =>
    typeof req.context?.via === 'string' && functionNames.includes(req.context.via)
