import { describe, expect, it } from 'vitest'
import { api } from '../support/api'

describe('content and access rules over REST and GraphQL', () => {
  it('lets anyone read published page content and site settings', async () => {
    const home = await api('/api/globals/home')
    expect(home.status).toBe(200)
    expect(home.body.header.scarcity_line).toBe('Only 12 agencies accepted this month')
    const settings = await api('/api/globals/site-settings')
    expect(settings.status).toBe(200)
    expect(settings.body.theme).toBe('system')
  })

  it('refuses leads to visitors and to agency and vendor users, and shows them to staff', async () => {
    expect((await api('/api/leads')).status).toBe(403)
    expect((await api('/api/leads', { as: 'agency' })).status).toBe(403)
    expect((await api('/api/leads', { as: 'vendor' })).status).toBe(403)
    for (const who of ['admin', 'marketer', 'analyst'] as const) {
      expect((await api('/api/leads', { as: who })).status, who).toBe(200)
    }
  })

  it('shows funnel events to analysts and admins only', async () => {
    expect((await api('/api/funnel-events')).status).toBe(403)
    expect((await api('/api/funnel-events', { as: 'marketer' })).status).toBe(403)
    expect((await api('/api/funnel-events', { as: 'agency' })).status).toBe(403)
    expect((await api('/api/funnel-events', { as: 'analyst' })).status).toBe(200)
  })

  it('refuses the same over GraphQL', async () => {
    const query = { query: '{ Leads { docs { email } } }' }
    const anonymous = await api('/api/graphql', { method: 'POST', body: query })
    expect(anonymous.body.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(anonymous.body.data?.Leads ?? null).toBeNull()
    const agency = await api('/api/graphql', { method: 'POST', body: query, as: 'agency' })
    expect(agency.body.errors?.[0]?.message).toMatch(/not allowed/i)
    const analyst = await api('/api/graphql', { method: 'POST', body: query, as: 'analyst' })
    expect(analyst.body.errors).toBeUndefined()
    expect(Array.isArray(analyst.body.data.Leads.docs)).toBe(true)
  })

  it('does not let visitors write leads through REST, only through create-lead', async () => {
    const email = `rest-${Date.now()}@example.com`
    const res = await api('/api/leads', { method: 'POST', body: { email } })
    expect(res.status).toBe(403)
    const found = await api(`/api/leads?where[email][equals]=${encodeURIComponent(email)}`, { as: 'admin' })
    expect(found.body.totalDocs).toBe(0)
  })

  it('lets only staff roles into the admin', async () => {
    for (const [who, allowed] of [
      ['admin', true],
      ['marketer', true],
      ['analyst', true],
      ['agency', false],
      ['vendor', false],
    ] as const) {
      const access = await api('/api/access', { as: who })
      // Payload leaves canAccessAdmin out of the answer when it is false.
      expect(access.body.canAccessAdmin ?? false, who).toBe(allowed)
    }
  })

  it('keeps drafts from visitors while editors see them', async () => {
    const draft = await api('/api/globals/home?draft=true', {
      method: 'POST',
      as: 'marketer',
      body: { hero: { headline: 'A draft headline nobody else sees', cta_label: 'UNLOCK THE COMPLETE BLUEPRINT' }, header: { scarcity_line: 'Only 12 agencies accepted this month' } },
    })
    expect(draft.status).toBe(200)
    const visitor = await api('/api/globals/home?draft=true')
    expect(JSON.stringify(visitor.body)).not.toContain('A draft headline nobody else sees')
    const editor = await api('/api/globals/home?draft=true', { as: 'marketer' })
    expect(editor.body.hero.headline).toBe('A draft headline nobody else sees')
    const published = await api('/api/globals/home')
    expect(published.body.hero.headline).not.toBe('A draft headline nobody else sees')
  })

  it('lets agency users read only their own user record', async () => {
    const users = await api('/api/users', { as: 'agency' })
    expect(users.status).toBe(200)
    expect(users.body.docs.map((u: { email: string }) => u.email)).toEqual(['agency@example.com'])
  })
})
