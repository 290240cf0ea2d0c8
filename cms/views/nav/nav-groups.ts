/**
 * The admin nav's groups, in this order (issue 32): every collection and global names one as
 * its `admin.group`; the custom views (analytics, experiments, copy lab) sit in the second.
 */
export const NAV_GROUPS = ['Funnel content', 'Analytics and tests', 'Workspace', 'System'] as const
export type NavGroupLabel = (typeof NAV_GROUPS)[number]

export const VIEWS_GROUP: NavGroupLabel = 'Analytics and tests'

/** Groups in NAV_GROUPS' order (any other after them), and the views' group even when empty. */
export function inNavOrder<G extends { label: string; entities: unknown[] }>(groups: G[]): G[] {
  const withViews = groups.some((g) => g.label === VIEWS_GROUP) ? groups : [...groups, { label: VIEWS_GROUP, entities: [] } as unknown as G]
  const rank = (label: string) => {
    const at = (NAV_GROUPS as readonly string[]).indexOf(label)
    return at < 0 ? NAV_GROUPS.length : at
  }
  return [...withViews].sort((a, b) => rank(a.label) - rank(b.label))
}
