'use client'

import { PublishButton, ServerFunctionsContext, useDocumentInfo, useModal, useServerFunctions } from '@payloadcms/ui'
import type { PublishButtonClientProps } from 'payload'
import { useMemo, type MouseEvent } from 'react'
import { ScheduleDrawer } from './schedule-drawer'

/**
 * Payload's Publish button, with the site's own "Schedule publish" drawer (schedule-drawer.tsx), which shows why a
 * schedule was refused. A drawer reports an error only when scheduling throws, and Payload's client turns the server's
 * refusal (the checks before publish, cms/publish-checks/schedule.ts) into a returned `{ error }` it then ignores: here
 * that answer throws its message.
 */
export function CheckedPublishButton(props: PublishButtonClientProps) {
  const functions = useServerFunctions()
  const { id, unpublishedVersionCount } = useDocumentInfo()
  const { closeModal, isModalOpen, openModal } = useModal()
  const value = useMemo(
    () => ({
      ...functions,
      schedulePublish: async (args: Parameters<typeof functions.schedulePublish>[0]) => {
        const result = await functions.schedulePublish(args)
        if (result && typeof result === 'object' && 'error' in result && result.error)
          throw new Error(String(result.error))
        return result
      },
    }),
    [functions],
  )
  const ours = `schedule-${id}`
  // Payload's menu item toggles its own drawer open (12-hour, "All", a past time on a day click). Its drawer, not
  // exported apart, opens by that modal's state only: closed again in the same click (React applies both at once), it
  // never renders, and ours opens instead.
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('#schedule-publish')) return
    closeModal(`schedule-publish-${id}`)
    openModal(ours)
  }
  return (
    <ServerFunctionsContext value={value}>
      <div style={{ display: 'contents' }} onClick={onClick}>
        <PublishButton {...props} />
      </div>
      {isModalOpen(ours) && (
        <ScheduleDrawer slug={ours} defaultAction={unpublishedVersionCount > 0 ? 'publish' : 'unpublish'} />
      )}
    </ServerFunctionsContext>
  )
}
