import type { PayloadRequest, ServerFunction } from 'payload'
import {
  schedulePublishHandler,
  type SchedulePublishHandlerArgs,
} from '@payloadcms/ui/utilities/schedulePublishHandler'
import { documentCollections } from '../addresses'
import { say } from '../say'
import { publishProblems } from './index'

type DocumentCollection = (typeof documentCollections)[number]

/**
 * Why the latest draft of a document may not be scheduled to publish in `locale` (the one chosen, or the default one
 * for all locales, in which Payload's job publishes), as one message; null when it may.
 */
export async function scheduleRefusal(
  req: PayloadRequest,
  collection: DocumentCollection,
  id: number | string,
  locale: 'pt' | 'en',
): Promise<string | null> {
  const doc = await req.payload.findByID({
    collection,
    id,
    locale,
    fallbackLocale: false,
    draft: true,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    disableErrors: true,
  })
  if (!doc) return null
  const fields = req.payload.collections[collection].config.fields
  const problems = await publishProblems({
    collection,
    fields,
    doc: doc as unknown as Record<string, unknown>,
    locale,
    req,
  })
  if (!problems.length) return null
  const lead = say(req, { pt: 'Ainda não dá para agendar a publicação:', en: 'The publish cannot be scheduled yet:' })
  return [lead, ...problems.map((p) => p.message)].join(' ')
}

/**
 * The admin's "Schedule publish" (Payload's server function), refused with the checks' message when the document would
 * not pass them now. The job checks again when it publishes (the hook), since the draft may change meanwhile.
 */
export const checkedSchedulePublish: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  const { type, doc, deleteID, localeToPublish, req } = args
  const collection = doc?.relationTo as DocumentCollection | undefined
  if (type === 'publish' && !deleteID && doc && collection && documentCollections.includes(collection)) {
    const id = typeof doc.value === 'object' ? (doc.value as { id: number }).id : doc.value
    const refusal = await scheduleRefusal(req, collection, id, localeToPublish === 'en' ? 'en' : 'pt')
    if (refusal) return { error: refusal }
  }
  return schedulePublishHandler(args)
}
