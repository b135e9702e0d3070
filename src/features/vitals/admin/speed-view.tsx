import type { ListViewServerProps } from 'payload'
import { Gutter } from '@payloadcms/ui'
import { speedSummary } from '../server/speed'
import { SpeedReport } from './speed-report'

/**
 * The Speed view: the `web-vitals` collection's list, replaced (cms/collections/WebVitals.ts). Payload renders it only
 * for users who may read the collection (admins and editors; anyone else gets its not-found page), inside the admin's
 * own frame, in the admin's language.
 */
export async function SpeedView({ payload, i18n }: ListViewServerProps) {
  const summary = await speedSummary(payload)
  return (
    <Gutter>
      <SpeedReport summary={summary} language={i18n.language === 'en' ? 'en' : 'pt'} />
    </Gutter>
  )
}
