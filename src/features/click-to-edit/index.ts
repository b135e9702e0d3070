import 'server-only'
import { payloadClient } from '@/content/client'
import { sourceOf } from '@/content/sources'
import { labelsByPath } from '@/lib/admin-labels'
import { formatRef } from './ref'

/** Props that mark an element as showing a field: `{ 'data-edit': … }` in a preview, nothing otherwise. */
export type EditProps = { 'data-edit'?: string }

/**
 * The `data-edit` props for a field of a document read by a preview (content/sources.ts), or none: a
 * public read is never remembered, so public pages carry no attribute.
 */
export function editable(doc: unknown, path: string): EditProps {
  const source = sourceOf(doc)
  return source ? { 'data-edit': formatRef({ ...source, path }) } : {}
}

/** Whether `doc` was read for a preview (and its page may carry editing marks and controls). */
export const readForPreview = (doc: unknown): boolean => Boolean(sourceOf(doc))

/** For a rich-text field: the props of each top-level node (paragraph, heading, image…) by its index, or none. */
export function editableNodes(doc: unknown, path: string): ((node: number) => EditProps) | undefined {
  const source = sourceOf(doc)
  return source && ((node) => ({ 'data-edit': formatRef({ ...source, path, node }) }))
}

/**
 * The admin's field labels in `locale`, for the outline to name fields as the admin does: per collection (`cases`) and
 * global (`global:about`), by path without array indexes. JSON, for the preview banner's attribute.
 */
export async function editLabels(locale: 'pt' | 'en'): Promise<string> {
  const { collections, globals } = (await payloadClient()).config
  return JSON.stringify(
    Object.fromEntries([
      ...collections.map((c) => [c.slug, labelsByPath(c.flattenedFields, locale)]),
      ...globals.map((g) => [`global:${g.slug}`, labelsByPath(g.flattenedFields, locale)]),
    ]),
  )
}
