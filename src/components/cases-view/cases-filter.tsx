'use client'

import type { ReactNode } from 'react'
import { useSearchParams } from 'next/navigation'
import { Grid } from '@/components/ui/grid'
import styles from './cases-view.module.css'

export type FilterItem = { id: number; services: string[]; card: ReactNode }

type Props = {
  items: FilterItem[]
  options: { value: string; label: string }[]
  labels: { filter: string; all: string; empty: string }
}

/**
 * Filters the server-rendered cards by service without a reload; the choice
 * lives in ?service= so a filtered list can be shared.
 */
export function CasesFilter({ items, options, labels }: Props) {
  const params = useSearchParams()
  const current = params.get('service') ?? ''
  const visible = current ? items.filter((i) => i.services.includes(current)) : items

  const choose = (value: string) => {
    const url = new URL(window.location.href)
    if (value) url.searchParams.set('service', value)
    else url.searchParams.delete('service')
    // Shallow: updates useSearchParams without a server round trip.
    window.history.pushState(null, '', url)
  }

  return (
    <>
      <div className={`container ${styles.filter}`} role="group" aria-label={labels.filter}>
        {[{ value: '', label: labels.all }, ...options].map((o) => (
          <button key={o.value || 'all'} type="button" aria-pressed={current === o.value} onClick={() => choose(o.value)}>
            {o.label}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {visible.length}
      </p>
      {visible.length === 0 ? (
        <p className="container muted">{labels.empty}</p>
      ) : (
        <div className="container" data-testid="cases-grid">
          <Grid>
            {visible.map((item) => (
              <li key={item.id}>{item.card}</li>
            ))}
          </Grid>
        </div>
      )}
    </>
  )
}
