/* Payload's admin shell (generated shape; keep in step with @payloadcms/next). */
import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type React from 'react'
import { draftCopyDataFromLocale } from '@/cms/copy-locale'
import { checkedSchedulePublish } from '@/cms/publish-checks/schedule'
import { importMap } from './admin/importMap.js'
import './custom.css'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  // Scheduling a publish is refused, with the reason, when the document would not pass the checks before publish;
  // Copy to locale saves a draft, never a publish.
  return handleServerFunctions({
    ...args,
    config,
    importMap,
    serverFunctions: {
      'schedule-publish': checkedSchedulePublish as never,
      'copy-data-from-locale': draftCopyDataFromLocale as never,
    },
  })
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
