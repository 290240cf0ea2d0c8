import type { ErrorBody } from '../../contracts/errors'

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

/** POST /fn/<name>: the server functions of spec section 7. Throws with the server's message. */
export async function callFunction<T>(name: string, body: unknown, init: { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const res = await fetch(`/fn/${name}`, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' })
  const json = (await res.json().catch(() => ({}))) as T & Partial<ErrorBody>
  if (!res.ok) throw new FunctionCallError(res.status, json)
  return json
}
