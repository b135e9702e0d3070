import type { GeneratePreviewURL, LivePreviewConfig, PayloadRequest, RootLivePreviewConfig } from 'payload'
import { site } from '@/config/site'
import { localizePath, paths, documentPath, type DocumentCollection, type RouteLocale } from '@/lib/paths'
import { previewBreakpoints, breakpointLabel } from '@/features/preview/breakpoints'
import { documentCollections } from './addresses'
import { publicGlobals } from './hooks/revalidate'
import { nestedRequest } from './nested-request'

/**
 * Where the admin's Preview button and Live Preview panel open a document: its real
 * page, in the locale being edited, through /next/preview, which turns on Next's draft
 * mode for a signed-in user (app/(frontend)/next/preview). No secret in the URL.
 */
export function previewUrl(path: string): string {
  return `/next/preview?path=${encodeURIComponent(path)}`
}

const asLocale = (code: string | undefined): RouteLocale => (code === 'en' ? 'en' : 'pt')

type PreviewTarget = {
  collection?: string
  global?: string
  data: Record<string, unknown>
  locale: RouteLocale
  req: PayloadRequest
}

/** The path of the page that shows a document or global, or null when it has none yet (a new, unsaved document). */
async function pagePath({ collection, global, data, locale, req }: PreviewTarget): Promise<string | null> {
  if (global === 'legal') return localizePath(locale, paths.privacy())
  if (global) return localizePath(locale, paths.home())
  if (!collection || !(documentCollections as readonly string[]).includes(collection) || !data.id) return null
  let slug = typeof data.slug === 'string' ? data.slug : ''
  // Not translated yet: the English page lives under the Portuguese slug.
  if (!slug && locale !== site.defaultLocale) {
    const pt = await req.payload.findByID({
      collection: collection as DocumentCollection,
      id: data.id as number,
      locale: site.defaultLocale,
      draft: true,
      depth: 0,
      select: { slug: true },
      req: nestedRequest(req),
      disableErrors: true,
    })
    slug = (pt?.slug as string | undefined) ?? ''
  }
  return slug ? localizePath(locale, documentPath(collection as DocumentCollection, locale, slug)) : null
}

/** The Preview button (`admin.preview`) of a collection or global. */
export function previewButton(entity: { collection: string } | { global: string }): GeneratePreviewURL {
  return async (doc, { locale, req }) => {
    const path = await pagePath({ ...entity, data: doc, locale: asLocale(locale), req })
    return path && previewUrl(path)
  }
}

/** Live Preview for every previewable collection and global, at the phone, tablet and desktop widths of the design. */
export const livePreview: RootLivePreviewConfig = {
  collections: [...documentCollections, 'newsletter-issues'],
  globals: [...publicGlobals],
  // English here; the admin shows them in its language (features/preview/admin/live-preview.tsx).
  breakpoints: previewBreakpoints.flatMap((b) =>
    'width' in b ? [{ name: b.name, label: breakpointLabel(b.name, 'en')!, width: b.width, height: b.height }] : [],
  ),
  url: (async ({ data, collectionConfig, globalConfig, locale, req }) => {
    // A newsletter issue is previewed as the e-mail (features/newsletter/issues/preview.ts).
    if (collectionConfig?.slug === 'newsletter-issues')
      return data.id ? `/next/newsletter-preview?id=${data.id}&locale=${asLocale(locale?.code)}` : null
    const path = await pagePath({
      collection: collectionConfig?.slug,
      global: globalConfig?.slug,
      data,
      locale: asLocale(locale?.code),
      req,
    })
    return path && previewUrl(path)
  }) satisfies LivePreviewConfig['url'],
}
