'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { Grid } from '@/components/ui/grid'
import styles from './cases-view.module.css'

export type FilterItem = { id: number; services: string[]; card: ReactNode }

type Props = {
  items: FilterItem[]
  options: { value: string; label: string }[]
  labels: { filter: string; all: string; empty: string }
}

const serviceInUrl = () => new URLSearchParams(window.location.search).get('service') ?? ''

/**
 * Filters the server-rendered cards by service without a reload; the choice lives in ?service= so
 * a filtered list can be shared.
 *
 * The page is static, so the server renders it unfiltered, buttons included, and the URL's choice
 * applies once hydrated. It reads the URL itself rather than through Next's useSearchParams, which
 * on a static page makes the server leave the island out: the HTML then showed the grid without
 * the buttons, and hydration put them above it, moving every card down (248 px on a 390 px phone,
 * 92 px on desktop). Until hydrated the buttons are
 * disabled (they could do nothing yet); without JavaScript they are not shown (the CSS module).
 */
export function CasesFilter({ items, options, labels }: Props) {
  const [hydrated, setHydrated] = useState(false)
  const [current, setCurrent] = useState('')
  useEffect(() => {
    setHydrated(true)
    setCurrent(serviceInUrl())
    // Back and forward between filters (entries this component pushed).
    const onPopState = () => setCurrent(serviceInUrl())
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])
  const visible = current ? items.filter((i) => i.services.includes(current)) : items

  const choose = (value: string) => {
    const url = new URL(window.location.href)
    if (value) url.searchParams.set('service', value)
    else url.searchParams.delete('service')
    // Shallow: the URL changes without a server round trip (Next keeps its router in step).
    window.history.pushState(null, '', url)
    setCurrent(value)
  }

  return (
    <>
      <div className={`container ${styles.filter}`} role="group" aria-label={labels.filter}>
        {[{ value: '', label: labels.all }, ...options].map((o) => (
          <button
            key={o.value || 'all'}
            type="button"
            aria-pressed={current === o.value}
            disabled={!hydrated}
            onClick={() => choose(o.value)}
          >
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
