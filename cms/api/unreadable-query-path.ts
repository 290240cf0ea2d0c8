import type { FlattenedField, PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { collectionNamed } from './query-problems'

/**
 * A `where` or `sort` path that reaches into a collection the caller cannot read, named for
 * the refusal; null when every path stays within what the caller reads. A filter through a
 * relationship answers whether a related document matches, so one request a character tells
 * its fields (`owner.sessions.id like …`). Users are held to more: a caller who cannot read
 * every user (all but admins) queries no path through a relationship to `users`, because
 * Payload scopes such a path by the users' own read rule only for signed-in callers.
 * docs/decisions/073
 */
export async function unreadableQueryPath({
  req,
  collection,
  where,
  sort,
  versions = false,
}: {
  req: PayloadRequest
  collection: SanitizedCollectionConfig
  where: unknown
  sort: unknown
  /** findVersions and countVersions: paths start with `version.` */
  versions?: boolean
}): Promise<string | null> {
  const readable = new Map<string, Promise<boolean>>()
  const mayRead = (slug: string): Promise<boolean> => {
    let answer = readable.get(slug)
    if (!answer) {
      answer = (async () => {
        const read = collectionNamed(req.payload, slug)?.config.access.read
        if (!read) return false
        const result = await read({ req })
        return slug === 'users' ? result === true : result !== false
      })()
      readable.set(slug, answer)
    }
    return answer
  }

  const paths: { path: string; nested?: unknown }[] = []
  collectWherePaths(where, paths, 0)
  for (const each of sortPaths(sort)) paths.push({ path: each })

  for (const { path, nested } of paths) {
    let segments = path.replace(/__/g, '.').split('.')
    if (versions && segments[0] === 'version') segments = segments.slice(1)
    const hops = relationshipHops(req, collection.flattenedFields, segments, nested !== undefined)
    for (const slug of hops) if (!(await mayRead(slug))) return `The following path cannot be queried: ${path}`
    if (nested !== undefined) {
      // `field: { contains: { … } }` on a has-many relationship: a query in the related collection.
      const target = lastRelationTarget(req, collection.flattenedFields, segments)
      const related = target ? collectionNamed(req.payload, target)?.config : undefined
      if (related) {
        const problem = await unreadableQueryPath({ req, collection: related, where: nested, sort: undefined })
        if (problem) return problem
      }
    }
  }
  return null
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function collectWherePaths(where: unknown, paths: { path: string; nested?: unknown }[], depth: number): void {
  if (!isPlainObject(where) || depth > 32) return
  for (const [path, constraint] of Object.entries(where)) {
    if (['and', 'or'].includes(path.toLowerCase())) {
      if (Array.isArray(constraint)) for (const item of constraint) collectWherePaths(item, paths, depth + 1)
      continue
    }
    const contains = isPlainObject(constraint) ? constraint.contains : undefined
    paths.push(isPlainObject(contains) ? { path, nested: contains } : { path })
  }
}

function sortPaths(sort: unknown): string[] {
  const list = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []
  return list.filter((each): each is string => typeof each === 'string').map((each) => each.trim().replace(/^-/, ''))
}

/** The collections a dotted path steps into through relationships, uploads and joins. */
function relationshipHops(req: PayloadRequest, fields: FlattenedField[], segments: string[], nested: boolean): string[] {
  const [name, ...rest] = segments
  const field = fields.find((each) => 'name' in each && each.name === name)
  if (!field) return []
  switch (field.type) {
    case 'group':
    case 'tab':
    case 'array':
      return rest.length ? relationshipHops(req, field.flattenedFields, rest, nested) : []
    case 'blocks':
      return field.blocks.flatMap((block) =>
        typeof block === 'object' && rest.length ? relationshipHops(req, block.flattenedFields, rest, nested) : [],
      )
    case 'join': {
      // A join lists the documents of another collection that point here: any filter on it reads them.
      const targets = Array.isArray(field.collection) ? field.collection : [field.collection]
      return targets
    }
    case 'relationship':
    case 'upload': {
      const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
      // Polymorphic paths name `.value` (the id) or `.relationTo` (the collection), then perhaps the related field.
      const beyond = Array.isArray(field.relationTo) && ['value', 'relationTo'].includes(rest[0] ?? '') ? rest.slice(1) : rest
      // The id the row itself holds tells nothing of the related document.
      const stepsIn = beyond.length === 0 ? nested : !(beyond.length === 1 && beyond[0] === 'id')
      if (!stepsIn) return []
      if (typeof field.relationTo !== 'string' || beyond.length === 0) return targets
      const related = collectionNamed(req.payload, field.relationTo)?.config
      return [field.relationTo, ...(related ? relationshipHops(req, related.flattenedFields, beyond, nested) : [])]
    }
    default:
      return []
  }
}

/** The single collection a path's last relationship points to (for a nested `contains` query). */
function lastRelationTarget(req: PayloadRequest, fields: FlattenedField[], segments: string[]): string | undefined {
  const [name, ...rest] = segments
  const field = fields.find((each) => 'name' in each && each.name === name)
  if (!field) return undefined
  if ((field.type === 'group' || field.type === 'tab' || field.type === 'array') && rest.length)
    return lastRelationTarget(req, field.flattenedFields, rest)
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    if (!rest.length) return field.relationTo
    const related = collectionNamed(req.payload, field.relationTo)?.config
    return related ? lastRelationTarget(req, related.flattenedFields, rest) : undefined
  }
  return undefined
}
