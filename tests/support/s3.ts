import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll } from 'vitest'
import { freePort } from './redis'
import { startServer, type RunningServer } from './server'

export type RunningS3 = {
  /** The env that points the product's S3 storage at this server. */
  env: Record<string, string>
  /** The files the server holds for `bucket` (its own directory layout: `<key>._S3rver_object`). */
  objectKeys: () => string[]
  stop: () => Promise<void>
}

/** s3rver, an S3-compatible server from npm, on a private port with one empty bucket. */
export async function startS3(bucket = 'agency-media'): Promise<RunningS3> {
  const port = await freePort()
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3-'))
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] })
  await server.run()
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      // s3rver's fixed credentials
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    objectKeys: () =>
      fs
        .readdirSync(path.join(directory, bucket), { recursive: true })
        .map(String)
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) => name.slice(0, -'._S3rver_object'.length)),
    async stop() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

export type ServerOnS3 = { s3: RunningS3; server: RunningServer }

/**
 * For a test file: a server of its own whose storage is a fresh S3 bucket (s3rver), started
 * before the file's tests and stopped after them. The fields are set once the file's
 * `beforeAll` has run.
 */
export function serverOnS3(): ServerOnS3 {
  const running = {} as ServerOnS3
  beforeAll(async () => {
    running.s3 = await startS3()
    running.server = await startServer({ env: running.s3.env })
  })
  afterAll(async () => {
    await running.server?.stop()
    await running.s3?.stop()
  })
  return running
}
