import { notFound } from 'next/navigation'

/** Any path no other route matches: the localized 404 inside the site layout. */
export default function CatchAll() {
  notFound()
}
