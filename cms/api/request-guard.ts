import { queryStringProblem } from './query-string-problem'
import { nestedDeeperThan } from '../../runtime/nested-deeper-than'

/**
 * Bodies Payload's REST and GraphQL routes cannot read answer 4xx here, before Payload turns
 * them into a 500: another content type than JSON or multipart form data (415), and JSON that
 * or form data that does not parse (400). Payload's own error shape, so clients read them like its other errors.
 */
/** Deeper than any document of ours, rich text included. */
const MAX_DOCUMENT_DEPTH = 64

const READABLE = /^(application\/json|multipart\/form-data)\b/i

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

export async function unreadableBody(request: Request, { arrays = false } = {}): Promise<Response | null> {
  const type = request.headers.get('content-type') ?? ''
  const hasBody = request.body !== null && request.headers.get('content-length') !== '0'
  if (!hasBody && !type) return null
  // The admin asks for long lists as a POST that Payload reads as a GET with a form-encoded query.
  const readAsGet = [request.headers.get('x-payload-http-method-override'), request.headers.get('x-http-method-override')].includes('GET')
  if (readAsGet && type === 'application/x-www-form-urlencoded') {
    const problem = queryStringProblem(await request.clone().text())
    return problem ? refuse(400, problem) : null
  }
  if (!READABLE.test(type)) return refuse(415, 'Send JSON (application/json) or multipart form data.')
  if (/^multipart\/form-data/i.test(type)) {
    try {
      await request.clone().formData()
      return null
    } catch {
      return refuse(400, 'The form data could not be read.')
    }
  }
  const text = await request.clone().text()
  if (text.trim() === '') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return refuse(400, 'The request body is not valid JSON.')
  }
  // A document (GraphQL: a query, or a batch of them), never a bare string, number or null.
  if (typeof parsed !== 'object' || parsed === null || (Array.isArray(parsed) && !arrays))
    return refuse(400, 'The request body must be a JSON object.')
  // JSON nested thousands deep parses, but Payload walking it would overflow the stack.
  return nestedDeeperThan(parsed, MAX_DOCUMENT_DEPTH) ? refuse(400, 'The request body is nested too deeply.') : null
}

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** A route handler that first refuses what it could not read. */
export const guarded =
  <C>(handler: Handler<C>, options?: { arrays?: boolean }): Handler<C> =>
  async (request, context) =>
    (await unreadableBody(request, options)) ?? handler(request, context)
