import type { CollectionConfig, Endpoint, Field, GlobalConfig, PayloadRequest } from 'payload'
import { site } from '@/config/site'
import type { DocumentCollection } from '@/lib/paths'
import { hasRole } from './access'
import { revalidateCollection, revalidateGlobal } from './hooks/revalidate'
import { slugHistory } from '@/features/redirects/slug-history'
import { nestedRequest } from './nested-request'
import { previewButton } from './preview'

/**
 * How documents are published: drafts saved as the editor types (autosave, which also
 * refreshes Live Preview), publish and unpublish at a chosen time for the page
 * collections (Payload's scheduled publish on its jobs queue), the Preview button,
 * and the sidebar panel telling which locales have unpublished changes.
 */

/** Autosave often enough for Live Preview to follow typing, rarely enough not to write on every key. */
const autosave = { interval: 400 }

export function documentPublishing(collection: DocumentCollection): Required<
  Pick<CollectionConfig, 'versions' | 'hooks' | 'endpoints'>
> & {
  preview: NonNullable<NonNullable<CollectionConfig['admin']>['preview']>
} {
  const revalidate = revalidateCollection(collection)
  const history = slugHistory(collection)
  return {
    versions: { drafts: { autosave, schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 } }, maxPerDoc: 50 },
    hooks: {
      beforeChange: [history.beforeChange],
      afterChange: [history.afterChange, ...revalidate.afterChange],
      beforeDelete: [history.beforeDelete],
      afterDelete: revalidate.afterDelete,
    },
    endpoints: [localeStatusEndpoint({ collection })],
    preview: previewButton({ collection }),
  }
}

export function globalPublishing(global: 'site-settings' | 'about' | 'legal'): Required<
  Pick<GlobalConfig, 'versions' | 'endpoints'>
> & {
  preview: NonNullable<NonNullable<GlobalConfig['admin']>['preview']>
  afterChange: NonNullable<NonNullable<GlobalConfig['hooks']>['afterChange']>
} {
  return {
    versions: { drafts: { autosave }, max: 50 },
    endpoints: [localeStatusEndpoint({ global })],
    preview: previewButton({ global }),
    afterChange: [revalidateGlobal(global)],
  }
}

/** The sidebar panel (features/preview/admin/locale-status.tsx). */
export const localeStatusField: Field = {
  name: 'localeStatus',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/features/preview/admin/locale-status#LocaleStatus' } },
}

export type LocaleState = 'published' | 'changed' | 'unpublished'

/** Stable JSON of what a locale shows, without the bookkeeping fields that differ between versions. */
function contentOf(doc: Record<string, unknown> | null | undefined): string {
  const skip = new Set(['id', 'createdAt', 'updatedAt', '_status', 'globalType', 'localeStatus'])
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
          )
        : value
  return JSON.stringify(sorted(Object.fromEntries(Object.entries(doc ?? {}).filter(([k]) => !skip.has(k)))))
}

/**
 * GET …/locale-status: per locale, whether the latest draft differs from what is
 * published. Each locale is read without fallback, so an untranslated field counts
 * for the locale it is missing in only.
 */
function localeStatusEndpoint(target: { collection: DocumentCollection } | { global: string }): Endpoint {
  return {
    path: 'collection' in target ? '/:id/locale-status' : '/locale-status',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      if (!hasRole(req.user, 'admin', 'editor'))
        return Response.json({ error: 'Forbidden' }, { status: req.user ? 403 : 401 })
      const read = (locale: string, draft: boolean) => {
        const options = {
          locale: locale as 'pt',
          fallbackLocale: false as const,
          draft,
          depth: 0,
          overrideAccess: true,
          req: nestedRequest(req),
        }
        return 'collection' in target
          ? req.payload.findByID({
              ...options,
              collection: target.collection,
              id: String(req.routeParams?.id ?? ''),
              disableErrors: true,
            })
          : req.payload.findGlobal({ ...options, slug: target.global as 'about' })
      }
      const locales: { code: string; state: LocaleState }[] = []
      for (const code of site.locales) {
        const [published, latest] = await Promise.all([read(code, false), read(code, true)])
        if (!published) return Response.json({ error: 'Not found' }, { status: 404 })
        const isPublished = (published as { _status?: string })._status === 'published'
        const state: LocaleState = !isPublished
          ? 'unpublished'
          : contentOf(published as never) === contentOf(latest as never)
            ? 'published'
            : 'changed'
        locales.push({ code, state })
      }
      return Response.json({ locales }, { headers: { 'Cache-Control': 'private, no-store' } })
    },
  }
}
