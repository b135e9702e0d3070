'use client'

import { useEffect, useState } from 'react'
import { browser } from '@/config/browser'
import { createMinimumDelay } from '@/lib/minimum-delay'

/**
 * Whether to show a loading state for `busy` (spec §9): at once when it starts and,
 * once shown, for at least `minMs` (200 ms by default), so spinners never flash.
 * `minMs` is read once, on mount.
 */
export function useMinimumDelay(busy: boolean, minMs: number = browser.minimumFetchStateMs): boolean {
  const [shown, setShown] = useState(busy)
  const [delay] = useState(() => createMinimumDelay(minMs, setShown))
  useEffect(() => delay.set(busy), [delay, busy])
  useEffect(() => () => delay.cancel(), [delay])
  return busy || shown
}
