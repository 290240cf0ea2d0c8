import { AppError } from '../../contracts/errors'
import { isStaffUser } from '../../collections/access/roles'
import { concludeCopyTest } from '../copy-lab/conclude-copy-test'
import { asCopyTest, findCopyTest } from '../copy-lab/copy-test-doc'
import { copyTestFigures } from '../copy-lab/test-figures'
import { copyTestViewOf } from '../copy-lab/test-view'
import { defineFunction } from './types'

/**
 * "Stop test": a marketer, analyst or admin ends a running copy test before its rule decides.
 * Nothing is promoted; the variants join the library as inconclusive, with their figures.
 */
export const stopCopyTest = defineFunction('stop-copy-test', {
  auth: 'user',
  handler: async (input, { payload, user }) => {
    if (!user || !isStaffUser(user)) throw new AppError('FORBIDDEN')
    const test = await findCopyTest(payload, input.test, user)
    if (test.state !== 'running') return { test: copyTestViewOf(test) }
    // Figures are counts over every visitor: computed as the system once the role is checked.
    const figures = await copyTestFigures(payload, test)
    const reason = `Stopped by ${user.email} before its rule decided, so nothing was promoted.`
    const stopped = await concludeCopyTest({
      payload,
      test,
      conclusion: { outcome: 'stopped', winner: null, reason },
      figures: figures.arms,
      user,
    })
    // Null: its rule stopped it at the same moment (another node); answer what it decided.
    const now =
      stopped ?? asCopyTest(await payload.findByID({ collection: 'copy-tests', id: test.id, depth: 0, overrideAccess: false, user }))
    return { test: copyTestViewOf(now) }
  },
})
