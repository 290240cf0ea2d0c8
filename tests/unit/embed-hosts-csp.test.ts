import { describe, expect, it } from 'vitest'
import { embedHostAllows, embedHostProblem, embedHostSource, validateEmbedHosts } from '../../collections/SiteSettings/embedHosts'
import { embedHostsOf, realtimeVoiceOrigin, siteEmbedDirectives } from '../../server/csp/embed-directives'
import { isPublicSuffixWildcard } from '../../collections/SiteSettings/publicSuffixWildcard'

describe('embed host validation', () => {
  it.each([
    ['https://cal.com', 'https://cal.com'],
    ['player.vimeo.com', 'https://player.vimeo.com'],
    ['*.wistia.net', 'https://*.wistia.net'],
    ['https://*.wistia.net/', 'https://*.wistia.net'],
    ['  HTTPS://Widgets.Example.com:8443 ', 'https://widgets.example.com:8443'],
    ['xn--bcher-kva.example', 'https://xn--bcher-kva.example'],
  ])('accepts %j as %s', (entry, source) => {
    expect(embedHostProblem(entry)).toBeNull()
    expect(embedHostSource(entry)).toBe(source)
  })

  it.each([
    // Directives and keywords a marketer must not be able to slip into the policy.
    "'unsafe-inline'",
    "'unsafe-eval'",
    'https://cal.com; script-src *',
    'https://cal.com;',
    'https://cal.com https://evil.example',
    'cal.com,evil.example',
    "https://cal.com 'unsafe-inline'",
    'https://cal.com\nscript-src *',
    // Wildcards other than one leading `*.` on a real domain.
    '*',
    '*.com',
    'https://*',
    'cal.*.com',
    '*.*.example.com',
    'https://cal*.com',
    // Schemes other than https, and things that are not hosts.
    'http://cal.com',
    'data:',
    'blob:',
    'javascript:alert(1)',
    'wss://api.openai.com',
    'https:',
    'https://cal.com/booking/path',
    'https://user@cal.com',
    'https://cal.com?x=1',
    'localhost',
    '-cal.com',
    'cal-.com',
    'https://cal.com:0',
    'https://cal.com:70000',
    '',
    '   ',
  ])('refuses %j', (entry) => {
    expect(embedHostProblem(entry)).toEqual(expect.any(String))
  })

  it('checks every entry of a list, as the admin field does', () => {
    expect(validateEmbedHosts(null)).toBe(true)
    expect(validateEmbedHosts([])).toBe(true)
    expect(validateEmbedHosts(['https://cal.com', '*.vimeo.com'])).toBe(true)
    expect(validateEmbedHosts(['https://cal.com', "'unsafe-inline'"])).toMatch(/unsafe-inline/)
    expect(validateEmbedHosts('https://cal.com')).toEqual(expect.any(String))
    expect(validateEmbedHosts([42])).toEqual(expect.any(String))
  })
})

describe('siteEmbedDirectives', () => {
  it('is strict when nothing is configured: this origin only, no OpenAI', () => {
    const { directives, refused } = siteEmbedDirectives({ embedHosts: embedHostsOf(null), realtimeVoiceOrigin: null })
    expect(directives).toEqual({
      scriptSrc: ["'self'"],
      frameSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
    })
    expect(refused).toEqual([])
  })

  it('puts each kind in the directives it needs, and no kind in script-src', () => {
    const { directives } = siteEmbedDirectives({
      embedHosts: { booking: ['cal.com'], testimonial_widget: ['https://embed.testimonial.to'], video: ['*.vimeo.com'] },
      realtimeVoiceOrigin: null,
    })
    expect(directives.frameSrc).toEqual(["'self'", 'https://*.vimeo.com', 'https://cal.com', 'https://embed.testimonial.to'])
    expect(directives.mediaSrc).toEqual(["'self'", 'blob:', 'https://*.vimeo.com'])
    expect(directives.scriptSrc).toEqual(["'self'"])
    expect(directives.connectSrc).toEqual(["'self'"])
  })

  it('lists a host allowed for two kinds once', () => {
    const { directives } = siteEmbedDirectives({
      embedHosts: { booking: ['https://widgets.example.com'], testimonial_widget: ['widgets.example.com/'] },
      realtimeVoiceOrigin: null,
    })
    expect(directives.frameSrc).toEqual(["'self'", 'https://widgets.example.com'])
  })

  it('leaves out and reports entries written around the admin check', () => {
    const { directives, refused } = siteEmbedDirectives({
      embedHosts: { booking: ['cal.com', "'unsafe-inline'", 'https://x.example; script-src *'], video: [null] },
      realtimeVoiceOrigin: null,
    })
    expect(directives.frameSrc).toEqual(["'self'", 'https://cal.com'])
    expect(Object.values(directives).flat().join(' ')).not.toMatch(/unsafe|;|\*/)
    expect(refused).toEqual(["'unsafe-inline'", 'https://x.example; script-src *', 'null'])
  })

  it('leaves out a public-suffix wildcard saved before it was refused, and keeps a company’s own', () => {
    const { directives, refused } = siteEmbedDirectives({
      embedHosts: { video: ['*.github.io', 'https://*.co.uk', '*.wistia.net', 'github.io'] },
      realtimeVoiceOrigin: null,
    })
    expect(directives.frameSrc).toEqual(["'self'", 'https://*.wistia.net', 'https://github.io'])
    expect(refused).toEqual(['*.github.io', 'https://*.co.uk'])
    expect(isPublicSuffixWildcard('*.herokuapp.com')).toBe(true)
    expect(isPublicSuffixWildcard('*.vimeo.com')).toBe(false)
  })

  it('lets the live voice reach OpenAI only when the server has a key (its base URL)', () => {
    expect(realtimeVoiceOrigin(undefined)).toBeNull()
    expect(realtimeVoiceOrigin('https://api.openai.com/v1')).toBe('https://api.openai.com')
    const { directives } = siteEmbedDirectives({ embedHosts: {}, realtimeVoiceOrigin: realtimeVoiceOrigin('https://api.openai.com/v1') })
    expect(directives.connectSrc).toEqual(["'self'", 'https://api.openai.com'])
    expect(directives.frameSrc).toEqual(["'self'"])
  })
})

describe('embedHostAllows (the pages fall back rather than show a refused frame)', () => {
  const hosts = ['https://cal.com', '*.vimeo.com', 'widgets.example.com:8443', 'https://embed.example.org:443']
  it.each([
    ['/api/media/file/demo.mp4', true],
    ['https://cal.com/agency/demo', true],
    ['https://player.vimeo.com/video/1', true],
    ['https://a.b.vimeo.com/v', true],
    ['https://widgets.example.com:8443/wall', true],
    ['https://embed.example.org/x', true],
    // The bare domain of a `*.` entry, another port, plain http, look-alikes, protocol-relative.
    ['https://vimeo.com/1', false],
    ['https://cal.com:8443/agency', false],
    ['https://widgets.example.com/wall', false],
    ['http://cal.com/agency/demo', false],
    ['https://cal.com.evil.example/x', false],
    ['https://evilcal.com/x', false],
    ['https://notvimeo.com/x', false],
    ['//cal.com/agency', false],
    ['/\\evil.example/x', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s: %s', (url, allowed) => {
    expect(embedHostAllows(hosts, url)).toBe(allowed)
  })

  it('allows no outside URL when nothing is configured, or when an entry is not a valid host', () => {
    expect(embedHostAllows(undefined, 'https://cal.com/x')).toBe(false)
    expect(embedHostAllows([], 'https://cal.com/x')).toBe(false)
    expect(embedHostAllows(["'unsafe-inline'", '*'], 'https://cal.com/x')).toBe(false)
  })
})
