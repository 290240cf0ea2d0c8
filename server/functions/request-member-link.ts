import { sendAccessEmail } from '../delivery/access-email'
import { ownedProducts } from '../delivery/owned-access'
import { defineFunction } from './types'

/** Links one e-mail may be sent per hour: a stranger cannot fill a buyer's inbox. */
const LINKS_PER_HOUR = 5

/**
 * request-member-link (/members): a buyer asks for a new sign-in link. The answer is the same,
 * and comes as fast, whether or not the e-mail bought: the work goes on after answering.
 */
export const requestMemberLink = defineFunction('request-member-link', {
  auth: 'public',
  idempotent: true,
  async handler({ email }, { payload, logger }) {
    void (async () => {
      const address = email.trim()
      if (!(await ownedProducts(payload, address)).blueprint) return
      const recent = await payload.count({
        collection: 'member-links',
        where: { and: [{ email: { equals: address } }, { createdAt: { greater_than: new Date(Date.now() - 3_600_000).toISOString() } }] },
        overrideAccess: true,
      })
      if (recent.totalDocs >= LINKS_PER_HOUR) return void logger.info('member link not sent: hourly limit')
      await sendAccessEmail(payload, 'link_email', address)
    })().catch((error: unknown) => logger.error({ err: error }, 'member link not sent'))
    return { sent: true as const }
  },
})
