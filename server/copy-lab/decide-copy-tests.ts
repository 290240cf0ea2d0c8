import type { Payload } from 'payload'
import { copySlot } from '../../contracts/copy-lab'
import { decideCopyTest } from '../../experiments/copy-rules/decide'
import { banditReweight } from '../../experiments/copy-rules/thompson'
import { bumpContentVersion } from '../../collections/hooks/contentVersion'
import type { Logger } from '../../runtime/logger'
import { storeNotification, pushNotification } from '../messaging/notify'
import type { RealtimeServer } from '../lib/realtime-rooms'
import { isUniqueViolation } from '../unique-violation'
import { readRunningCopyTests } from '../experiments/live-experiments'
import { setting } from '../../runtime/settings'
import { holdOnFlaggedShare } from './hold-on-flagged-share'
import { concludeCopyTest } from './conclude-copy-test'
import { asCopyTest, type CopyTestDoc } from './copy-test-doc'
import { copyTestsFigures, type CopyTestFigures } from './test-figures'

/**
 * One look at every running copy test, as the system: the bandit's daily re-weight, then the
 * test's own rule (experiments/copy-rules/decide.ts), which may stop it and promote its winner.
 * Safe on every node at once: the claims' unique keys pick who acts (copy-test-claims).
 */
export async function decideCopyTests({
  payload,
  logger,
  realtime,
  now = () => new Date(),
}: {
  payload: Payload
  logger: Pick<Logger, 'info' | 'error'>
  realtime?: RealtimeServer
  now?: () => Date
}): Promise<Array<{ experiment: string; action: Look }>> {
  const tests = (await readRunningCopyTests(payload)).map(asCopyTest)
  const at = now()
  const figures = tests.length ? await copyTestsFigures(payload, tests, at) : new Map<string, CopyTestFigures>()
  const out: Array<{ experiment: string; action: Look }> = []
  for (const test of tests) {
    try {
      out.push({ experiment: test.experiment, action: await lookAt(payload, test, figures.get(test.experiment)!, at, logger, realtime) })
    } catch (error) {
      logger.error({ err: error, experiment: test.experiment }, 'copy test look failed')
    }
  }
  return out
}

type Look = 'continue' | 'reweighted' | 'stopped' | 'paused'

async function lookAt(
  payload: Payload,
  test: CopyTestDoc,
  figures: CopyTestFigures,
  at: Date,
  logger: Pick<Logger, 'info'>,
  realtime?: RealtimeServer,
): Promise<Look> {
  // Never act on figures an outsider may have moved: too many flagged exposures hold the test.
  const users = figures.arms.reduce((n, a) => n + a.users, 0)
  const maxShare = setting('COPY_TEST_MAX_FLAGGED_SHARE') ?? 0.02
  if (await holdOnFlaggedShare({ payload, test, users, maxShare, at, logger, realtime })) return 'paused'
  const decision = decideCopyTest({
    rule: test.rule,
    arms: figures.arms.map((a) => ({ key: a.key, users: a.users, conversions: a.conversions })),
    weights: test.weights,
    // The bandit moves its split, so the split set now is not what earlier visitors met.
    srmP: test.rule === 'bandit' ? null : figures.srmP,
    guardrails: figures.guardrails,
    minSamplePerArm: test.min_sample_per_arm ?? null,
    endsAt: test.ends_at,
    now: at,
  })
  if (decision.action === 'stop') {
    const stopped = await concludeCopyTest({
      payload,
      test,
      conclusion: { outcome: decision.outcome, winner: decision.winner, reason: decision.reason },
      figures: figures.arms,
      user: null,
      now: at,
    })
    if (!stopped) return 'continue'
    logger.info({ experiment: test.experiment, outcome: decision.outcome, winner: decision.winner }, 'copy test stopped by its rule')
    await tellStarter(payload, test, decision.reason, realtime).catch(() => undefined)
    return 'stopped'
  }
  if (test.rule !== 'bandit') return 'continue'
  const weights = banditReweight({
    arms: figures.arms,
    lastReweightAt: test.last_reweight_at ?? test.started_at,
    now: at,
  })
  if (!weights) return 'continue'
  // One re-weight per test and day, whichever node looks first.
  try {
    await payload.create({
      collection: 'copy-test-claims',
      data: { claim_key: `reweight:${test.experiment}:${at.toISOString().slice(0, 10)}` },
      depth: 0,
      overrideAccess: true,
      disableTransaction: true,
    })
  } catch (error) {
    if (isUniqueViolation(error)) return 'continue'
    throw error
  }
  await payload.update({
    collection: 'copy-tests',
    id: test.id,
    data: { weights, last_reweight_at: at.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  bumpContentVersion()
  logger.info({ experiment: test.experiment, weights }, 'copy test re-weighted')
  return 'reweighted'
}

/** The marketer who started the test learns it stopped, and why (the bell, and the slot's screen). */
async function tellStarter(payload: Payload, test: CopyTestDoc, reason: string, realtime?: RealtimeServer) {
  const starter = typeof test.started_by === 'object' ? test.started_by?.id : test.started_by
  if (starter == null) return
  const view = await storeNotification({
    payload,
    via: 'copy-test',
    recipient: starter,
    title: `Copy test stopped: ${copySlot(test.slot).label}`,
    message: reason,
    link: `/admin/copy-lab`,
  })
  pushNotification(realtime, starter, view)
}
