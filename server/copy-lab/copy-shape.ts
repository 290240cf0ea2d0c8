/**
 * The published words of a slot taken apart for the offline writer: the `{placeholder}` lead
 * and tail it keeps verbatim, the words it reworks, their case style, and the imperative
 * ("resell done-for-you local SEO…") most funnel headlines and buttons are made of.
 */

export type CaseStyle = 'upper' | 'title' | 'sentence'

export type CopyShape = {
  /** A placeholder lead kept as it is: "{name}, ". */
  lead: string
  /** The words the templates rework, without lead and tail. */
  core: string
  /** A placeholder tail kept as it is: " - Only {price}". */
  tail: string
  style: CaseStyle
  /** The first sentence as an imperative, first word lowered, when it is one: "land your first 3 clients in 27 days". */
  action: string | null
  /** The sentences after the action's (subheadlines), as they are. */
  rest: string
  /** The core as a phrase to quote mid-sentence: first word lowered, end punctuation off. */
  topic: string
  /** Buttons: the verb, its object in the first person ("my spot") and the product named, if any ("blueprint"). */
  verb: string | null
  object: string | null
  product: string | null
  /** How the original writes its words mid-sentence (title case keeps "the", "SEO", "Done-For-You" so). */
  forms: Map<string, string>
}

const PLACEHOLDER = /\{[a-z_]+\}/g

/** Lowercase words of title case (not capitalised unless first). */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'so',
  'yet',
  'at',
  'by',
  'in',
  'of',
  'on',
  'to',
  'up',
  'as',
  'via',
  'per',
  'vs',
])

/** Verbs funnel copy opens with; a core starting with one reads as an imperative the templates can reuse. */
const VERBS = new Set(
  `access add apply attract automate become book boost build buy calculate capture charge claim close compare convert create cut
  deliver discover dominate double download drive earn enroll explore fast-track find get give go grab grow hire increase join
  land launch learn let lock make master multiply offer order outsource own reach register replace resell reserve reveal run
  save scale schedule secure see sell send ship show sign skip start stop subscribe take talk transform triple try turn unlock
  upgrade watch white-label win`.split(/\s+/),
)

/** Things a button can name as the product ("Start My Blueprint Today"); a "spot" or "access" is not one. */
const PRODUCT_NOUNS = new Set(
  `blueprint framework system plan playbook guide course program programme toolkit kit templates training masterclass bundle
  package platform strategy roadmap checklist report audit demo trial ebook accelerator workshop bootcamp`.split(/\s+/),
)

const PREPOSITIONS = new Set(['to', 'for', 'in', 'on', 'at', 'with', 'into', 'from', 'up'])

const TAIL_BOUNDARIES = [' - ', ' – ', ' — ', ' (', ': ', ', ', ' | ', ' for ', ' at ', ' only ', ' from ']

/** Runs `change` on the words around placeholders, never on a placeholder itself. */
export function outsidePlaceholders(text: string, change: (words: string) => string): string {
  let out = ''
  let at = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    out += change(text.slice(at, match.index)) + match[0]
    at = match.index + match[0].length
  }
  return out + change(text.slice(at))
}

/** Swaps whole words (case kept: "Your" → "My", "YOUR" → "MY"), placeholders untouched. */
export function swapWords(text: string, swaps: Record<string, string>): string {
  return outsidePlaceholders(text, (part) =>
    // Hyphenated words are one word: "Done-For-You" stays as it is.
    part.replace(/[A-Za-z'][A-Za-z'-]*/g, (word) => {
      const swap = swaps[word.toLowerCase()]
      if (!swap) return word
      if (word === word.toUpperCase() && word.length > 1) return swap.toUpperCase()
      return /^[A-Z]/.test(word) ? swap[0]!.toUpperCase() + swap.slice(1) : swap
    }),
  )
}

export const THIRD_PERSON = { your: 'their', yours: 'theirs', yourself: 'themselves', you: 'they', "you're": "they're" }
export const FIRST_PERSON = { your: 'my', yours: 'mine', yourself: 'myself' }

/** An acronym, a mixed-case name or "I": kept as written when the word starts a phrase mid-sentence. */
const keepsCase = (word: string) => /^I$|^I'|[A-Z].*[A-Z]|\d/.test(word)

export function lowerFirst(text: string): string {
  const first = text.split(/\s/, 1)[0] ?? ''
  if (first.startsWith('{') || keepsCase(first)) return text
  return text.charAt(0).toLowerCase() + text.slice(1)
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean)
const stripEnd = (text: string) => text.replace(/[\s.!?,;:]+$/, '')

function caseStyleOf(text: string): CaseStyle {
  const letters = text.replace(PLACEHOLDER, '')
  if (/[A-Z]/.test(letters) && !/[a-z]/.test(letters)) return 'upper'
  const lettered = words(letters)
    .map((word) => word.replace(/^[^A-Za-z]+/, ''))
    .filter((word) => /^[A-Za-z]/.test(word))
  const inner = lettered.slice(1).filter((word) => !SMALL_WORDS.has(word.toLowerCase()))
  if (inner.length === 0) return /^[A-Z]/.test(lettered[0] ?? '') ? 'title' : 'sentence'
  return inner.filter((word) => /^[A-Z]/.test(word)).length / inner.length >= 0.6 ? 'title' : 'sentence'
}

/** The original's mid-sentence word forms; a sentence's first word is capitalised by position, not style. */
function formsOf(text: string): Map<string, string> {
  const forms = new Map<string, string>()
  let sentenceStart = true
  for (const token of words(text.replace(PLACEHOLDER, ' '))) {
    const word = token.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '')
    if (word && (!sentenceStart || keepsCase(word))) forms.set(word.toLowerCase(), word)
    sentenceStart = /[.!?:]$/.test(token)
  }
  return forms
}

/** "{name}, land…" → ["{name}, ", "land…"]: a short opening clause holding a placeholder. */
function splitLead(text: string): [string, string] {
  const match = /^([^,:!?]{0,30}?\{[a-z_]+\}[^,:!?]{0,12}?[,:!?])\s+(?=\S)/.exec(text)
  if (!match || words(match[1]!).length > 4) return ['', text]
  return [match[0], text.slice(match[0].length)]
}

/** "Get Instant Access Now - Only {price}" → ["Get Instant Access Now", " - Only {price}"]: the closing clause holding the placeholders. */
function splitTail(text: string): [string, string] {
  const first = text.search(PLACEHOLDER)
  if (first < 0) return [text, '']
  const lower = text.toLowerCase()
  let cut = -1
  for (const boundary of TAIL_BOUNDARIES) {
    const at = lower.lastIndexOf(boundary, first)
    // The widest such clause: " - Only {price}" rather than " Only {price}".
    if (at <= 0 || at + boundary.length > first || (cut > 0 && at >= cut)) continue
    if (words(text.slice(at + boundary.length, first)).length <= 2) cut = at
  }
  return cut > 0 ? [text.slice(0, cut), text.slice(cut)] : [text, '']
}

/** Strips what stands before the imperative: "Wait! ", "YES! ", "Want to ", "Ready to ", "How to ". */
function unwrapImperative(text: string): string {
  return text.replace(/^(?:[A-Za-z]+!\s+)+/, '').replace(/^(?:(?:do you )?(?:want|ready|need) to|(?:learn )?how to)\s+/i, '')
}

/** The text with the last clause of its first sentence cut ("…delivery cost, while our experts…" → "…delivery cost."), or null. */
export function withoutLastClause(text: string): string | null {
  const [first, rest] = firstSentence(text)
  const cut = first.lastIndexOf(', ')
  if (cut < 0) return null
  return `${first.slice(0, cut)}${/[!?]$/.test(first) ? first.slice(-1) : '.'}${rest ? ` ${rest}` : ''}`
}

function firstSentence(text: string): [string, string] {
  const match = /^(.+?[.!?])\s+(?=[A-Z{])/.exec(text)
  return match ? [match[1]!, text.slice(match[0].length)] : [text, '']
}

/** Button words: the verb and its object, with "now", "today" and the like taken off the end. */
function buttonParts(core: string): Pick<CopyShape, 'verb' | 'object' | 'product'> {
  const plain = stripEnd(unwrapImperative(core)).replace(/(\s+(?:now|today|here|instantly|right now))+$/i, '')
  const [verb, ...rest] = words(plain)
  if (!verb || !VERBS.has(verb.toLowerCase())) return { verb: null, object: null, product: null }
  // "Add to My Order" has no thing to get or try; "Claim Your Spot" has.
  const object = rest.length && !PREPOSITIONS.has(rest[0]!.toLowerCase()) ? swapWords(rest.join(' '), FIRST_PERSON) : null
  const last = rest.at(-1)?.toLowerCase()
  const product = last && PRODUCT_NOUNS.has(last) && !/ (?:and|or|&) /i.test(rest.join(' ')) ? rest.at(-1)! : null
  return { verb, object, product }
}

/** `keepTail`: buttons and headlines rework the words before a placeholder clause; a paragraph's run on after it. */
export function copyShapeOf(original: string, { keepTail = true } = {}): CopyShape {
  const [lead, afterLead] = splitLead(original.trim())
  const [core, tail] = keepTail ? splitTail(afterLead) : [afterLead, '']
  const [sentence, rest] = firstSentence(unwrapImperative(core))
  const opening = words(sentence)[0]?.toLowerCase() ?? ''
  // A subheadline's later sentences follow its first as they are (templates of one-line slots need `rest` empty).
  const action = VERBS.has(opening) ? lowerFirst(stripEnd(sentence)) : null
  return {
    lead,
    core,
    tail,
    style: caseStyleOf(core),
    action,
    rest,
    topic: lowerFirst(stripEnd(core)),
    ...buttonParts(core),
    forms: formsOf(original),
  }
}

function capitalise(word: string): string {
  return word
    .split('-')
    .map((part, i) => (i > 0 && SMALL_WORDS.has(part.toLowerCase()) ? part.toLowerCase() : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('-')
}

function titleCase(text: string, forms: Map<string, string>): string {
  let breakBefore = true
  return text
    .split(' ')
    .map((token) => {
      const starts = breakBefore
      breakBefore = /[:.!?]$/.test(token) || /^[-–—]$/.test(token)
      if (token.includes('{') || /\d/.test(token)) return token
      return token.replace(/[A-Za-z][A-Za-z0-9'’-]*/, (word) => {
        const lower = word.toLowerCase()
        const form = forms.get(lower)
        if (form && !(starts && /^[a-z]/.test(form))) return form
        if (/[A-Z].*[A-Z]/.test(word)) return word
        return !starts && SMALL_WORDS.has(lower) ? lower : capitalise(lower)
      })
    })
    .join(' ')
}

/** Spaces and punctuation as a person would type them after templates joined the parts. */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?:;])/g, '$1')
    .replace(/([,:;])[,.:;]+/g, '$1')
    .replace(/([.!?])[.,:;]+/g, '$1')
    .replace(/\?+/g, '?')
    .trim()
}

/** Template words (written lowercase) in the original's case style, with its lead and tail put back. */
export function renderInStyle(shape: CopyShape, body: string): string {
  let words = tidy(body)
  if (shape.style === 'upper') words = outsidePlaceholders(words, (part) => part.toUpperCase())
  else if (shape.style === 'title') words = titleCase(words, shape.forms)
  else if (!/,\s*$/.test(shape.lead)) words = words.charAt(0).toUpperCase() + words.slice(1)
  // A new sentence inside the words starts with a capital too ("…in 27 days? Agency owners…").
  if (shape.style === 'sentence')
    words = words.replace(/([.!?]\s+)([a-z])/g, (_, end: string, letter: string) => end + letter.toUpperCase())
  return shape.lead + words + shape.tail
}
