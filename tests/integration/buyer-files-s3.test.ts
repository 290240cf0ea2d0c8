import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { eventually } from '../support/fake-stripe'
import { offerCheckoutBody } from '../support/load-payloads'
import { openMemberLink } from '../support/member-link'
import { serverOnS3 } from '../support/s3'
import { authAs } from '../support/sign-in'
import { describeInSqlitePassOnly } from '../support/sqlite-pass-only'

/**
 * Buyers' files on S3 (S3_* set): kept in the bucket under their own prefix, served by the
 * product's file URL to staff and to a buyer's members session only, and never reachable
 * through the public media route by naming their key.
 */
const on = serverOnS3()

const PDF = 'agency-arbitrage-blueprint.pdf' // seed/buyer-files.ts

/** A paid $97 order through the product's own payment provider, and the session its access link gives. */
async function buyerSession(email: string): Promise<string> {
  const answer = await fetch(`${on.server.url}/fn/create-checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(offerCheckoutBody(email, 'Ada Buyer')),
  })
  const { url } = (await answer.json()) as { url: string }
  await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Ada Buyer' }),
    redirect: 'manual',
  })
  const outbox = path.join(on.server.dataDir, 'outbox')
  const link = await eventually(
    async () =>
      fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')) as { to: string; text: string })
            .filter((mail) => mail.to === email)
            .map((mail) => /(http\S+\/members\/sign-in\?token=[\w-]+)/.exec(mail.text)?.[1])
            .find(Boolean)
        : undefined,
    (found) => !!found,
  )
  const { cookie } = await openMemberLink(link!)
  expect(cookie, 'a members session from the link').toBeTruthy()
  return cookie!
}

describeInSqlitePassOnly('buyer files on S3', () => {
  it('are in the bucket under their prefix, served to staff and owners only, and not through the media route', async () => {
    expect(on.s3.objectKeys()).toContain(`buyer-files/${PDF}`)
    expect(fs.existsSync(path.join(on.server.dataDir, 'buyer-files', PDF))).toBe(false)

    const fileUrl = `${on.server.url}/api/buyer-files/file/${PDF}`
    expect((await fetch(fileUrl)).status).toBe(403)
    const asStaff = await fetch(fileUrl, { headers: await authAs(on.server.url, 'admin') })
    expect(asStaff.status).toBe(200)
    expect(
      Buffer.from(await asStaff.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    // Media is public: a buyer file's key named through its route must not come back.
    for (const name of [PDF, `buyer-files%2F${PDF}`, `..%2Fbuyer-files%2F${PDF}`])
      expect((await fetch(`${on.server.url}/api/media/file/${name}`)).status, name).not.toBe(200)

    const cookie = await buyerSession(`s3-buyer-${Date.now()}@example.com`)
    const asBuyer = await fetch(fileUrl, { headers: { cookie } })
    expect(asBuyer.status).toBe(200)
    expect(
      Buffer.from(await asBuyer.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })
})
