import { mailLater } from '../../runtime/mail-later'
import { spendMailBudget, takeFromMailCeiling } from '../../runtime/mail-budget'
import { sendAccessEmail } from '../delivery/access-email'
import { ownedProducts } from '../delivery/owned-access'
import { defineFunction } from './types'

/** Links one e-mail may be sent per hour: a stranger cannot fill a buyer's inbox. */
const LINKS_PER_HOUR = 5

/**
 * request-member-link (/members): a buyer asks for a new sign-in link. The answer is the same,
 * and comes as fast, whether or not the e-mail bought: the mail budget (runtime/mail-budget.ts) is
 * spent alike for every address, and the lookup and the mail happen a moment after answering
 * (runtime/mail-later.ts). Over budget the answer is the same too; only no mail goes out.
 */
export const requestMemberLink = defineFunction('request-member-link', {
  auth: 'public',
  idempotent: true,
  async handler({ email }, { payload, logger, req }) {
    const address = email.trim()
    const held = await spendMailBudget({ client: req.ip, recipient: address })
    if (held) logger.info({ held }, 'member link not sent: mail budget')
    else
      mailLater(
        async () => {
          if (!(await ownedProducts(payload, address)).blueprint) return
          const recent = await payload.count({
            collection: 'member-links',
            where: {
              and: [{ email: { equals: address } }, { createdAt: { greater_than: new Date(Date.now() - 3_600_000).toISOString() } }],
            },
            overrideAccess: true,
          })
          if (recent.totalDocs >= LINKS_PER_HOUR) return void logger.info('member link not sent: hourly limit')
          if (!(await takeFromMailCeiling())) return
          await sendAccessEmail(payload, 'link_email', address)
        },
        (error) => logger.error({ err: error }, 'member link not sent'),
      )
    return { sent: true as const }
  },
})
