import { afterAll, describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'

/** One directive of the CSP of `path`, as its list of sources. */
async function directive(name: string, path = '/'): Promise<string[]> {
  const res = await fetch(`${baseUrl()}${path}`)
  const csp = res.headers.get('content-security-policy') ?? ''
  return (new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(csp)?.[1] ?? '').trim().split(/\s+/)
}

describe('embed hosts a marketer allows in Site settings', () => {
  /** The settings before the test, put back after it: other files share this server. */
  let original: Record<string, any> | undefined

  afterAll(async () => {
    if (!original) return
    const { embeds, embed_hosts } = original
    const restored = await api('/api/globals/site-settings', { method: 'POST', as: 'admin', body: { embeds, embed_hosts } })
    expect(restored.status).toBe(200)
  })

  it('the seed allows no outside host: every page directive is this origin only', async () => {
    original = (await api('/api/globals/site-settings?depth=0', { as: 'admin' })).body
    expect(original!.embed_hosts).toEqual({ booking: [], testimonial_widget: [], video: [] })
    for (const path of ['/', '/pricing', '/get-demo', '/survey']) {
      expect(await directive('frame-src', path)).toEqual(["'self'"])
      expect(await directive('script-src', path)).toEqual(["'self'"])
      expect(await directive('media-src', path)).toEqual(["'self'", 'blob:'])
      // No OPENAI_API_KEY on this server: the live voice is off, so no provider either.
      expect(await directive('connect-src', path)).toEqual(["'self'"])
    }
  })

  it('a widget URL alone does not open its host; publishing the host in the list does, for its kind only', async () => {
    const embeds = { ...original!.embeds, testimonial_widget_url: 'https://widgets.example.net/wall/42' }
    const url = await api('/api/globals/site-settings', { method: 'POST', as: 'marketer', body: { embeds } })
    expect(url.status, JSON.stringify(url.body)).toBe(200)
    expect(await directive('frame-src')).toEqual(["'self'"])

    const embed_hosts = { booking: ['cal.com'], testimonial_widget: ['https://widgets.example.net'], video: ['*.vimeo.com'] }
    const published = await api('/api/globals/site-settings', { method: 'POST', as: 'marketer', body: { embed_hosts } })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(published.body.result.embed_hosts).toEqual(embed_hosts)
    expect(await directive('frame-src')).toEqual(["'self'", 'https://*.vimeo.com', 'https://cal.com', 'https://widgets.example.net'])
    expect(await directive('media-src')).toEqual(["'self'", 'blob:', 'https://*.vimeo.com'])
    expect(await directive('script-src')).toEqual(["'self'"])
    expect(await directive('connect-src')).toEqual(["'self'"])
    // The admin keeps its own policy: no embed host there.
    expect(await directive('frame-src', '/admin')).toEqual(["'self'"])

    // Taking a host out closes it again.
    const removed = await api('/api/globals/site-settings', {
      method: 'POST',
      as: 'marketer',
      body: { embed_hosts: { ...embed_hosts, testimonial_widget: [] } },
    })
    expect(removed.status).toBe(200)
    expect(await directive('frame-src')).toEqual(["'self'", 'https://*.vimeo.com', 'https://cal.com'])
  })

  it.each([
    ["'unsafe-inline'"],
    ['https://widgets.example.net; script-src *'],
    ['https://widgets.example.net https://evil.example'],
    ['*'],
    ['http://widgets.example.net'],
  ])('refuses %j with a field error and leaves the policy as it was', async (entry) => {
    const before = await directive('frame-src')
    const saved = await api('/api/globals/site-settings', {
      method: 'POST',
      as: 'marketer',
      body: { embed_hosts: { booking: [], testimonial_widget: [entry], video: [] } },
    })
    expect(saved.status).toBe(400)
    expect(JSON.stringify(saved.body)).toContain('embed_hosts.testimonial_widget')
    expect(await directive('frame-src')).toEqual(before)
    const csp = (await fetch(`${baseUrl()}/`)).headers.get('content-security-policy') ?? ''
    expect(csp).not.toContain('unsafe-eval')
    expect(csp.split(';').filter((part) => part.trim().startsWith('script-src'))).toEqual(["script-src 'self'"])
  })
})
