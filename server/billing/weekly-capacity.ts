import type { Payload } from 'payload'

/** The plans on offer per week (Home → Urgency → Spots per week, published), or null when none is set. */
export async function weeklyCapacity(payload: Payload): Promise<number | null> {
  const home = await payload.findGlobal({ slug: 'home', depth: 0, draft: false, select: { urgency: { spots_capacity: true } } })
  return home.urgency?.spots_capacity ?? null
}
