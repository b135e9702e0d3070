'use client'

import { PublishButton, ServerFunctionsContext, useServerFunctions } from '@payloadcms/ui'
import type { PublishButtonClientProps } from 'payload'
import { useMemo } from 'react'

/**
 * Payload's Publish button, whose "Schedule publish" drawer shows why a schedule was refused. The drawer reports an
 * error only when scheduling throws, and Payload's client turns the server's refusal (the checks before publish,
 * cms/publish-checks/schedule.ts) into a returned `{ error }` it then ignores: here that answer throws its message.
 */
export function CheckedPublishButton(props: PublishButtonClientProps) {
  const functions = useServerFunctions()
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
  return (
    <ServerFunctionsContext value={value}>
      <PublishButton {...props} />
    </ServerFunctionsContext>
  )
}
