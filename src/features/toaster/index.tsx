'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import { onToastWanted, toastWanted } from './notify'

const SonnerToaster = lazy(() => import('./sonner-toaster'))

/**
 * The site's one toaster (spec §8, §9), mounted once in the layout. It renders nothing and loads
 * nothing until something raises a toast (`notify` from ./notify); then sonner loads and shows it.
 * Labels come pre-translated from the server.
 */
export function Toaster({ label, close }: { label: string; close: string }) {
  const [wanted, setWanted] = useState(toastWanted)
  useEffect(() => onToastWanted(() => setWanted(true)), [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster label={label} close={close} />
    </Suspense>
  )
}

export { notify } from './notify'
