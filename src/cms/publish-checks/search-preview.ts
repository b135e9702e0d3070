import type { Endpoint, PayloadRequest } from 'payload'
import { siteUrl } from '@/config/site-url'
import { searchLengths } from '@/lib/metadata'
import { documentPath, localizePath, type DocumentCollection } from '@/lib/paths'
import { sharePreviewPath } from '@/features/seo/share-preview'
import { hasRole } from '../access'
import { searchProblems, searchResult } from './index'

type Body = { id?: unknown; locale?: unknown; data?: unknown }

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * POST /api/{cases|posts|services}/search-preview, `{ id?, locale, data }` with the admin form's values: what the
 * document's page will show search engines and share cards in `locale` once published, worked out by the same code as
 * the checks before publish and the page's own metadata (features/seo/admin/search-preview.tsx shows it).
 */
export function searchPreviewEndpoint(collection: DocumentCollection): Endpoint {
  return {
    path: '/search-preview',
    method: 'post',
    handler: async (req: PayloadRequest) => {
      if (!hasRole(req.user, 'admin', 'editor'))
        return Response.json({ error: 'Forbidden' }, { status: req.user ? 403 : 401 })
      const body = ((await req.json?.().catch(() => null)) ?? null) as Body | null
      const locale = body?.locale
      const data = body?.data
      const id = body?.id
      if ((locale !== 'pt' && locale !== 'en') || !data || typeof data !== 'object' || Array.isArray(data))
        return Response.json({ error: 'locale (pt, en) and data (an object) are required' }, { status: 400 })
      if (id !== undefined && id !== null && !(typeof id === 'number' && Number.isSafeInteger(id) && id > 0))
        return Response.json({ error: 'id must be a document id' }, { status: 400 })
      // Only the texts the page is described with, and only as text: the form's values are the editor's to send.
      const form = data as Record<string, unknown>
      const seo = (form.seo && typeof form.seo === 'object' ? form.seo : {}) as Record<string, unknown>
      const doc = {
        id: id ?? undefined,
        title: text(form.title),
        summary: text(form.summary),
        excerpt: text(form.excerpt),
        seo: { title: text(seo.title), description: text(seo.description) },
      }
      const result = await searchResult({ collection, doc, locale, req })
      const slug = text(form.slug)
      return Response.json(
        {
          ...result,
          lengths: searchLengths,
          url: slug ? `${siteUrl()}${localizePath(locale, documentPath(collection, locale, slug))}` : null,
          image: id ? sharePreviewPath(collection, id, locale) : null,
          problems: searchProblems(req, locale, result).map((p) => p.message),
        },
        { headers: { 'Cache-Control': 'private, no-store' } },
      )
    },
  }
}
