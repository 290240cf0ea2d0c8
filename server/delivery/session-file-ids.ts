import type { Payload } from 'payload'
import { memberEmailFromHeaders } from './member-session'
import { ownedFileIds } from './owned-access'

/** The buyer files a request's members session owns now (none without a live session): the BuyerFiles read rule's answer. */
export async function sessionFileIds(payload: Payload, headers: Headers): Promise<number[]> {
  const email = await memberEmailFromHeaders(payload, headers)
  return email ? ownedFileIds(payload, email) : []
}
