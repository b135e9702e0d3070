import type { PayloadHandler, Where } from 'payload'
import { toCsv } from '@/lib/csv'
import { hasRole } from '../access'
import { noStore } from '@/forms/server/request'

const columns = [
  'email',
  'name',
  'surname',
  'status',
  'locale',
  'consentAt',
  'policyVersion',
  'sourcePage',
  'confirmedAt',
  'unsubscribedAt',
  'createdAt',
] as const

/**
 * GET /api/subscribers/export.csv — the subscribers as CSV for users who may read them,
 * with the same `where` (and `search`) the admin list sends, so the export holds
 * what the editor is looking at. Reads with the user's own access rights.
 */
export const exportSubscribersCsv: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ message: req.t('error:unauthorized') }, { status: 401, headers: noStore })
  if (!hasRole(req.user, 'admin', 'subscribers')) {
    return Response.json({ message: req.t('error:notAllowedToPerformAction') }, { status: 403, headers: noStore })
  }
  const filters: Where[] = []
  const where = req.query?.where
  if (where && typeof where === 'object') filters.push(where as Where)
  const search = typeof req.query?.search === 'string' ? req.query.search.trim() : ''
  if (search) filters.push({ or: ['email', 'name', 'surname'].map((f) => ({ [f]: { like: search } })) })
  const { docs } = await req.payload.find({
    collection: 'subscribers',
    where: filters.length ? { and: filters } : undefined,
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(toCsv(docs as unknown as Record<(typeof columns)[number], unknown>[], [...columns]), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="subscribers-${day}.csv"`,
      ...noStore,
    },
  })
}
