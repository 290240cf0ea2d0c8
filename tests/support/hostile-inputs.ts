import fc from 'fast-check'
import { z } from 'zod'

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  maxItems?: number
  maxLength?: number
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}

/** Strings an attacker tries in any text field: injections, odd encodings, and lengths past the limits. */
const NASTY = ['', ' ', "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '\u0000', '%00', '{"$ne":null}', 'x'.repeat(5000)]

/** What the attacker knows of other people: a value, and the field names it fits (`session_id` for a session id). */
export type Known = { fits: RegExp; value: string }[]

/**
 * A value shaped by a JSON schema. A text field gets, most often, a known value whose name fits
 * the field's (the victim's session id in `session_id`, their e-mail in `email`), else any known
 * value, an attack string or random text.
 */
function shaped(schema: JsonSchema, known: Known, depth: number, field = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices?.length) return fc.oneof(...choices.map((choice) => shaped(choice, known, depth, field)))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  const fitting = known.filter(({ fits }) => fits.test(field)).map(({ value }) => value)
  const text = fc.oneof(
    ...(fitting.length ? [{ weight: 4, arbitrary: fc.constantFrom(...fitting) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(...known.map(({ value }) => value), ...NASTY) },
    { weight: 1, arbitrary: fc.string({ maxLength: schema.maxLength ?? 40 }) },
  )
  switch (type) {
    case 'string':
      return text
    case 'number':
      return fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(0, -1, 1e12))
    case 'integer':
      return fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31))
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(shaped(schema.items ?? {}, known, depth + 1, field), { maxLength: Math.min(schema.maxItems ?? 3, 3) })
    case 'object': {
      if (depth > 3) return fc.constant({})
      const properties = schema.properties ?? {}
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, shaped(value, known, depth + 1, key)])),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      )
      // Now and then a field the schema does not know.
      return fc.oneof(
        { weight: 4, arbitrary: record },
        { weight: 1, arbitrary: fc.tuple(record, text).map(([value, extra]) => ({ ...value, role: extra, id: extra })) },
      )
    }
    default:
      return fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null))
  }
}

/**
 * Inputs for a function whose input is `schema`: mostly shaped like it (so they pass zod and reach
 * the handler), their texts mostly the `known` values of other people that fit the field (a
 * session id, an e-mail, a lead id…), else attack strings or random; sometimes anything at all.
 */
export function hostileInputs(schema: z.ZodType, known: Known): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema
  return fc.oneof({ weight: 5, arbitrary: shaped(json, known, 0) }, { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) })
}
