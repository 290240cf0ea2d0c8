import { APIError, type CollectionBeforeChangeHook } from 'payload'

type Arm = { key?: unknown; text?: unknown; variant?: unknown }

/**
 * A visitor never sees words nobody approved, whichever door a test comes in by (the copy lab,
 * REST, GraphQL): every arm but the control must be an approved variant of the test's slot,
 * with that variant's words exactly, and the control must be the published words (null value).
 */
export const onlyApprovedWords: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const arms = Array.isArray(data.arms) ? (data.arms as Arm[]) : []
  const [control, ...treatments] = arms
  const refuse = (message: string) => new APIError(message, 400, undefined, true)
  if (!control || control.variant != null || treatments.length < 1 || treatments.length > 3)
    throw refuse('A copy test runs the published words against 1 to 3 approved variants.')
  if (!Array.isArray(data.weights) || data.weights.length !== arms.length) throw refuse('Give one weight per arm.')
  const ids = treatments.map((arm) => String(arm.variant ?? ''))
  const { docs } = await req.payload.find({
    collection: 'copy-variants',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const arm of treatments) {
    const variant = docs.find((doc) => String(doc.id) === String(arm.variant))
    if (!variant || variant.slot !== data.slot || variant.status !== 'approved' || variant.text !== arm.text)
      throw refuse('Only approved variants can run. Approve them first.')
  }
  return data
}
