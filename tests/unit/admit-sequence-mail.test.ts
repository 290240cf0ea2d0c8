import { afterEach, describe, expect, it } from 'vitest'
import { configureMailBudget, DEFAULT_MAIL_LIMITS } from '../../runtime/mail-budget'
import { admitSequenceMail, HELD_MAIL_RETRY_MS } from '../../server/sequences/admit-sequence-mail'

const LIFTED = { perClientPerHour: 100, perRecipientPer10Minutes: 100, perRecipientPerDay: 100, perHour: 100 }

// The budget lives on globalThis, one per process: each test sets the limits it needs.
afterEach(() => configureMailBudget({ limits: DEFAULT_MAIL_LIMITS }))

describe('a sequence e-mail spends the mail budget (issue 38, docs/decisions/107)', () => {
  it('counts toward the hourly ceiling: past it, the e-mail waits ten minutes', async () => {
    configureMailBudget({ limits: { ...LIFTED, perHour: 2 } })
    expect(await admitSequenceMail('ceiling-a@example.com')).toBeNull()
    expect(await admitSequenceMail('ceiling-b@example.com')).toBeNull()
    const later = await admitSequenceMail('ceiling-c@example.com')
    expect(later!.getTime() - Date.now()).toBeGreaterThan(HELD_MAIL_RETRY_MS - 1_000)
  })

  it("spends the recipient's budgets, whatever the case of the address", async () => {
    configureMailBudget({ limits: { ...LIFTED, perRecipientPer10Minutes: 1 } })
    expect(await admitSequenceMail('Recipient@Example.com')).toBeNull()
    expect(await admitSequenceMail('recipient@example.com')).toBeInstanceOf(Date)
    expect(await admitSequenceMail('someone-else@example.com')).toBeNull()
  })
})
