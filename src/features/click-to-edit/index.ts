import 'server-only'
import { sourceOf } from '@/content/sources'
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

/** For a rich-text field: the props of each top-level node (paragraph, heading, image…) by its index, or none. */
export function editableNodes(doc: unknown, path: string): ((node: number) => EditProps) | undefined {
  const source = sourceOf(doc)
  return source && ((node) => ({ 'data-edit': formatRef({ ...source, path, node }) }))
}
