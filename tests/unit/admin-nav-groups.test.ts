import { describe, expect, it } from 'vitest'
import config from '../../cms/payload.config'
import { inNavOrder, NAV_GROUPS, VIEWS_GROUP } from '../../cms/views/nav/nav-groups'
import { homeWindow } from '../../cms/views/dashboard/home-window'

describe('the admin nav (issue 32)', () => {
  it('files every collection and global of the product under one of its four groups', async () => {
    const { collections, globals } = await config
    // Payload's own collections (preferences, migrations, locks, key-value) never show in the nav.
    const ungrouped = [...collections, ...globals]
      .filter((entity) => !entity.slug.startsWith('payload-'))
      .filter((entity) => !(NAV_GROUPS as readonly unknown[]).includes(entity.admin?.group))
      .map((entity) => `${entity.slug}: ${JSON.stringify(entity.admin?.group)}`)
    expect(ungrouped).toEqual([])
  })

  it('names no group like one of its entries ("Payments" once)', async () => {
    const { collections, globals } = await config
    const labels = [...collections.map((c) => c.labels.plural), ...globals.map((g) => g.label)]
    expect(labels.filter((label) => (NAV_GROUPS as readonly unknown[]).includes(label))).toEqual([])
  })

  it('orders the groups, adds the views’ group when the viewer has nothing else in it, and keeps unknown groups last', () => {
    const groups = ['System', 'Other', 'Workspace', 'Funnel content'].map((label) => ({ label, entities: [1] }))
    expect(inNavOrder(groups).map((g) => g.label)).toEqual(['Funnel content', VIEWS_GROUP, 'Workspace', 'System', 'Other'])
  })
})

describe('the admin home’s periods', () => {
  it('counts today from midnight UTC and this week from Monday midnight UTC', () => {
    expect(homeWindow(new Date('2026-11-27T19:40:00Z'))).toEqual({ today: '2026-11-27T00:00:00.000Z', week: '2026-11-23T00:00:00.000Z' })
    // A Sunday still belongs to the week that began on Monday; on a Monday both start together.
    expect(homeWindow(new Date('2026-11-29T23:59:59Z')).week).toBe('2026-11-23T00:00:00.000Z')
    expect(homeWindow(new Date('2026-11-30T00:00:00Z'))).toEqual({ today: '2026-11-30T00:00:00.000Z', week: '2026-11-30T00:00:00.000Z' })
  })
})
