import type { CopyAngle, CopySlot } from '../../contracts/copy-lab'
import { lowerFirst, swapWords, THIRD_PERSON, withoutLastClause, type CopyShape } from './copy-shape'
import { actionPartsOf, type ActionParts } from './offline-action-parts'

/** Buttons take a few words, headlines one line, paragraphs (subheadlines) a few sentences; a subject line an inbox. */
export type SlotKind = 'button' | 'headline' | 'paragraph' | 'subject'
export const slotKindOf = (slot: Pick<CopySlot, 'kind' | 'maxLength'>): SlotKind =>
  slot.kind === 'subject' ? 'subject' : slot.maxLength <= 60 ? 'button' : slot.maxLength <= 150 ? 'headline' : 'paragraph'

/** A variant's words in lowercase template words, best first; none when the original lacks what a template needs. */
type Template = (shape: CopyShape) => (string | null | false)[]

const third = (action: string) => swapWords(action, THIRD_PERSON)
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)
const plain = (text: string) => text.replace(/[\s.!?,;:]+$/, '')
/** The action up to its first comma: "land your first 2-3 agency clients in 27 days". */
const shortAction = (action: string) => action.split(/,\s/)[0]!

/** A headline that names the core as a thing ("The Agency Arbitrage Blueprint"), for cores that are no imperative. */
const onTopic =
  (make: (topic: string) => string): Template =>
  ({ action, topic }) =>
    action ? [] : [make(topic)]
/** Words that keep the whole core, placeholders and all: the last resort of every slot. */
const aroundCore =
  (make: (core: string) => string): Template =>
  ({ core }) => [make(core)]

/**
 * A headline built anew from the imperative's parts, never the headline with words put before
 * it: tried whole, then without its extra clause, then without its modifier too (for a shorter
 * slot or brief). The writer drops any that still holds the whole original.
 */
const onParts =
  (make: (p: ActionParts) => string): Template =>
  ({ action, rest }) => {
    const parts = !rest && action ? actionPartsOf(action) : null
    if (!parts) return []
    const noExtra = { ...parts, extra: '', extra3: '' }
    return [make(parts), make(noExtra), make({ ...noExtra, modifier: '', modifier3: '' })]
  }
/** ", without doing the work yourself", or nothing; `third`: ", without doing the work themselves". */
const extra = (p: ActionParts, { third = false } = {}) => (p.extra ? `, ${third ? p.extra3 : p.extra}` : '')

const HEADLINES: Record<CopyAngle, Template[]> = {
  'social-proof': [
    onParts((p) => `${p.doing} ${p.object} ${p.modifier}${extra(p)}? agency owners already are`),
    onParts((p) => `agency owners ${p.verb} ${p.object3} ${p.modifier3}${extra(p, { third: true })}. why not you?`),
    onParts((p) => `how agency owners are ${p.doing} ${p.object3} ${p.modifier3}`),
    onTopic((t) => `${t}: why agency owners say yes`),
  ],
  urgency: [
    onParts((p) => `the sooner you start ${p.doing} ${p.object}, the sooner it pays`),
    onParts((p) => `${p.doing} ${p.object} ${p.modifier}${extra(p)} can start this week`),
    onParts((p) => `stop waiting: start ${p.doing} ${p.object} ${p.modifier}`),
    onTopic((t) => `don't miss it: ${t}`),
  ],
  specificity: [
    onParts((p) => `${p.doing} ${p.object} ${p.modifier}${extra(p)}, step by step`),
    onParts((p) => `every step to ${p.verb} ${p.object}, laid out for you`),
    onParts((p) => `the exact plan for ${p.doing} ${p.object} ${p.modifier}`),
    onTopic((t) => `${t}: every step, explained`),
  ],
  curiosity: [
    onParts((p) => `is ${p.doing} ${p.object} ${p.modifier}${extra(p)} really possible?`),
    onParts((p) => `what ${p.doing} ${p.object} really takes`),
    onParts((p) => `the secret to ${p.doing} ${p.object} ${p.modifier}`),
    onTopic((t) => `what nobody tells you about ${t}`),
  ],
  outcome: [
    onParts((p) => `${p.object} ${p.modifier}${extra(p)}: what it changes for your agency`),
    onParts((p) => `${p.doing} ${p.object} ${p.modifier} starts here`),
    onParts((p) => `imagine ${p.doing} ${p.object} ${p.modifier}`),
    onTopic((t) => `${t}: what it means for your agency`),
  ],
  'risk-reversal': [
    onParts((p) => `${p.doing} ${p.object} ${p.modifier}${extra(p)}, with nothing to lose`),
    onParts((p) => `try ${p.doing} ${p.object} ${p.modifier}, risk-free`),
    onParts((p) => `no risk, no guesswork: ${p.verb} ${p.object}`),
    onTopic((t) => `${t}, risk-free`),
  ],
  authority: [
    onParts((p) => `${p.doing} ${p.object} ${p.modifier}${extra(p)}: the proven framework`),
    onParts((p) => `the proven way to ${p.verb} ${p.object} ${p.modifier}`),
    onParts((p) => `what the experts know about ${p.doing} ${p.object}`),
    onTopic((t) => `${t}: the proven approach`),
  ],
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

const asks = (core: string) => /\?\s*$/.test(core)
/** The subject's own words kept whole (it is what the e-mail is about), with a reason to open it; a question stays one. */
const aroundSubject =
  (make: (topic: string) => string): Template =>
  ({ core, topic }) =>
    asks(core) ? [] : [make(topic)]
/** Only for a subject that asks a question ("Still thinking it over?"). */
const afterQuestion =
  (make: (question: string) => string): Template =>
  ({ core, topic }) =>
    asks(core) ? [make(topic)] : []

const SUBJECTS: Record<CopyAngle, Template[]> = {
  curiosity: [
    afterQuestion((q) => `${q}? here is what we would do`),
    aroundSubject((t) => `${t}, and the part nobody mentions`),
    aroundSubject((t) => `open this first: ${t}`),
  ],
  outcome: [
    afterQuestion((q) => `${q}? here is the payoff`),
    aroundSubject((t) => `${t}: more clients, less delivery work`),
    aroundSubject((t) => `${t}, and what it gets you`),
  ],
  specificity: [
    afterQuestion((q) => `${q}? the exact next step`),
    aroundSubject((t) => `${t}, step by step`),
    aroundSubject((t) => `${t}: the exact next step`),
  ],
  urgency: [
    afterQuestion((q) => `${q}? today is a good day to decide`),
    aroundSubject((t) => `before the week ends: ${t}`),
    aroundSubject((t) => `${t}, today`),
  ],
  'social-proof': [
    afterQuestion((q) => `${q}? so were other agency owners`),
    aroundSubject((t) => `${t}, as other agency owners did`),
    aroundSubject((t) => `agency owners asked for this: ${t}`),
  ],
  'risk-reversal': [
    afterQuestion((q) => `${q}? no pressure, no strings`),
    aroundSubject((t) => `${t}, no strings attached`),
    aroundSubject((t) => `${t}, no pressure`),
  ],
  authority: [
    afterQuestion((q) => `${q}? what the proven agencies do`),
    aroundSubject((t) => `${t}: the proven approach`),
    aroundSubject((t) => `${t}, the proven way`),
  ],
}

export const TEMPLATES: Record<SlotKind, Record<CopyAngle, Template[]>> = {
  button: BUTTONS,
  headline: HEADLINES,
  paragraph: PARAGRAPHS,
  subject: SUBJECTS,
}

/** The order the angles are tried in when the brief names none: what usually moves each kind of slot first. */
export const DEFAULT_ANGLES: Record<SlotKind, readonly CopyAngle[]> = {
  headline: ['social-proof', 'urgency', 'specificity', 'curiosity', 'outcome', 'risk-reversal', 'authority'],
  button: ['urgency', 'outcome', 'risk-reversal', 'curiosity', 'social-proof', 'specificity', 'authority'],
  paragraph: ['specificity', 'social-proof', 'outcome', 'urgency', 'curiosity', 'risk-reversal', 'authority'],
  subject: ['curiosity', 'outcome', 'specificity', 'urgency', 'social-proof', 'risk-reversal', 'authority'],
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
