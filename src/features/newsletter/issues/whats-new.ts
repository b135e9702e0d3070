import type { Payload } from 'payload'

export type WhatsNewItem = { relationTo: 'posts' | 'cases'; value: number }

/**
 * Articles and cases published since the last issue went out (or in the last 31 days before the first one), newest
 * first: what the "what's new" button fills in.
 */
export async function whatsNewSince(payload: Payload): Promise<WhatsNewItem[]> {
  const last = await payload.find({
    collection: 'newsletter-sends',
    where: { state: { in: ['sending', 'sent'] } },
    sort: '-sendAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const since = last.docs[0]?.sendAt ?? new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString()
  const published = { _status: { equals: 'published' } }
  const [posts, cases] = await Promise.all([
    payload.find({
      collection: 'posts',
      where: { ...published, publishedDate: { greater_than: since } },
      sort: '-publishedDate',
      limit: 20,
      depth: 0,
      select: {},
      overrideAccess: true,
    }),
    payload.find({
      collection: 'cases',
      where: { ...published, createdAt: { greater_than: since } },
      sort: '-createdAt',
      limit: 20,
      depth: 0,
      select: {},
      overrideAccess: true,
    }),
  ])
  return [
    ...posts.docs.map((doc) => ({ relationTo: 'posts' as const, value: Number(doc.id) })),
    ...cases.docs.map((doc) => ({ relationTo: 'cases' as const, value: Number(doc.id) })),
  ]
}
