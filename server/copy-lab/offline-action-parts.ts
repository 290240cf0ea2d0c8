import { swapWords, THIRD_PERSON } from './copy-shape'

/**
 * An imperative headline taken apart so the offline writer can build new sentences from it
 * rather than put words before it (issue 32, point 9): "land your first 3 clients in 27 days,
 * without doing the work yourself" → verb "land", object "your first 3 clients", modifier
 * "in 27 days", extra "without doing the work yourself".
 */
export type ActionParts = {
  verb: string
  /** The verb as a gerund: "landing", "fast-tracking", "scaling". */
  doing: string
  object: string
  /** From the first preposition after the object on: "in 27 days", "at 10x your delivery cost"; may be empty. */
  modifier: string
  /** The clause after the first comma, as it is; may be empty. */
  extra: string
  /** Object, modifier and extra in the third person ("your" → "their"), for "agency owners …" sentences. */
  object3: string
  modifier3: string
  extra3: string
}

const MODIFIER_START = new Set(['at', 'in', 'for', 'with', 'without', 'by', 'from', 'within', 'under', 'on', 'while', 'like'])

/** "resell" → "reselling", "scale" → "scaling", "get" → "getting", "fast-track" → "fast-tracking". */
function gerundOf(verb: string): string {
  const cut = verb.lastIndexOf('-') + 1
  const [before, word] = [verb.slice(0, cut), verb.slice(cut)]
  const lower = word.toLowerCase()
  let doing: string
  if (/(?:ee|ye|oe)$/.test(lower)) doing = `${word}ing`
  else if (/ie$/.test(lower)) doing = `${word.slice(0, -2)}ying`
  else if (/[^aeiou]e$/.test(lower) && lower.length > 2) doing = `${word.slice(0, -1)}ing`
  // One syllable ending consonant-vowel-consonant doubles its last letter: "get", "win", "stop".
  else if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(lower)) doing = `${word}${word.slice(-1)}ing`
  else doing = `${word}ing`
  return before + doing
}

/** The parts of an imperative ("land your first 3 clients in 27 days"), or null when it has no object. */
export function actionPartsOf(action: string): ActionParts | null {
  const comma = action.indexOf(', ')
  const main = comma < 0 ? action : action.slice(0, comma)
  const extra = comma < 0 ? '' : action.slice(comma + 2).replace(/[.!?]+$/, '')
  const [verb, ...rest] = main.trim().split(/\s+/)
  if (!verb || !rest.length) return null
  const at = rest.findIndex((word, i) => i > 0 && MODIFIER_START.has(word.toLowerCase()))
  const object = (at < 0 ? rest : rest.slice(0, at)).join(' ')
  const modifier = at < 0 ? '' : rest.slice(at).join(' ')
  return {
    verb,
    doing: gerundOf(verb),
    object,
    modifier,
    extra,
    object3: swapWords(object, THIRD_PERSON),
    modifier3: swapWords(modifier, THIRD_PERSON),
    extra3: swapWords(extra, THIRD_PERSON),
  }
}
