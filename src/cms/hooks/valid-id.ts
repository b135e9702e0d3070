import { NotFound, type CollectionConfig, type CollectionBeforeOperationHook } from 'payload'

/**
 * Document ids here are integers (SQLite and PostgreSQL serials). Payload passes any other id in a
 * REST path (`/api/posts/abc`, `/api/posts/[]`) to the database as NaN, and the failed query
 * answers 500; such an id names no document, so it is a 404.
 */
const integerIdsOnly: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (id !== undefined && id !== null && !/^\d{1,15}$/.test(String(id))) throw new NotFound(req.t)
  return args
}

export function withIntegerIds(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [integerIdsOnly, ...(collection.hooks?.beforeOperation ?? [])] } }
}
