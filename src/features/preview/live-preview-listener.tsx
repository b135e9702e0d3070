'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * Payload's server-side Live Preview: when the admin (the parent window, same origin)
 * saves or autosaves, it posts a message and this re-renders the route on the server
 * with the new draft. Mounted only in a preview (inside the preview banner).
 */
export function LivePreviewListener() {
  const router = useRouter()
  // The admin and the site share an origin; known only in the browser.
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null
}
