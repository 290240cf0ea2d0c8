import { describe, expect, it } from 'vitest'
import { abusiveReason, FILLER_ANSWERS, historyHasSpam, spamReason } from '../../contracts/survey-spam'

/** Spec section 5, "Local spam check on chat messages", rule by rule. */
describe('the survey chat spam check', () => {
  it('passes real answers, short real words and figures', () => {
    for (const answer of [
      'We run a local SEO agency, three years now.',
      'About 12 clients',
      'ok',
      'no',
      '10',
      '$100000 a month',
      'Time! We need more time.',
      'Hiring good people is hard',
    ])
      expect(spamReason(answer), answer).toBeNull()
  })

  it('flags profanity, as a word and not inside other words', () => {
    expect(spamReason('this is shit')).toBe('profanity')
    expect(spamReason('FUCK this')).toBe('profanity')
    expect(spamReason('We work in Scunthorpe and Dickson county')).toBeNull()
  })

  it('flags answers shorter than 2 characters', () => {
    expect(spamReason('k')).toBe('too_short')
    expect(spamReason(' ? ')).toBe('too_short')
  })

  it('flags a single character repeated 5 or more times', () => {
    expect(spamReason('aaaaa')).toBe('repeated_character')
    expect(spamReason('hmmmmm what')).toBe('repeated_character')
    expect(spamReason('!!!!!')).toBe('repeated_character')
    expect(spamReason('aaaa')).toBe('letters_only')
    expect(spamReason('Yesss')).toBeNull()
  })

  it('flags strings of 1-2 letters, alone or repeated', () => {
    expect(spamReason('hm')).toBe('letters_only')
    expect(spamReason('x!')).toBe('letters_only')
    expect(spamReason('asasas')).toBe('letters_only')
    expect(spamReason('ab ab ab')).toBe('letters_only')
    expect(spamReason('lol')).toBeNull()
  })

  it('flags the last three answers all being single filler words', () => {
    for (const word of FILLER_ANSWERS) expect(spamReason(word), word).toBeNull()
    expect(spamReason('sure', ['ok', 'yes'])).toBe('filler_answers')
    expect(spamReason('Fine.', ['IDK', 'maybe!'])).toBe('filler_answers')
    // Two fillers after a real answer, or a real answer among them, are not.
    expect(spamReason('yes', ['We run an agency', 'ok'])).toBeNull()
    expect(spamReason('We have 5 clients', ['ok', 'yes'])).toBeNull()
    expect(spamReason('ok', ['ok', 'yes sure'])).toBeNull()
  })

  it('flags the hostile words', () => {
    for (const words of ['stupid', 'idiot', 'scam', 'waste of time', 'leave me alone']) {
      expect(spamReason(`This is ${words}, honestly`), words).toBe('hostile')
      expect(abusiveReason(words.toUpperCase()), words).toBe('hostile')
    }
    expect(abusiveReason('jane@example.com')).toBeNull()
  })

  it('checks a whole history answer by answer, as the page did', () => {
    expect(historyHasSpam(['We run an agency', 'ok', 'yes'])).toBe(false)
    expect(historyHasSpam(['ok', 'yes', 'no'])).toBe(true)
    expect(historyHasSpam(['We run an agency', 'you idiot'])).toBe(true)
  })
})
