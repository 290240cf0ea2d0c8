import { describe, expect, it } from 'vitest'
import { advanceCapture, firstNameOf, retryPhone, settleCapture, startCapture, type Capture } from '../../web/survey/capture'

/** Feeds messages through the machine, settling after each request as the chat does once it is shown. */
function run(messages: string[], from: Capture = startCapture()) {
  let capture = from
  const actions: string[] = []
  for (const message of messages) {
    const step = advanceCapture(capture, message)
    actions.push(step.action)
    capture = settleCapture(step.capture)
  }
  return { capture, actions }
}

const DISCOVERY = ['We run a local SEO agency', 'About 12 clients', 'Not enough time', 'Another $20k a month']

describe('the survey chat capture machine (spec sections 4 and 5)', () => {
  it('sends the first three answers to the interviewer and asks for the email after the 4th message', () => {
    const { capture, actions } = run(DISCOVERY)
    expect(actions).toEqual(['ask_interviewer', 'ask_interviewer', 'ask_interviewer', 'ask_email'])
    expect(capture.state).toBe('awaiting_email')
    expect(capture.answers).toEqual(DISCOVERY)
  })

  it('walks awaiting_email → requesting_name → awaiting_name → requesting_phone → awaiting_phone → transitioning', () => {
    const atEmail = run(DISCOVERY).capture
    const email = advanceCapture(atEmail, 'jane@example.com')
    expect(email).toMatchObject({ action: 'ask_name', capture: { state: 'requesting_name', email: 'jane@example.com' } })
    expect(settleCapture(email.capture).state).toBe('awaiting_name')
    const name = advanceCapture(settleCapture(email.capture), 'Jane van Dijk')
    expect(name).toMatchObject({ action: 'ask_phone', capture: { state: 'requesting_phone', fullName: 'Jane van Dijk' } })
    expect(settleCapture(name.capture).state).toBe('awaiting_phone')
    const phone = advanceCapture(settleCapture(name.capture), '+1 (555) 010-2030')
    expect(phone).toMatchObject({ action: 'save_lead', capture: { state: 'transitioning', phone: '+1 (555) 010-2030' } })
    expect(firstNameOf(phone.capture.fullName)).toBe('Jane')
  })

  it("answers a bad email with the spec's reply and keeps waiting for one", () => {
    const atEmail = run(DISCOVERY).capture
    for (const bad of ['not an email', 'jane@', 'jane@example', '@example.com']) {
      const step = advanceCapture(atEmail, bad)
      expect(step.action, bad).toBe('invalid_email')
      expect(step.capture.state).toBe('awaiting_email')
    }
  })

  it('asks again for a name shorter than 2 characters', () => {
    const atName = run([...DISCOVERY, 'jane@example.com']).capture
    expect(atName.state).toBe('awaiting_name')
    expect(advanceCapture(atName, 'J').action).toBe('invalid_name')
    expect(advanceCapture(atName, '  J ').action).toBe('invalid_name')
    expect(advanceCapture(atName, 'Al').action).toBe('ask_phone')
  })

  it('asks again for a phone that is not 7+ digits, spaces, dashes, parentheses, dots or plus', () => {
    const atPhone = run([...DISCOVERY, 'jane@example.com', 'Jane Doe']).capture
    expect(atPhone.state).toBe('awaiting_phone')
    for (const bad of ['12345', 'call me', '555-CALL-NOW', '12 34']) expect(advanceCapture(atPhone, bad).action, bad).toBe('invalid_phone')
    for (const good of ['5550102', '555.010.2030', '+44 20 7946 0958', '(555) 010-2030'])
      expect(advanceCapture(atPhone, good).action, good).toBe('save_lead')
  })

  it('goes back to awaiting_phone when the save fails', () => {
    const saving = advanceCapture(run([...DISCOVERY, 'jane@example.com', 'Jane Doe']).capture, '555 010 2030').capture
    expect(saving.state).toBe('transitioning')
    expect(retryPhone(saving).state).toBe('awaiting_phone')
  })

  it('ends discovery on spam: hostile words, gibberish, or three filler answers', () => {
    expect(run(['this is a scam']).actions).toEqual(['not_right_fit'])
    expect(run(['We run an agency', 'asdfffff']).actions).toEqual(['ask_interviewer', 'not_right_fit'])
    expect(run(['ok', 'yes', 'sure']).actions).toEqual(['ask_interviewer', 'ask_interviewer', 'not_right_fit'])
  })

  it('ends the contact steps on abuse, but takes short real details', () => {
    const atEmail = run(DISCOVERY).capture
    expect(advanceCapture(atEmail, 'leave me alone').action).toBe('not_right_fit')
    const atName = run([...DISCOVERY, 'jane@example.com']).capture
    expect(advanceCapture(atName, 'you idiot').action).toBe('not_right_fit')
    expect(advanceCapture(atName, 'Bo').action).toBe('ask_phone')
  })

  it('finds the e-mail, name and phone inside a sentence, and takes a name that came with the e-mail', () => {
    const atEmail = run(DISCOVERY).capture
    const both = advanceCapture(atEmail, 'My name is Sam, sam@example.org')
    expect(both).toMatchObject({ action: 'ask_phone', capture: { state: 'requesting_phone', email: 'sam@example.org', fullName: 'Sam' } })
    expect(advanceCapture(atEmail, 'sure, it is jane.doe@example.com.')).toMatchObject({
      action: 'ask_name',
      capture: { email: 'jane.doe@example.com' },
    })
    const atName = run([...DISCOVERY, 'jane@example.com']).capture
    expect(advanceCapture(atName, "I'm Jane van Dijk.").capture.fullName).toBe('Jane van Dijk')
    expect(advanceCapture(atName, 'this is Ana-Maria O’Neil, thanks').capture.fullName).toBe('Ana-Maria O’Neil')
    const atPhone = run([...DISCOVERY, 'jane@example.com', 'Jane Doe']).capture
    expect(advanceCapture(atPhone, 'Sure, call me on +1 (555) 010-2030 after 5').capture.phone).toBe('+1 (555) 010-2030')
  })

  it('does not take "Yes" or another everyday answer for a name', () => {
    const atName = run([...DISCOVERY, 'jane@example.com']).capture
    for (const answer of ['Yes', 'yes', 'ok', 'Sure thing', 'no thanks', 'idk', 'why?', '12345'])
      expect(advanceCapture(atName, answer).action, answer).toBe('invalid_name')
  })
})
