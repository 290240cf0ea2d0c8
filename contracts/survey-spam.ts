/**
 * The survey chat's spam check (spec section 5, "Local spam check on chat messages"), run by
 * the page on each answer and by ai-survey-chat on the history it is sent, so a visitor who
 * skips the page's check meets the same rules (docs/decisions/024).
 */

export type SpamReason = 'profanity' | 'too_short' | 'repeated_character' | 'letters_only' | 'filler_answers' | 'hostile'

const PROFANITY = [
  'fuck',
  'fucking',
  'fucker',
  'shit',
  'bullshit',
  'bitch',
  'asshole',
  'bastard',
  'cunt',
  'dick',
  'motherfucker',
  'piss off',
  'crap',
]
const HOSTILE = ['stupid', 'idiot', 'scam', 'waste of time', 'leave me alone']
/** Single-word answers that say nothing; three in a row are filler. */
export const FILLER_ANSWERS = ['ok', 'yes', 'no', 'idk', 'maybe', 'sure', 'fine']
/** Short real answers that are not "strings of 1-2 letters". */
const SHORT_WORDS = new Set(['ok', 'no'])

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const anyWord = (words: string[]) => new RegExp(`(^|[^a-z])(${words.map(escape).join('|')})(?=$|[^a-z])`, 'i')
const PROFANITY_RE = anyWord(PROFANITY)
const HOSTILE_RE = anyWord(HOSTILE)

/** "ok", "Ok!", " yes. " → the bare word, for the filler check. */
const bareWord = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z\s]/g, '')
    .trim()

/** Words no answer of any kind should hold: profanity and the spec's hostile words. */
export function abusiveReason(message: string): SpamReason | null {
  if (PROFANITY_RE.test(message)) return 'profanity'
  if (HOSTILE_RE.test(message)) return 'hostile'
  return null
}

/**
 * Why a discovery answer is spam, or null. `earlier` are the visitor's previous answers,
 * oldest first: the last three answers (these and this one) all being filler words is spam.
 */
export function spamReason(message: string, earlier: readonly string[] = []): SpamReason | null {
  const text = message.trim()
  const abusive = abusiveReason(text)
  if (abusive) return abusive
  if (text.length < 2) return 'too_short'
  // One character five or more times in a row: "aaaaa", "!!!!!", "hmmmmm" (digits may repeat: "$100000").
  if (/([^\d\s])\1{4,}/su.test(text)) return 'repeated_character'
  const letters = text.replace(/[^\p{L}]/gu, '')
  // The whole answer is one or two letters ("k", "hm", "x!"), or a one- or two-letter string
  // repeated ("asasas", "lololo").
  if (text.replace(/[\s\p{P}]/gu, '') === letters && letters.length <= 2 && !SHORT_WORDS.has(letters.toLowerCase())) return 'letters_only'
  if (/^(\p{L}{1,2})\1{2,}$/iu.test(text.replace(/\s+/g, ''))) return 'letters_only'
  const lastThree = [...earlier, text].slice(-3)
  if (lastThree.length === 3 && lastThree.every((answer) => FILLER_ANSWERS.includes(bareWord(answer)))) return 'filler_answers'
  return null
}

/** Whether a conversation's visitor answers, checked one by one as the page checked them, hold spam. */
export function historyHasSpam(answers: readonly string[]): boolean {
  return answers.some((answer, i) => spamReason(answer, answers.slice(0, i)) !== null)
}
