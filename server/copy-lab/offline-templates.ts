import type { CopyAngle } from '../../contracts/copy-lab'
import { lowerFirst, swapWords, THIRD_PERSON, withoutLastClause, type CopyShape } from './copy-shape'

/** Buttons take a few words, headlines one line, paragraphs (subheadlines) a few sentences. */
export type SlotKind = 'button' | 'headline' | 'paragraph'
export const slotKindOf = (maxLength: number): SlotKind => (maxLength <= 60 ? 'button' : maxLength <= 150 ? 'headline' : 'paragraph')

/** A variant's words in lowercase template words, best first; none when the original lacks what a template needs. */
type Template = (shape: CopyShape) => (string | null | false)[]

const third = (action: string) => swapWords(action, THIRD_PERSON)
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)
const plain = (text: string) => text.replace(/[\s.!?,;:]+$/, '')
/** The action up to its first comma: "land your first 2-3 agency clients in 27 days". */
const shortAction = (action: string) => action.split(/,\s/)[0]!

/** A headline built on the imperative, tried whole and then shortened; it needs a one-sentence core. */
const onAction =
  (make: (action: string) => string, { shortFirst = false } = {}): Template =>
  ({ action, rest }) => {
    if (!action || rest) return []
    const forms = [make(action), make(shortAction(action))]
    return shortFirst ? forms.reverse() : forms
  }
/** A headline that names the core as a thing ("The Agency Arbitrage Blueprint"), for cores that are no imperative. */
const onTopic =
  (make: (topic: string) => string): Template =>
  ({ action, topic }) =>
    action ? [] : [make(topic)]
/** Words that keep the whole core, placeholders and all: the last resort of every slot. */
const aroundCore =
  (make: (core: string) => string): Template =>
  ({ core }) => [make(core)]

const HEADLINES: Record<CopyAngle, Template[]> = {
  'social-proof': [onAction((a) => `join the agency owners who ${third(a)}`), onTopic((t) => `${t}: why agency owners say yes`)],
  urgency: [
    onAction((a) => (/^start\b/i.test(a) ? `don't wait: ${a}` : `start today: ${a}`)),
    onAction((a) => `don't wait: ${a}`),
    onTopic((t) => `don't miss it: ${t}`),
    aroundCore((c) => `${plain(c)} today`),
  ],
  specificity: [
    onAction((a) => `the step-by-step system to ${a}`),
    onAction((a) => `the exact steps to ${a}`),
    onTopic((t) => `${t}: every step, explained`),
  ],
  curiosity: [
    onAction((a) => `what if you could ${a}?`),
    onAction((a) => `here's how to ${a}`),
    onTopic((t) => `what nobody tells you about ${t}`),
    aroundCore((c) => `see how: ${lowerFirst(c)}`),
  ],
  outcome: [
    onAction((a) => `${a} and grow your agency`, { shortFirst: true }),
    onTopic((t) => `${t}: what it means for your agency`),
    aroundCore((c) => `yes! ${c}`),
  ],
  'risk-reversal': [
    onAction((a) => `${a}, risk-free`),
    onAction((a) => `try it risk-free: ${a}`),
    onTopic((t) => `${t}, risk-free`),
    aroundCore((c) => `${plain(c)}, risk-free`),
  ],
  authority: [onAction((a) => `the proven framework to ${a}`), onTopic((t) => `${t}: the proven approach`)],
}

/** Button words: the original's verb and object ("claim my spot") or, failing that, the button's usual few words. */
const BUTTONS: Record<CopyAngle, Template[]> = {
  urgency: [
    ({ verb, object }) => [
      !!object && `get ${object} now`,
      !!verb && !!object && `${verb} ${object} today`,
      !!verb && !!object && `${verb} ${object} now`,
      'get started now',
    ],
    aroundCore((c) => `${plain(c)} today`),
  ],
  outcome: [
    ({ product, object }) => [!!product && `start my ${product} today`, 'start growing my agency', !!object && `yes, I want ${object}`],
    aroundCore((c) => `yes! ${c}`),
  ],
  'risk-reversal': [
    ({ verb, object, product }) => [
      !!product && `try ${object} risk-free`,
      !!verb && !!object && `${verb} ${object} risk-free`,
      'try it risk-free',
    ],
    aroundCore((c) => `${plain(c)}, risk-free`),
  ],
  curiosity: [({ product, object }) => [!!product && `see what's inside ${object}`, "show me what's inside", 'show me how it works']],
  'social-proof': [() => ['join other agency owners', 'join the agency owners inside']],
  specificity: [({ verb, object }) => [!!verb && !!object && `${verb} ${object} in one click`, 'show me the full breakdown']],
  authority: [({ product }) => [!!product && `get the proven ${product}`, 'see the proven system']],
}

/** A paragraph's first sentence reworked, its later sentences kept; shortened by a clause when it runs long. */
const onFirstSentence =
  (make: (action: string) => string): Template =>
  ({ action, rest }) =>
    action ? [...new Set([action, shortAction(action)])].map((a) => `${sentence(make(a))} ${rest}`) : []
/** A sentence added before or after the whole paragraph, or after it less its first sentence's last clause. */
const aroundParagraph =
  (make: (paragraph: string) => string): Template =>
  ({ core }) => {
    const shorter = withoutLastClause(sentence(core))
    return [make(sentence(core)), !!shorter && make(shorter)]
  }

const PARAGRAPHS: Record<CopyAngle, Template[]> = {
  'social-proof': [
    onFirstSentence((a) => `join the agency owners who ${third(a)}`),
    aroundParagraph((p) => `${p} Join the agency owners already using it.`),
  ],
  urgency: [
    aroundParagraph((p) => `${p} The sooner you start, the sooner it pays.`),
    onFirstSentence((a) => `start today: ${a}`),
    aroundParagraph((p) => `${p} Start today.`),
  ],
  specificity: [
    onFirstSentence((a) => `here is exactly how to ${a}`),
    ({ action, core }) => [!action && `here is exactly what you get: ${lowerFirst(sentence(core))}`],
    aroundParagraph((p) => `${p} Every step is laid out for you.`),
  ],
  outcome: [aroundParagraph((p) => `${p} More clients, less delivery work.`)],
  curiosity: [
    aroundParagraph((p) => `Ever wondered how some agencies grow so fast? ${p}`),
    onFirstSentence((a) => `what if you could ${a}?`),
  ],
  'risk-reversal': [aroundParagraph((p) => `${p} Try it risk-free.`)],
  authority: [aroundParagraph((p) => `${p} Built and proven by people who run agencies.`)],
}

export const TEMPLATES: Record<SlotKind, Record<CopyAngle, Template[]>> = { button: BUTTONS, headline: HEADLINES, paragraph: PARAGRAPHS }

/** The order the angles are tried in when the brief names none: what usually moves each kind of slot first. */
export const DEFAULT_ANGLES: Record<SlotKind, readonly CopyAngle[]> = {
  headline: ['social-proof', 'urgency', 'specificity', 'curiosity', 'outcome', 'risk-reversal', 'authority'],
  button: ['urgency', 'outcome', 'risk-reversal', 'curiosity', 'social-proof', 'specificity', 'authority'],
  paragraph: ['specificity', 'social-proof', 'outcome', 'urgency', 'curiosity', 'risk-reversal', 'authority'],
}

/** Why each angle may convert better, as the marketer reads it beside the draft. */
export const RATIONALES: Record<CopyAngle, string> = {
  'social-proof': 'Shows that agency owners like the reader already do this, so acting feels safe and normal.',
  urgency: 'Gives a reason to act now rather than later, which cuts the drop-off of "I will come back to it".',
  specificity: 'Promises concrete steps instead of a broad claim, which reads as more credible.',
  curiosity: 'Opens a question the reader wants answered, which pulls them further into the page.',
  outcome: 'Leads with the result the reader wants rather than with the product.',
  'risk-reversal': 'Takes the risk off the reader; keep it only if the offer’s guarantee backs it.',
  authority: 'Leans on a proven method, which lowers the reader’s doubt.',
}
