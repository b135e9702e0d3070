import type { CollectionConfig, Field, GlobalConfig } from 'payload'
import type { DocumentCollection } from '@/lib/paths'
import { publishedReadsUnlessEditor } from './access'
import { revalidateCollection, revalidateGlobal, type PublicGlobal } from './hooks/revalidate'
import { slugHistory } from '@/features/redirects/slug-history'
import { previewButton } from './preview'
import { withPublishChecks } from './publish-checks'
import { searchPreviewEndpoint } from './publish-checks/search-preview'

export { localeStatusField } from './languages'

/**
 * How documents are published: drafts saved as the editor types (autosave, which also
 * refreshes Live Preview), publish and unpublish at a chosen time for the page
 * collections (Payload's scheduled publish on its jobs queue), the Preview button,
 * and the Languages panel (cms/languages.ts).
 */

/** Autosave often enough for Live Preview to follow typing, rarely enough not to write on every key. */
const autosave = { interval: 400 }

export function documentPublishing(collection: DocumentCollection): Required<
  Pick<CollectionConfig, 'versions' | 'hooks' | 'endpoints'>
> & {
  preview: NonNullable<NonNullable<CollectionConfig['admin']>['preview']>
  components: NonNullable<NonNullable<CollectionConfig['admin']>['components']>
  /** The collection's fields, with the checks before publish (cms/publish-checks). */
  fields: (fields: Field[]) => Field[]
} {
  const revalidate = revalidateCollection(collection)
  const history = slugHistory(collection)
  return {
    versions: { drafts: { autosave, schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 } }, maxPerDoc: 50 },
    hooks: {
      beforeOperation: [publishedReadsUnlessEditor],
      beforeChange: [history.beforeChange],
      afterChange: [history.afterChange, ...revalidate.afterChange],
      beforeDelete: [history.beforeDelete],
      afterDelete: revalidate.afterDelete,
    },
    endpoints: [searchPreviewEndpoint(collection)],
    preview: previewButton({ collection }),
    // Payload's own, telling why a scheduled publish was refused (features/preview/admin/publish-button.tsx).
    components: {
      edit: { PublishButton: '/features/preview/admin/publish-button#CheckedPublishButton' },
      views: { edit: { livePreview: livePreviewView } },
    },
    fields: (fields) => withPublishChecks(collection, fields),
  }
}

/** Live Preview with its widths named in the admin's language. */
export const livePreviewView = { Component: '/features/preview/admin/live-preview#LivePreview' }

export function globalPublishing(global: PublicGlobal): Required<Pick<GlobalConfig, 'versions'>> & {
  preview: NonNullable<NonNullable<GlobalConfig['admin']>['preview']>
  components: NonNullable<NonNullable<GlobalConfig['admin']>['components']>
  afterChange: NonNullable<NonNullable<GlobalConfig['hooks']>['afterChange']>
} {
  return {
    versions: { drafts: { autosave }, max: 50 },
    preview: previewButton({ global }),
    components: { views: { edit: { livePreview: livePreviewView } } },
    afterChange: [revalidateGlobal(global)],
  }
}
