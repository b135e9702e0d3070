import 'server-only'
import { notFound, permanentRedirect } from 'next/navigation'
import { findRedirect } from './lookup'

/**
 * What a page does when its route matched but nothing is published there: send the
 * visitor on with a 308 when the address is an old one (a renamed slug, or an
 * editor's redirect), or show the 404. Only requests for unknown addresses get here:
 * published pages are served statically without it.
 */
export async function redirectOrNotFound(path: string): Promise<never> {
  const to = await findRedirect(path)
  if (to) permanentRedirect(to)
  notFound()
}
