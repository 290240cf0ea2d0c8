import { describe, expect, it } from 'vitest'
import { readEmailLink, signEmailLink } from '../../server/sequences/email-link-token'
import { nextInWindow } from '../../server/sequences/sending-window'
import { renderSequenceEmail } from '../../server/sequences/render-sequence-email'

const SECRET = 'a-secret-of-the-test-of-32-characters'

describe('sequence e-mail links', () => {
  it('reads back what it signed, and nothing changed or signed with another secret', () => {
    const token = signEmailLink(SECRET, { k: 'unsubscribe', s: '7', e: 'ada@example.com' })
    expect(readEmailLink(SECRET, token)).toEqual({ k: 'unsubscribe', s: '7', e: 'ada@example.com' })
    const [body, signature] = token.split('.') as [string, string]
    const other = Buffer.from(JSON.stringify({ k: 'unsubscribe', s: '7', e: 'eve@example.com' })).toString('base64url')
    expect(readEmailLink(SECRET, `${other}.${signature}`)).toBeNull()
    expect(readEmailLink(SECRET, `${body}.${signature.slice(1)}`)).toBeNull()
    expect(readEmailLink(`${SECRET}-other`, token)).toBeNull()
    expect(readEmailLink(SECRET, `${token}.x`)).toBeNull()
  })
})

describe('sending window', () => {
  const window = { fromHour: 8, toHour: 21, timeZone: 'America/New_York' }
  it('keeps a moment inside the window and moves one outside it to the next opening', () => {
    // 15:00 UTC is 10:00 in New York (EST): inside.
    const inside = new Date('2026-01-15T15:00:00Z')
    expect(nextInWindow(inside, window)).toEqual(inside)
    // 03:30 UTC is 22:30 in New York: the window opens at 08:00 there, 13:00 UTC.
    expect(nextInWindow(new Date('2026-01-15T03:30:00Z'), window)).toEqual(new Date('2026-01-15T13:00:00Z'))
    expect(nextInWindow(inside, { fromHour: 0, toHour: 24, timeZone: 'UTC' })).toEqual(inside)
  })
})

describe('a step rendered for one person', () => {
  it('fills placeholders, sends links through the click redirect with the campaign, and escapes the text', () => {
    const body = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [{ type: 'text', text: 'Hi {first_name} <b>,' }] },
          {
            type: 'paragraph',
            children: [
              {
                type: 'link',
                fields: { linkType: 'custom', url: '{next_step_url}' },
                children: [{ type: 'text', text: '{next_step_label}' }],
              },
            ],
          },
        ],
      },
    }
    const email = renderSequenceEmail(
      { subject: '{first_name}, here it is', preheader: 'For {first_name}', body },
      { first_name: 'Ada', next_step_url: '/pricing?ref=survey', next_step_label: 'See your plan' },
      {
        origin: 'https://app.example.com',
        campaign: 'lead-nurture',
        click: (target) => `https://app.example.com/email/click/${encodeURIComponent(target)}`,
        unsubscribe: 'https://app.example.com/email/unsubscribe/t',
      },
    )
    expect(email.subject).toBe('Ada, here it is')
    const tracked = `https://app.example.com/email/click/${encodeURIComponent('https://app.example.com/pricing?ref=survey&utm_source=email&utm_campaign=lead-nurture')}`
    expect(email.text).toContain(`See your plan (${tracked})`)
    expect(email.text).toContain('Unsubscribe: https://app.example.com/email/unsubscribe/t')
    expect(email.html).toContain('Hi Ada &lt;b&gt;,')
    expect(email.html).toContain('For Ada')
  })
})
