import type { FeatureDefinition } from '@growthbook/growthbook'
import { expect } from 'vitest'
import type { CopySlotId, CopyVariantStatus } from '../../contracts/copy-lab'
import { api, baseUrl } from './api'
import { DEMO } from './server'

/**
 * The copy lab's documents for tests (issue 20), written through REST as the demo marketer,
 * and the way back: every helper that creates something has its remover, run as the test admin.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The home hero's published headline (the control's words). */
export async function publishedHomeHeadline(): Promise<string> {
  const home = await api('/api/globals/home?depth=0', { as: 'marketer' })
  expect(home.status).toBe(200)
  return home.body.hero.headline as string
}

export async function createVariant(slot: CopySlotId, text: string, status: CopyVariantStatus = 'approved'): Promise<string> {
  const res = await api('/api/copy-variants', {
    method: 'POST',
    as: 'marketer',
    body: { slot, text, angle: 'urgency', source: 'human', status },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  expect(res.body.doc.status).toBe(status)
  return String(res.body.doc.id)
}

export const deleteVariant = (id: string) => api(`/api/copy-variants/${id}`, { method: 'DELETE', as: 'admin' })

/** A running test of the home headline: the published words against one variant, split `weights`. */
export async function startHomeHeadlineTest(
  experiment: string,
  { published, variant, text, weights }: { published: string; variant: string; text: string; weights: [number, number] },
): Promise<string> {
  const now = Date.now()
  const res = await api('/api/copy-tests', {
    method: 'POST',
    as: 'marketer',
    body: {
      slot: 'home-headline',
      experiment,
      running_slot: 'home-headline',
      rule: 'sequential',
      metric: 'lead-captured',
      state: 'running',
      started_at: new Date(now).toISOString(),
      started_by_email: DEMO.marketer,
      ends_at: new Date(now + 7 * 86_400_000).toISOString(),
      arms: [
        { key: 'control', label: 'Published words', text: published, variant: null },
        { key: 'a', label: 'Variant A', text, variant },
      ],
      weights,
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return String(res.body.doc.id)
}

/**
 * Stops, then deletes a test. Stopping is what takes it off /features.json: a change moves the
 * content version, and copy-tests has no hook that moves it on delete.
 */
export async function removeCopyTest(id: string): Promise<void> {
  await api(`/api/copy-tests/${id}`, { method: 'PATCH', as: 'admin', body: { state: 'stopped', stopped_at: new Date().toISOString() } })
  await api(`/api/copy-tests/${id}`, { method: 'DELETE', as: 'admin' })
}

/** Polls /features.json until the copy flag of the home headline satisfies `check` (a change shows within 10 s). */
export async function homeHeadlineFlagWhen(
  check: (flag: FeatureDefinition | undefined) => boolean,
): Promise<FeatureDefinition | undefined> {
  const end = Date.now() + 10_000
  for (;;) {
    const body = (await (await fetch(`${baseUrl()}/features.json`)).json()) as { features: Record<string, FeatureDefinition> }
    const flag = body.features['copy-home-headline']
    if (check(flag)) return flag
    if (Date.now() > end) throw new Error(`/features.json did not change in 10 s: ${JSON.stringify(flag)}`)
    await sleep(200)
  }
}

/** The home hero's headline in a server-rendered page. */
export function heroHeadline(html: string): string | undefined {
  return /<h1 id="hero-heading"[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]
}
