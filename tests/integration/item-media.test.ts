import { describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'

const EMBED = 'https://widgets.example.com/story/priya'

async function homeHtml() {
  const res = await fetch(`${baseUrl()}/`)
  expect(res.status).toBe(200)
  return res.text()
}

/**
 * Each testimonial plays its own media (issue 18): its uploaded file, or, when a marketer sets
 * an outside address instead, that page in a frame once its host is an allowed video host (a
 * link before). The test puts the seeded words and hosts back.
 */
describe("a testimonial's own media", () => {
  it('is its uploaded file, and an outside address becomes an embed once the file is taken off', async () => {
    const found = await api(`/api/testimonials?where[name][equals]=Priya%20Nair&depth=0`, { as: 'marketer' })
    const priya = found.body.docs[0]
    expect(priya.video).toBeTruthy()
    expect(priya.video_file).toMatch(/^\/api\/media\/file\/sample-clip\.webm$/)
    const hero = (await api('/api/globals/home?depth=1')).body.hero.video
    expect(priya.video_file).not.toBe(hero.url)
    const hosts = (await api('/api/globals/site-settings?depth=0', { as: 'admin' })).body.embed_hosts

    try {
      const changed = await api(`/api/testimonials/${priya.id}`, {
        method: 'PATCH',
        as: 'marketer',
        body: { video: null, video_embed: EMBED },
      })
      expect(changed.status, JSON.stringify(changed.body)).toBe(200)
      expect(changed.body.doc).toMatchObject({ video_file: null, video_embed: EMBED })
      // The page is rendered again on a content change. The host is not in Site settings' video
      // hosts, so the CSP would refuse a frame of it: the page links to it instead.
      await expect.poll(async () => (await homeHtml()).includes(`href="${EMBED}"`), { timeout: 15_000 }).toBe(true)
      expect(await homeHtml()).not.toMatch(new RegExp(`<iframe[^>]*src="${EMBED}"`))

      // Once a marketer allows the host, the frame is in the server's HTML.
      const allowed = await api('/api/globals/site-settings', {
        method: 'POST',
        as: 'marketer',
        body: { embed_hosts: { ...hosts, video: ['widgets.example.com'] } },
      })
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(200)
      await expect.poll(async () => (await homeHtml()).includes(`src="${EMBED}"`), { timeout: 15_000 }).toBe(true)
      const html = await homeHtml()
      expect(html).toMatch(
        new RegExp(
          `<iframe[^>]*src="${EMBED}"[^>]*title="Video testimonial from Priya Nair"|<iframe[^>]*title="Video testimonial from Priya Nair"[^>]*src="${EMBED}"`,
        ),
      )
    } finally {
      await api('/api/globals/site-settings', { method: 'POST', as: 'admin', body: { embed_hosts: hosts } })
      const restored = await api(`/api/testimonials/${priya.id}`, {
        method: 'PATCH',
        as: 'marketer',
        body: { video: priya.video, video_embed: priya.video_embed ?? null },
      })
      expect(restored.status).toBe(200)
    }
    await expect.poll(async () => (await homeHtml()).includes(EMBED), { timeout: 15_000 }).toBe(false)
  })
})
