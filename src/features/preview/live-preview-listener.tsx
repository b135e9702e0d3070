'use client'

import { useRouter } from 'next/navigation'
import { lazy, Suspense, useEffect, useState } from 'react'

// Payload's listener loads only inside the admin's frame: every public page's route carries this island.
const RefreshRouteOnSave = lazy(() =>
  import('@payloadcms/live-preview-react').then((m) => ({ default: m.RefreshRouteOnSave })),
)

/**
 * Payload's server-side Live Preview: when the admin (the parent window, same origin)
 * saves or autosaves, it posts a message and this re-renders the route on the server
 * with the new draft. Mounted only in a preview (inside the preview banner).
 */
export function LivePreviewListener() {
  const router = useRouter()
  // The admin and the site share an origin; known only in the browser. Only inside the admin's
  // Live Preview frame: Payload's listener re-renders the route once on mount, which a Preview
  // tab (fresh from the server already) does not need, and which left its <head> with every
  // metadata tag twice (measured: two robots tags after the refresh, one before).
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => {
    if (window.parent !== window) setOrigin(window.location.origin)
  }, [])
  if (!origin) return null
  return (
    <Suspense fallback={null}>
      <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
    </Suspense>
  )
}
