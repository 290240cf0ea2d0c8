import { describe, expect, it } from 'vitest'
import { richTextToHtml } from '../../collections/richText'
import { paragraphs } from '../../seed/content/rich-text'

describe('rich text to HTML (what the pages render)', () => {
  it('turns the seed paragraphs into <p> elements with the words unchanged and escaped', () => {
    expect(richTextToHtml(paragraphs('Dear Agency Owner,', 'Profit > cost & "markup" <b>10x</b>'))).toBe(
      '<p>Dear Agency Owner,</p><p>Profit &gt; cost &amp; &quot;markup&quot; &lt;b&gt;10x&lt;/b&gt;</p>',
    )
  })

  it('renders bold words and links a marketer adds in the editor', () => {
    const doc = paragraphs('Resell at 10x.')
    const paragraph = doc.root.children[0] as unknown as { children: object[] }
    paragraph.children = [
      { type: 'text', version: 1, text: 'Resell', format: 1, detail: 0, mode: 'normal', style: '' },
      { type: 'text', version: 1, text: ' at ', format: 0, detail: 0, mode: 'normal', style: '' },
      {
        type: 'link',
        version: 3,
        fields: { linkType: 'custom', url: 'https://example.com/pricing', newTab: true },
        children: [{ type: 'text', version: 1, text: '10x', format: 0, detail: 0, mode: 'normal', style: '' }],
        direction: 'ltr',
        format: '',
        indent: 0,
      },
    ]
    expect(richTextToHtml(doc)).toBe(
      '<p><strong>Resell</strong> at <a href="https://example.com/pricing" rel="noopener noreferrer" target="_blank">10x</a></p>',
    )
  })

  it('does not let a javascript: link through', () => {
    const doc = paragraphs('x')
    ;(doc.root.children[0] as unknown as { children: object[] }).children = [
      {
        type: 'link',
        version: 3,
        fields: { linkType: 'custom', url: 'javascript:alert(1)' },
        children: [{ type: 'text', version: 1, text: 'click', format: 0, detail: 0, mode: 'normal', style: '' }],
      },
    ]
    expect(richTextToHtml(doc)).not.toContain('javascript:')
  })

  it('gives empty HTML for an empty field', () => {
    expect(richTextToHtml(undefined)).toBe('')
    expect(richTextToHtml(null)).toBe('')
  })
})
