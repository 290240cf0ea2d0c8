import { richTextToHtml } from '../../collections/richText'
import { fillTemplate } from '../../contracts/fill-template'
import { escapeHtml } from './escape-html'

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[]; fields?: { url?: string } & Record<string, unknown> }
type Step = { subject: string; preheader?: string | null; body: unknown }

export type RenderedEmail = { subject: string; html: string; text: string }

export type EmailLinks = {
  /** The product's origin: a path in the copy becomes a link to it. */
  origin: string
  /** The sequence's slug: the utm_campaign of the links to the product. */
  campaign: string
  /** The signed redirect a link goes through (the click is recorded there). */
  click: (target: string) => string
  unsubscribe: string
  /** A 1×1 image that records an open; absent while open tracking is off (SEQUENCE_OPEN_TRACKING). */
  openPixel?: string
}

/** A link of the copy, placeholders filled: absolute, tagged with the campaign when it is ours, through the click redirect. */
function trackedLink(url: string, values: Record<string, string>, links: EmailLinks): string {
  // Values inside a URL are encoded, except the ones that are URLs themselves.
  const inUrl = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, k.endsWith('_url') ? v : encodeURIComponent(v)]))
  const target = new URL(fillTemplate(url, inUrl), links.origin)
  if (target.origin === links.origin) {
    target.searchParams.set('utm_source', 'email')
    target.searchParams.set('utm_campaign', links.campaign)
  }
  return links.click(target.toString())
}

function fillNodes(node: LexicalNode, values: Record<string, string>, links: EmailLinks): LexicalNode {
  const filled: LexicalNode = { ...node }
  if (typeof node.text === 'string') filled.text = fillTemplate(node.text, values)
  if ((node.type === 'link' || node.type === 'autolink') && node.fields?.url)
    filled.fields = { ...node.fields, linkType: 'custom', url: trackedLink(node.fields.url, values, links) }
  if (node.children) filled.children = node.children.map((child) => fillNodes(child, values, links))
  return filled
}

/** The plain-text part: paragraphs apart, list items dashed, each link's address after its words. */
function plainText(node: LexicalNode): string {
  const inner = () => (node.children ?? []).map(plainText).join('')
  switch (node.type) {
    case 'text':
      return node.text ?? ''
    case 'linebreak':
      return '\n'
    case 'link':
    case 'autolink':
      return `${inner()} (${node.fields?.url ?? ''})`
    case 'listitem':
      return `- ${inner()}\n`
    case 'paragraph':
    case 'heading':
    case 'quote':
    case 'list':
      return `${inner().trimEnd()}\n\n`
    default:
      return inner()
  }
}

/**
 * One step's e-mail for one person: the subject and preheader with their placeholders filled,
 * the body's rich text as HTML (Payload's converter, which escapes the text) and as plain text,
 * every link through the click redirect, and the unsubscribe link at the foot of both.
 */
export function renderSequenceEmail(step: Step, values: Record<string, string>, links: EmailLinks): RenderedEmail {
  const root = (step.body as { root?: LexicalNode } | null)?.root
  const body = root ? { root: fillNodes(root, values, links) } : null
  const preheader = step.preheader ? fillTemplate(step.preheader, values) : ''
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>` : '',
    richTextToHtml(body),
    `<p style="font-size:12px;color:#6b7280">Not for you any more? <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a> from these e-mails.</p>`,
    links.openPixel ? `<img src="${escapeHtml(links.openPixel)}" width="1" height="1" alt="">` : '',
    '</body></html>',
  ].join('')
  const text = `${body ? plainText(body.root).trim() : ''}\n\n--\nUnsubscribe: ${links.unsubscribe}\n`
  return { subject: fillTemplate(step.subject, values), html, text }
}
