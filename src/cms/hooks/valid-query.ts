import {
  APIError,
  NotFound,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type Plugin,
  type Where,
} from 'payload'

/**
 * Document ids here are integers (SQLite and PostgreSQL serials). Payload hands other ids, in a
 * REST path (`/api/posts/abc`) or in a query (`where[client][in]=x`), to the database as NaN or
 * text, and the failed query answers 500; so do lists given to one-value operators
 * (`where[title][like]=a&where[title][like]=b`). Such requests are the client's mistake: 404 for
 * a path, 400 for a query.
 */

const INTEGER = /^\d{1,15}$/
/** Operators that compare with one value. */
const ONE_VALUE = new Set([
  'equals',
  'not_equals',
  'like',
  'not_like',
  'contains',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
/** Operators that take a list: an array, or a comma-separated string. */
const LIST = new Set(['in', 'not_in', 'all'])

/** Paths (dotted) whose values are document ids: `id`, and single-collection relationship and upload fields. */
export function idPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name ? idPaths(tab.fields, `${prefix}${tab.name}.`) : idPaths(tab.fields, prefix),
      )
    if (!('name' in field)) return 'fields' in field ? idPaths(field.fields, prefix) : []
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string')
      return [`${prefix}${field.name}`]
    if (field.type === 'group' || field.type === 'array') return idPaths(field.fields, `${prefix}${field.name}.`)
    return []
  })
}

/** Why `where` cannot be run, or null: a list given to a one-value operator, or an id that is not an integer. */
export function invalidWhere(where: unknown, ids: Set<string>): string | null {
  if (where === null || typeof where !== 'object' || Array.isArray(where))
    return where === undefined ? null : 'a query must be an object'
  for (const [path, condition] of Object.entries(where as Where)) {
    if (path === 'and' || path === 'or') {
      if (!Array.isArray(condition)) return `${path} must be a list`
      for (const part of condition) {
        const problem = invalidWhere(part, ids)
        if (problem) return problem
      }
      continue
    }
    if (condition === null || typeof condition !== 'object' || Array.isArray(condition))
      return `${path} needs an operator`
    const idValued = path === 'id' || path.endsWith('.id') || ids.has(path)
    for (const [operator, value] of Object.entries(condition)) {
      if (ONE_VALUE.has(operator) && value !== null && typeof value === 'object')
        return `${path} ${operator} takes one value`
      if (!idValued || !(ONE_VALUE.has(operator) || LIST.has(operator)) || value === null || value === 'null') continue
      const values = Array.isArray(value) ? value : LIST.has(operator) ? String(value).split(',') : [value]
      if (values.some((v) => !INTEGER.test(String(v).trim())))
        return `${path} ${operator} takes document ids (integers)`
    }
  }
  return null
}

export function withValidQueries(collection: CollectionConfig): CollectionConfig {
  const ids = new Set(idPaths(collection.fields))
  const validQuery: CollectionBeforeOperationHook = ({ args, req }) => {
    const { id, where } = args as { id?: unknown; where?: unknown }
    if (id !== undefined && id !== null && !INTEGER.test(String(id))) throw new NotFound(req.t)
    const problem = invalidWhere(where, ids)
    if (problem) throw new APIError(`Invalid query: ${problem}`, 400, null, true)
    return args
  }
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [validQuery, ...(collection.hooks?.beforeOperation ?? [])] },
  }
}

/** Every collection of the config, the plugins' included (run it last). */
export const validQueries: Plugin = (config) => ({ ...config, collections: config.collections?.map(withValidQueries) })
