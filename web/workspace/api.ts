import { useCallback, useEffect, useState } from 'react'
import { stringify } from 'qs'

type Where = Record<string, unknown>

/**
 * Reads and writes of the workspace tables over Payload's REST API, with the session cookie
 * (or an invited client's bearer token). The collections' access rules decide what comes back.
 */
export async function rest<T>(
  path: string,
  { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `JWT ${token}`
  const res = await fetch(`/api/${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await res.json().catch(() => ({}))) as T & { errors?: { message: string }[] }
  if (!res.ok) throw new Error(json.errors?.[0]?.message ?? `HTTP ${res.status}`)
  return json
}

export type Page<T> = { docs: T[]; totalDocs: number }

export const query = (params: { where?: Where; sort?: string; limit?: number; depth?: number }) =>
  stringify(params, { addQueryPrefix: true })

/** Loads once and again whenever `reload` is called (a realtime event, say). */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): { data: T | undefined; error: boolean; reload: () => void } {
  const [data, setData] = useState<T>()
  const [error, setError] = useState(false)
  const [tick, setTick] = useState(0)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  const run = useCallback(load, deps)
  useEffect(() => {
    let live = true
    run().then(
      (value) => live && (setData(value), setError(false)),
      () => live && setError(true),
    )
    return () => {
      live = false
    }
  }, [run, tick])
  return { data, error, reload: useCallback(() => setTick((n) => n + 1), []) }
}
