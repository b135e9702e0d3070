import { CaseCard } from '@/components/case-card'
import { Grid } from '@/components/ui/grid'
import { listCases } from '@/content/cases'
import type { Case } from '@/payload-types'
import type { BlockProps } from '.'
import { Section } from './shared'

/** Cases the editor chose, or the latest n (of one service). */
export async function CasesBlock({ block, page, index, locale }: BlockProps<'cases'>) {
  const items =
    block.mode === 'chosen'
      ? (block.items ?? []).filter((c): c is Case => typeof c === 'object' && c !== null)
      : (await listCases(locale))
          .filter((c) => !block.service || (c.services ?? []).some((s) => idOf(s) === idOf(block.service)))
          .slice(0, block.count ?? 3)
  if (!items.length) return null
  return (
    <Section page={page} index={index} title={block.title}>
      <Grid>
        {items.map((item) => (
          <li key={item.id}>
            <CaseCard item={item} sizes="(min-width: 960px) 30vw, 94vw" />
          </li>
        ))}
      </Grid>
    </Section>
  )
}

const idOf = (ref: unknown) => (typeof ref === 'object' && ref !== null ? (ref as { id: unknown }).id : ref)
