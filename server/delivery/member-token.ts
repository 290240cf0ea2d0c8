import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: a sign-in link's token or a members session's cookie. Only its hash is stored. */
export const newMemberToken = () => randomBytes(32).toString('base64url')
export const hashMemberToken = (token: string) => createHash('sha256').update(token).digest('hex')
