import type { ErrorBody } from '../../contracts/errors'
import type { FunctionAnswer, FunctionBody, FunctionName } from '../../contracts/functions'

export class FunctionCallError extends Error {
  readonly status: number
  readonly code?: string
  readonly title?: string
  constructor(status: number, body: Partial<ErrorBody>) {
    super(body.error ?? 'Something went wrong. Please try again.')
    this.status = status
    this.code = body.code
    this.title = body.title
  }
}

/**
 * POST /fn/<name>: the server functions of spec section 7, typed by name from
 * contracts/functions.ts. Throws with the server's message.
 */
export async function callFunction<Name extends FunctionName>(
  name: Name,
  body: FunctionBody<Name>,
  init: { token?: string } = {},
): Promise<FunctionAnswer<Name>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const res = await fetch(`/fn/${name}`, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' })
  // The server checks every answer against the function's output schema before sending it.
  const json = (await res.json().catch(() => ({}))) as FunctionAnswer<Name> & Partial<ErrorBody>
  if (!res.ok) throw new FunctionCallError(res.status, json)
  return json
}
