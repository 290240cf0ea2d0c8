import { randomUUID } from 'node:crypto'
import { commitTransaction, createLocalReq, getFieldsToSign, initTransaction, jwtSign, killTransaction, type Payload } from 'payload'
import { removeExpiredSessions } from 'payload/shared'

/** An invited client stays signed in to their chat for 30 days (issue 18), agencies and vendors for the collection's 7. */
export const CLIENT_SESSION_DAYS = 30

/**
 * A session for a client account, made on the server (the client has no password to sign in
 * with): a session row that lasts 30 days, as Payload's login adds one, and a JWT naming it,
 * signed as Payload signs its own, so every door (REST, functions, socket) accepts it and a
 * sign-out or a deleted account ends it.
 *
 * Read and written in one transaction of a request: the account's write then takes the row's
 * lock and merges its session into what is stored (collections/hooks/mergeAccountWrites.ts),
 * so two chat links opened at once keep both sessions (docs/decisions/112).
 */
export async function clientSessionToken(payload: Payload, clientId: number | string): Promise<string> {
  const collection = payload.collections.users.config
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const user = await payload.db.findOne<{
      id: number | string
      email: string
      sessions?: { id: string; createdAt: Date | string; expiresAt: Date | string }[]
    }>({
      collection: 'users',
      where: { id: { equals: clientId } },
      req,
    })
    if (!user) throw new Error('no such client')
    const lifetimeSeconds = CLIENT_SESSION_DAYS * 24 * 60 * 60
    const now = new Date()
    const sid = collection.auth.useSessions ? randomUUID() : undefined
    if (sid) {
      const sessions = [
        ...removeExpiredSessions(user.sessions ?? []),
        { id: sid, createdAt: now, expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000) },
      ]
      await payload.db.updateOne({ collection: 'users', id: clientId, data: { sessions }, returning: false, req })
    }
    await commitTransaction(req)
    const fieldsToSign = getFieldsToSign({
      collectionConfig: collection,
      email: user.email,
      sid,
      user: { ...user, collection: 'users' } as never,
    })
    const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: lifetimeSeconds })
    return token
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
