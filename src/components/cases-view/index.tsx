import { getTranslations } from 'next-intl/server'
import type { Case } from '@/payload-types'
import { CaseCard, caseServices } from '@/components/case-card'
import { CasesFilter, type FilterItem } from './cases-filter'

/**
 * The cases grid. Every card is rendered on the server; the filter island only
 * chooses which to show, so the static page carries all cases and no extra request.
 */
export async function CasesView({ cases }: { cases: Case[] }) {
  const t = await getTranslations('cases')
  const services = new Map<string, string>()
  for (const c of cases) for (const s of caseServices(c)) if (s.slug) services.set(s.slug, s.title)
  const items: FilterItem[] = cases.map((c, i) => ({
    id: c.id,
    services: caseServices(c).map((s) => s.slug ?? ''),
    // Only the first cover is the largest paint (equal-sized cards after it never replace it); on a
    // phone the second is below the fold, and preloading it took bandwidth from the first.
    card: (
      <CaseCard
        item={c}
        sizes="(min-width: 1280px) 30vw, (min-width: 600px) 45vw, 90vw"
        priority={i === 0}
        headingLevel="h2"
      />
    ),
  }))
  const options = [...services].map(([value, label]) => ({ value, label }))
  return (
    <CasesFilter items={items} options={options} labels={{ filter: t('filter'), all: t('all'), empty: t('empty') }} />
  )
}
