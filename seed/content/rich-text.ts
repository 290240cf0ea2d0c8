import type { SerializedParagraphNode, SerializedTextNode } from '@payloadcms/richtext-lexical/lexical'
import type { Faq } from '../../cms/payload-types'

/** A rich-text field's value as the generated types give it (the same for every rich-text field). */
type RichTextJson = Faq['answer']

const text = (words: string): SerializedTextNode => ({
  type: 'text',
  version: 1,
  text: words,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})

const paragraph = (words: string): SerializedParagraphNode => ({
  type: 'paragraph',
  version: 1,
  children: [text(words)],
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  textStyle: '',
})

/** Rich text of plain paragraphs, the way the admin's editor stores them: how the seed writes copy. */
export function paragraphs(...texts: string[]): RichTextJson {
  return { root: { type: 'root', version: 1, children: texts.map(paragraph), direction: 'ltr', format: '', indent: 0 } }
}
