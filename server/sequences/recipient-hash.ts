import { createHash } from 'node:crypto'

/** A recipient in a log line: the address lower-cased and hashed, so logs name no one but still group by person. */
export const recipientHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)
