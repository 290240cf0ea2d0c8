import type { AgencyProductSubscription } from '../../cms/payload-types'
import { query, rest, useLoad, type Page } from './api'
import { useWorkspace } from './workspace-context'

/** The ids of the products the agency subscribes to now (active or past due: it has them still). */
export function useOwnedProducts(): Set<string> {
  const { user } = useWorkspace()
  const { data } = useLoad(async () => {
    if (user.role !== 'agency') return new Set<string>()
    const rows = await rest<Page<Pick<AgencyProductSubscription, 'product'>>>(
      `agency-product-subscriptions${query({ where: { status: { in: ['active', 'past_due'] } }, limit: 100, depth: 0 })}`,
    )
    return new Set(rows.docs.map((row) => String(typeof row.product === 'object' ? row.product.id : row.product)))
  }, [user.id, user.role])
  return data ?? new Set<string>()
}
