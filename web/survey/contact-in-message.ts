import { surveyLead } from '../../contracts/leads'

/**
 * The e-mail, phone or name inside a chat message ("My name is Sam, sam@example.org"), each
 * checked with create-lead's own survey schema (contracts/leads.ts); null when there is none.
 */

const fits = (field: 'email' | 'full_name' | 'phone', value: string) => surveyLead.shape[field].safeParse(value).success

/** The first word of the message that is an e-mail address, without the punctuation around it. */
export function emailIn(message: string): string | null {
  for (const word of message.split(/[\s,;<>]+/)) {
    const candidate = word.replace(/^[("'“‘[]+|[)"'”’\].,!?:]+$/g, '')
    if (candidate.includes('@') && fits('email', candidate)) return candidate
  }
  return null
}

/** The longest run of digits, spaces, dashes, dots, parentheses and plus that makes a phone number. */
export function phoneIn(message: string): string | null {
  const runs = (message.match(/[+(]?\d[\d\s\-().]*\d\)?/g) ?? []).map((run) => run.trim())
  const digits = (run: string) => run.replace(/\D/g, '').length
  const best = runs.sort((a, b) => digits(b) - digits(a))[0]
  return best && fits('phone', best) ? best : null
}

/** Words that answer a question but are nobody's name ("Yes" is not a name). */
const NOT_NAMES = new Set(
  'yes yeah yep yup no nope nah ok okay sure maybe idk fine hi hello hey thanks thank you please not none skip n/a na later why what email phone'.split(
    ' ',
  ),
)
const NAME_WORD = /^\p{L}[\p{L}'’.-]*$/u
const INTRODUCTION = /\b(?:my (?:full )?name is|my name's|name is|name's|i am|i'm|im|this is|it's|call me)\s+(.+)/i

/**
 * A name: what follows "my name is", "I'm", "this is"… up to the first comma or full stop, or
 * else the whole message once any e-mail and phone are taken out. One to five words of
 * letters (hyphens and apostrophes allowed), two characters at least, none an everyday answer.
 */
export function nameIn(message: string): string | null {
  const email = emailIn(message)
  const phone = phoneIn(message)
  let rest = message
  if (email) rest = rest.replace(email, ' ')
  if (phone) rest = rest.replace(phone, ' ')
  const introduced = INTRODUCTION.exec(rest)?.[1]
  const part = (introduced ?? rest).split(/[,;!?]|\.(?:\s|$)|\s(?:and|here|from)\s/i)[0] ?? ''
  const name = part.trim().replace(/\s+/g, ' ')
  const words = name.split(' ')
  if (!name || words.length > 5 || !words.every((word) => NAME_WORD.test(word))) return null
  if (words.some((word) => NOT_NAMES.has(word.toLowerCase()))) return null
  return fits('full_name', name) ? name : null
}
