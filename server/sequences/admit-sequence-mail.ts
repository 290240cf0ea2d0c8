import { admitMail } from '../../runtime/mail-budget'

/** How long a sequence e-mail the mail budget held waits before it tries again (the budgets count real time). */
export const HELD_MAIL_RETRY_MS = 10 * 60_000

/**
 * Every sequence e-mail spends the recipient's budgets and takes from the hourly ceiling, like
 * every mail to an address a caller typed (docs/decisions/072, issue 38). Null: it may go now;
 * else the moment to try again.
 */
export async function admitSequenceMail(email: string): Promise<Date | null> {
  return (await admitMail({ recipient: email })) ? new Date(Date.now() + HELD_MAIL_RETRY_MS) : null
}
