import type { Collection, CollectionConfig, FlattenedField, Payload, SanitizedCollectionConfig } from 'payload'
import { z } from 'zod'

/**
 * What Payload would pass to the database unchecked, and the database then fails on (a 500):
 * an id of the wrong type, a `where` value the column cannot hold, an operator the field has
 * no meaning for, paging numbers out of range. Each check answers a sentence for the client,
 * or null when the input is fine. Unknown paths and operators are left to Payload, which
 * already answers them with a 400 (QueryError). docs/decisions/049
 */

type Kind = 'id' | 'number' | 'date' | 'checkbox' | 'option' | 'text' | 'json' | 'jsonb' | 'jsonPath' | 'polymorphic' | 'unchecked'

/** A leaf of a `where` path: what its values must be, and whether it holds many. */
type Leaf = {
  kind: Kind
  hasMany: boolean
  idRange?: IdRange
  options?: Set<string>
  targets?: Leaf[]
  targetSlugs?: string[]
  /** SQLite (and MongoDB) compare a number with LIKE as text; PostgreSQL has no LIKE for numbers. */
  likeAsText?: boolean
}

type IdRange = { min: number; max: number }

const EQUALITY = new Set(['equals', 'not_equals'])
const COMPARISON = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const LISTS = new Set(['in', 'not_in', 'all'])
const PARTIAL = new Set(['like', 'not_like', 'contains'])
const GEO = new Set(['near', 'within', 'intersects'])

/** Operators each kind has a meaning for on every database (Payload's GraphQL types are stricter still). */
const OPERATORS: Record<Exclude<Kind, 'unchecked'>, Set<string>> = {
  id: new Set([...EQUALITY, ...COMPARISON, 'in', 'not_in', 'exists']),
  polymorphic: new Set([...EQUALITY, 'in', 'not_in', 'exists']),
  number: new Set([...EQUALITY, ...COMPARISON, 'in', 'not_in', 'exists']),
  date: new Set([...EQUALITY, ...COMPARISON, 'in', 'not_in', 'exists']),
  checkbox: new Set([...EQUALITY, 'exists']),
  // A PostgreSQL enum: compared with its own values only.
  option: new Set([...EQUALITY, 'in', 'not_in', 'exists']),
  text: new Set([...EQUALITY, ...COMPARISON, ...PARTIAL, 'in', 'not_in', 'exists']),
  json: new Set([...EQUALITY, ...PARTIAL, 'in', 'not_in', 'exists']),
  // PostgreSQL's jsonb column compares with JSON only, and has no LIKE.
  jsonb: new Set(['exists']),
  // Inside a JSON or rich text value: what both SQL adapters turn into a JSON path query.
  jsonPath: new Set(['equals', 'like', 'not_like', 'exists']),
}

/** Deeper `and`/`or` nesting than any screen builds; a JSON `where` could nest without end. */
const MAX_WHERE_DEPTH = 16
/** Paging stays within what JavaScript and both SQL engines count exactly (offset = (page - 1) × limit). */
const MAX_LIMIT = 100_000
const MAX_PAGE = 1_000_000_000

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A whole number, as JSON or as the string a query string carries. */
const wholeNumber = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d{1,20}$/)
      .transform(Number),
  ])
  .pipe(z.number().int())
const finiteNumber = z
  .union([z.number(), z.string().trim().min(1).transform(Number)])
  .pipe(z.number().refine(Number.isFinite, 'not a finite number'))
// Years PostgreSQL's timestamp and JavaScript's Date both hold (JavaScript reaches further back).
const dateValue = z.union([z.string().min(1), z.number(), z.date()]).refine((value) => {
  const year = new Date(value).getUTCFullYear()
  return year >= 1 && year <= 9999
}, 'not a date')
const checkboxValue = z.union([z.boolean(), z.enum(['true', 'false'])])
const scalar = z.union([z.string(), z.number().refine(Number.isFinite), z.boolean()])
const isNull = (value: unknown) => value === null || value === 'null'

/** A collection by a slug from a request, which may name none, or a name every object has (`toString`, `__proto__`). */
export const collectionNamed = (payload: Payload, slug: string): Collection | undefined =>
  Object.hasOwn(payload.collections, slug) ? (payload.collections as Record<string, Collection | undefined>)[slug] : undefined

/** The range of a number id on this database: PostgreSQL's `serial` is a 32-bit integer. */
function idRangeOf(payload: Payload, custom: boolean): IdRange {
  return payload.db.name === 'postgres' && !custom
    ? { min: -2_147_483_648, max: 2_147_483_647 }
    : { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }
}

/** How a collection's documents are named: number ids with their range, or anything else (text, uuid, ObjectId). */
function idLeafOf(payload: Payload, slug: string): Leaf {
  const collection = collectionNamed(payload, slug)
  const custom = collection?.customIDType
  const type = custom ?? payload.db.defaultIDType
  return type === 'number'
    ? { kind: 'id', hasMany: false, idRange: idRangeOf(payload, !!custom), likeAsText: payload.db.name !== 'postgres' }
    : { kind: 'unchecked', hasMany: false }
}

function idProblem(value: unknown, range: IdRange): boolean {
  const parsed = wholeNumber.safeParse(value)
  return !parsed.success || parsed.data < range.min || parsed.data > range.max
}

/** A document id in a path or an argument: null when it can name a document of `slug`. */
export function documentIdProblem(payload: Payload, slug: string, id: unknown): string | null {
  const leaf = idLeafOf(payload, slug)
  if (leaf.kind !== 'id') return typeof id === 'string' || typeof id === 'number' ? null : 'The id is not valid.'
  return idProblem(id, leaf.idRange!) ? 'The id is not valid.' : null
}

/** The leaf a dotted `where` path ends at, through groups, arrays, blocks and single relationships; null when unknown. */
function leafOf(payload: Payload, fields: FlattenedField[], slug: string | undefined, path: string[]): Leaf | null {
  const [name, ...rest] = path
  if ((name === 'id' || name === '_id') && rest.length === 0) return slug ? idLeafOf(payload, slug) : { kind: 'unchecked', hasMany: false }
  const field = fields.find((each) => 'name' in each && each.name === name)
  if (!field) return null
  switch (field.type) {
    case 'group':
    case 'tab':
    case 'array':
      return rest.length ? leafOf(payload, field.flattenedFields, undefined, rest) : { kind: 'unchecked', hasMany: false }
    case 'blocks': {
      if (!rest.length) return { kind: 'unchecked', hasMany: false }
      for (const block of field.blocks) {
        const found = typeof block === 'object' ? leafOf(payload, block.flattenedFields, undefined, rest) : null
        if (found) return found
      }
      return null
    }
    case 'relationship':
    case 'upload': {
      if (typeof field.relationTo !== 'string') {
        // Many targets: `{ relationTo, value }` objects, ids every target can hold, `.value` and `.relationTo` paths.
        const targetSlugs = field.relationTo as string[]
        const targets = targetSlugs.map((target) => idLeafOf(payload, target))
        if (rest.length === 1 && rest[0] === 'relationTo') return { kind: 'option', hasMany: false, options: new Set(targetSlugs) }
        if (rest.length === 1 && rest[0] === 'value') return { kind: 'polymorphic', hasMany: false, targets }
        if (rest.length) return null
        return { kind: 'polymorphic', hasMany: !!field.hasMany, targets, targetSlugs }
      }
      const related = payload.collections[field.relationTo]
      if (!related) return null
      if (rest.length) return leafOf(payload, related.config.flattenedFields, field.relationTo, rest)
      return { ...idLeafOf(payload, field.relationTo), hasMany: !!field.hasMany, likeAsText: false }
    }
    case 'json':
    case 'richText':
      if (rest.length) return { kind: 'jsonPath', hasMany: false }
      return { kind: payload.db.name === 'postgres' ? 'jsonb' : 'json', hasMany: false }
    case 'number':
      return rest.length ? null : { kind: 'number', hasMany: !!field.hasMany, likeAsText: payload.db.name !== 'postgres' }
    case 'date':
      return rest.length ? null : { kind: 'date', hasMany: false }
    case 'checkbox':
      return rest.length ? null : { kind: 'checkbox', hasMany: false }
    case 'select':
    case 'radio': {
      const options = new Set(field.options.map((option) => (typeof option === 'string' ? option : option.value)))
      return rest.length ? null : { kind: 'option', hasMany: 'hasMany' in field && !!field.hasMany, options }
    }
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return rest.length ? null : { kind: 'text', hasMany: 'hasMany' in field && !!field.hasMany }
    default:
      // point and join: Payload's own checks, or none of ours use them.
      return { kind: 'unchecked', hasMany: false }
  }
}

/** One value for a leaf: whether the database column can be compared with it. */
function valueFits(leaf: Leaf, value: unknown): boolean {
  switch (leaf.kind) {
    case 'id':
      return !idProblem(value, leaf.idRange!)
    case 'number':
      return finiteNumber.safeParse(value).success
    case 'date':
      return dateValue.safeParse(value).success
    case 'checkbox':
      return checkboxValue.safeParse(value).success
    case 'option':
      return typeof value === 'string' && leaf.options!.has(value)
    case 'polymorphic':
      return leaf.targets!.every((target) => valueFits(target, value))
    default:
      return scalar.safeParse(value).success
  }
}

/** The values a list operator gets: an array, or a comma-separated string (Payload splits it). */
const listValues = (value: unknown): unknown[] | null =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : null

function constraintProblem(leaf: Leaf, operator: string, value: unknown): boolean {
  // The Local API's callers may leave a value out; Payload drops such a constraint.
  if (value === undefined) return false
  // A relationship to many collections, named bare: the SQL adapters take only `{ relationTo,
  // value }` with equals there (anything else, `exists` and null included, is their 500); its
  // `.value` and `.relationTo` paths take the rest.
  if (leaf.kind === 'polymorphic' && leaf.targetSlugs && !(operator === 'equals' && isPlainObject(value))) return true
  if (operator === 'exists') return !checkboxValue.safeParse(value).success
  if (leaf.kind === 'unchecked') return false
  if (GEO.has(operator)) return true
  // `all` and `contains` compare with each of many stored values.
  if (operator === 'all') return !leaf.hasMany || !(listValues(value)?.every((each) => valueFits(leaf, each)) ?? false)
  if (operator === 'contains' && leaf.hasMany) return !valueFits(leaf, value)
  // `{ relationTo, value }`: Payload takes it with equals only.
  if (leaf.kind === 'polymorphic' && isPlainObject(value)) {
    const index = leaf.targetSlugs?.indexOf(String(value.relationTo)) ?? -1
    return operator !== 'equals' || index < 0 || !valueFits(leaf.targets![index], value.value)
  }
  // The admin's list search looks for `id like <text>` where a collection has no title field.
  if (PARTIAL.has(operator) && leaf.likeAsText && !leaf.hasMany) return !scalar.safeParse(value).success
  if (!OPERATORS[leaf.kind].has(operator)) return true
  if (LISTS.has(operator)) {
    const values = listValues(value)
    return !values || values.length > 1000 || !values.every((each) => valueFits(leaf, each))
  }
  if (EQUALITY.has(operator) && isNull(value)) return false
  return !valueFits(leaf, value)
}

/**
 * A `where` (REST, GraphQL or the Local API) against a collection's fields: null when every
 * value fits its column, else the path that does not.
 */
export function whereProblem(
  payload: Payload,
  collection: SanitizedCollectionConfig | CollectionConfig,
  where: unknown,
  depth = 0,
): string | null {
  if (where === undefined || where === null) return null
  if (!isPlainObject(where)) return 'The where query must be an object.'
  if (depth > MAX_WHERE_DEPTH) return 'The where query is nested too deeply.'
  const fields = (collection as SanitizedCollectionConfig).flattenedFields ?? []
  for (const [path, constraint] of Object.entries(where)) {
    if (['and', 'or'].includes(path.toLowerCase())) {
      if (!Array.isArray(constraint)) return `The where query's ${path} must be a list.`
      for (const item of constraint) {
        const problem = whereProblem(payload, collection, item, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (!isPlainObject(constraint)) return `The following path has no operator: ${path}`
    // MongoDB's name for the id; Payload lets it through to SQL, which has no such column.
    if (path === '_id' && payload.db.name !== 'mongoose') return 'The following path cannot be queried: _id'
    const leaf = leafOf(payload, fields, collection.slug, path.replace(/__/g, '.').split('.'))
    // An unknown path is Payload's to refuse (QueryError, 400).
    if (!leaf) continue
    for (const [operator, value] of Object.entries(constraint)) {
      // Nested relationship queries (`contains: { … }`) are validated by Payload against the related collection.
      if (operator === 'contains' && isPlainObject(value) && leaf.kind === 'id' && leaf.hasMany) continue
      if (constraintProblem(leaf, operator, value)) return `The following path cannot be queried with ${operator} and this value: ${path}`
    }
  }
  return null
}

/** limit, page and depth, as numbers or query-string text; sort as field paths. */
export function pagingProblem(args: { limit?: unknown; page?: unknown; depth?: unknown; sort?: unknown }): string | null {
  const within = (value: unknown, min: number, max: number) => {
    if (value === undefined || value === null) return true
    const parsed = wholeNumber.safeParse(value)
    return parsed.success && parsed.data >= min && parsed.data <= max
  }
  if (!within(args.limit, 0, MAX_LIMIT)) return `The limit must be a whole number from 0 to ${MAX_LIMIT}.`
  if (!within(args.page, 1, MAX_PAGE)) return `The page must be a whole number from 1 to ${MAX_PAGE}.`
  if (!within(args.depth, 0, 100)) return 'The depth must be a whole number from 0 to 100.'
  if (args.sort !== undefined && args.sort !== null) {
    const sorts = Array.isArray(args.sort) ? args.sort : typeof args.sort === 'string' ? args.sort.split(',') : [args.sort]
    if (!sorts.every((sort) => typeof sort === 'string' && /^(-?\w+(\.\w+)*)?$/.test(sort.trim())))
      return 'The sort must be field names, each with an optional leading "-".'
  }
  return null
}
