import { describe, expect, it } from 'vitest'
import { pageHead } from '../../server/ssr/page-head'
import type { InitialData } from '../../web/lib/content'

const site = { theme: 'system', support_email: 'support@example.com' } as const
const content = (siteMeta: object | null, homeMeta?: object | null) =>
  ({
    'site-settings': { ...site, meta: siteMeta },
    ...(homeMeta === undefined ? {} : { home: { meta: homeMeta } }),
  }) as InitialData['content']

const tag = (head: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(head)?.[1]

describe('pageHead', () => {
  it("uses the page's own SEO fields over the site's defaults, field by field", () => {
    const head = pageHead(
      content(
        { title: 'Site', description: 'Site description', image: { url: '/api/media/file/site.png' } },
        { title: 'Home', description: '', image: null },
      ),
      'https://agency.example/',
    )
    expect(head).toContain('<title>Home</title>')
    expect(tag(head, 'og:title')).toBe('Home')
    expect(tag(head, 'description')).toBe('Site description')
    expect(tag(head, 'og:description')).toBe('Site description')
    expect(tag(head, 'og:image')).toBe('https://agency.example/api/media/file/site.png')
    expect(tag(head, 'og:url')).toBe('https://agency.example/')
    expect(tag(head, 'og:type')).toBe('website')
  })

  it('falls back to the site defaults on a page without a global of its own', () => {
    const head = pageHead(content({ title: 'Site', description: 'Site description', image: 7 }), 'https://agency.example/pricing')
    expect(head).toContain('<title>Site</title>')
    expect(tag(head, 'description')).toBe('Site description')
    // An image not populated (an id) cannot be linked: no og:image rather than a broken one.
    expect(tag(head, 'og:image')).toBeUndefined()
    expect(tag(head, 'og:url')).toBe('https://agency.example/pricing')
  })

  it('escapes what a marketer types, so it cannot end the tag or the attribute', () => {
    const typed = `Tom & Jerry's "best" </title><script>alert(1)</script>`
    const head = pageHead(content({ title: typed, description: typed }), 'https://agency.example/')
    expect(head).not.toContain('<script>')
    expect(head).toContain('<title>Tom &amp; Jerry&#39;s &quot;best&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>')
    expect(tag(head, 'description')).toBe('Tom &amp; Jerry&#39;s &quot;best&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('writes no empty tags when nothing is filled in', () => {
    const head = pageHead(content(null, null), 'https://agency.example/')
    expect(head).not.toContain('<title>')
    expect(head).not.toContain('name="description"')
    expect(head).not.toContain('og:title')
  })
})
