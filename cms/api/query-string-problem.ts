import { parseParams } from 'payload'
import qs from 'qs'

/**
 * Whether Payload can read a REST query string (or the form body the admin sends in its place
 * with `X-Payload-HTTP-Method-Override: GET`): it parses `where` and `data` as JSON when they
 * come as text, and a parse error there is a 500. Null when it can.
 */
export function queryStringProblem(search: string): string | null {
  if (!search) return null
  try {
    // As createPayloadRequest and parseParams read it.
    parseParams(qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }))
    return null
  } catch {
    return 'The query string could not be read.'
  }
}
