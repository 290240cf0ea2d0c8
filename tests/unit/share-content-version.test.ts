import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bumpContentVersion, contentVersion } from '../../collections/hooks/contentVersion'
import { createLogger } from '../../runtime/logger'
import { connectRedis, type RedisClient } from '../../server/redis/connect-redis'
import { CONTENT_VERSION_CHANNEL, shareContentVersion } from '../../server/redis/share-content-version'
import { startRedis, type RunningRedis } from '../support/redis'

const logger = createLogger('silent')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(check: () => boolean, what: string, ms = 5_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(20)
  }
}

describe('content versions shared through Redis pub/sub', () => {
  let redis: RunningRedis
  let client: RedisClient
  /** Another node, as far as Redis can tell: a plain client and a subscriber of its own. */
  let otherNode: RedisClient
  let otherNodeListens: RedisClient
  let shared: Awaited<ReturnType<typeof shareContentVersion>>
  const heard: string[] = []

  beforeAll(async () => {
    redis = await startRedis()
    client = await connectRedis(redis.url, logger)
    otherNode = await connectRedis(redis.url, logger)
    otherNodeListens = await connectRedis(redis.url, logger)
    await otherNodeListens.subscribe(CONTENT_VERSION_CHANNEL, (message) => void heard.push(message))
    shared = await shareContentVersion(client, logger)
  })
  afterAll(async () => {
    await shared?.close()
    await Promise.all([client, otherNode, otherNodeListens].map((c) => c?.close()))
    await redis?.stop()
  })

  it('announces a change made in this process to the other nodes', async () => {
    const before = contentVersion()
    bumpContentVersion()
    expect(contentVersion()).toBe(before + 1)
    await until(() => heard.length === 1, 'the announcement')
    // Its own announcement does not bump it twice.
    await sleep(200)
    expect(contentVersion()).toBe(before + 1)
  })

  it('bumps its own version when another node announces a change, and once more when the writer has committed', async () => {
    const before = contentVersion()
    await otherNode.publish(CONTENT_VERSION_CHANNEL, 'another-node')
    await until(() => contentVersion() === before + 1, 'the bump')
    await until(() => contentVersion() === before + 2, 'the settling bump', 3_000)
    // Hearing of a change is not a change of its own: nothing is announced back.
    expect(heard.filter((from) => from === 'another-node')).toHaveLength(1)
    expect(heard).toHaveLength(2)
  })
})
