import { describe, expect, it } from 'vitest'
import { isSafeLinkUrl, unsafeRichTextLink } from '../../collections/fields/linkUrl'
import { body } from '../../seed/content/sequences'

/** The one check of every link field and rich-text link (docs/decisions/111), read as a browser reads a URL. */
describe('isSafeLinkUrl', () => {
  it.each([
    'https://cal.example.com/founder',
    'http://example.com',
    'mailto:help@example.com',
    'tel:+15551234567',
    '/pricing',
    '/#roi',
    '/offer?plan=pro#top',
    'HTTPS://EXAMPLE.COM',
  ])('takes %s', (url) => expect(isSafeLinkUrl(url)).toBe(true))

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'https://',
    'pricing',
    '#roi',
    '{pricing_url}',
  ])('refuses %j', (url) => expect(isSafeLinkUrl(url)).toBe(false))

  it("takes a sequence e-mail's {…_url} placeholder only where asked", () => {
    expect(isSafeLinkUrl('{pricing_url}', { placeholders: true })).toBe(true)
    expect(isSafeLinkUrl('{checkout_url}?step=2', { placeholders: true })).toBe(true)
    expect(isSafeLinkUrl('{first_name}', { placeholders: true })).toBe(false)
    expect(isSafeLinkUrl('javascript:alert(1)', { placeholders: true })).toBe(false)
  })
})

describe('unsafeRichTextLink', () => {
  it('finds a bad link anywhere in the text, and none in safe text', () => {
    expect(unsafeRichTextLink(body('Hello', ['See ', { link: '/pricing', words: 'pricing' }]))).toBeUndefined()
    expect(unsafeRichTextLink(body('Hello', ['See ', { link: 'data:text/html,x', words: 'this' }]))).toBe('data:text/html,x')
    expect(unsafeRichTextLink(null)).toBeUndefined()
  })
})
