import { useCallback, useState } from 'react'

export type ActionMessage = { ok: boolean; text: string }

/**
 * One place of the screen that calls a function: busy while it runs, then what happened
 * (the given words, or the refusal's message) for a role="status" line.
 */
export function useAction() {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<ActionMessage | null>(null)
  const run = useCallback(async <T>(work: () => Promise<T>, done: string | ((result: T) => string)): Promise<boolean> => {
    setBusy(true)
    setMessage(null)
    try {
      const result = await work()
      setMessage({ ok: true, text: typeof done === 'string' ? done : done(result) })
      return true
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message })
      return false
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, message, setMessage, run }
}
