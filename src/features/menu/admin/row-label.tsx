'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A menu entry's row in the admin, named by its text instead of "Entry 01". */
export function MenuRowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string }>()
  return <span>{data?.label || String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
}
