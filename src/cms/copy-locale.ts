import type { CollectionBeforeOperationHook, ServerFunction } from 'payload'
import { copyDataFromLocaleHandler } from '@payloadcms/ui/utilities/copyDataFromLocale'

/**
 * Payload's Copy to locale saves with the target's `_status` as read: on a published document, a publish of the
 * copied text, past the review a draft gives. Marked here, the save becomes a draft (copyAsDraft).
 */
const COPYING = 'copyLocaleAsDraft'

export const draftCopyDataFromLocale: ServerFunction = (args) => {
  args.req.context = { ...args.req.context, [COPYING]: true }
  return copyDataFromLocaleHandler(args as Parameters<typeof copyDataFromLocaleHandler>[0])
}

/** beforeOperation of collections with drafts: the update a copy makes saves a draft. */
export const copyAsDraft: CollectionBeforeOperationHook = ({ args, operation, req }) =>
  operation === 'update' && req.context?.[COPYING] ? { ...args, data: { ...args.data, _status: 'draft' } } : args
