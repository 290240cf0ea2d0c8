import { describe, expect, it } from 'vitest'
import { withoutRichTextSources } from '../../server/ssr/page-renderer'

describe('published initial data', () => {
  it('drops the Lexical source of a rich-text field that has its HTML beside it, at any depth', () => {
    const lexical = { root: { type: 'root', children: [{ type: 'paragraph', children: [{ text: 'Hi' }] }] } }
    const doc = {
      story: lexical,
      story_html: '<p>Hi</p>',
      faqs: [{ question: 'Q?', answer: lexical, answer_html: '<p>A</p>' }],
      title: 'Title',
      untouched: lexical,
    }
    expect(withoutRichTextSources(doc)).toEqual({
      story_html: '<p>Hi</p>',
      faqs: [{ question: 'Q?', answer_html: '<p>A</p>' }],
      title: 'Title',
      // No HTML sibling: not a rich-text field the page renders, so it stays.
      untouched: lexical,
    })
  })

  it('leaves values that are not objects as they are', () => {
    expect(withoutRichTextSources(null)).toBeNull()
    expect(withoutRichTextSources('text')).toBe('text')
    expect(withoutRichTextSources([1, 'a'])).toEqual([1, 'a'])
  })
})
