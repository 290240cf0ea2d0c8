import {
  BoldFeature,
  FixedToolbarFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Field } from 'payload'
import { isSafeLinkUrl, LINK_URL_HINT, validateRichTextLinks } from './fields/linkUrl'

const linkDrawerUrl = (value: unknown) => isSafeLinkUrl(String(value ?? ''), { placeholders: true }) || LINK_URL_HINT

/**
 * The editor of every rich-text field: paragraphs, emphasis, links and lists, nothing that
 * needs a page of its own. Links are external URLs only: funnel content has no public URL
 * of its own to link to (docs/decisions/014).
 */
export const copyEditor = lexicalEditor({
  features: [
    ParagraphFeature(),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    LinkFeature({
      enabledCollections: [],
      // The link drawer says at once what a save would refuse; the `{…_url}` placeholders of
      // sequence e-mails pass here, the field's own check (validateRichTextLinks) is exact.
      fields: ({ defaultFields }) =>
        defaultFields.map((field) => (field.name === 'url' ? ({ ...field, validate: linkDrawerUrl } as typeof field) : field)),
    }),
    UnorderedListFeature(),
    OrderedListFeature(),
    InlineToolbarFeature(),
    FixedToolbarFeature(),
  ],
})

/** Payload's Lexical-to-HTML converter; text is escaped and link URLs sanitised by it. */
export const richTextToHtml = (value: unknown): string =>
  value && typeof value === 'object' ? convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true }) : ''

/**
 * A rich-text field and a read-only, virtual `<name>_html` beside it, filled on every read.
 * Pages render the HTML, so no converter (and no editor code) reaches the browser; the
 * admin's live preview gets it too, because Payload runs read hooks on the form state it
 * merges (docs/decisions/014). Its links are checked at save (docs/decisions/111).
 */
export function richText(name: string, { label, required = true }: { label?: string; required?: boolean } = {}): Field[] {
  return [
    { name, label, type: 'richText', required, validate: validateRichTextLinks() },
    {
      name: `${name}_html`,
      type: 'text',
      virtual: true,
      admin: { hidden: true, readOnly: true },
      hooks: { afterRead: [({ siblingData }) => richTextToHtml(siblingData?.[name])] },
    },
  ]
}
