import type { Case, Client, Service } from '@/payload-types'
import { Link } from '@/components/ui/link'
import { MediaImage } from '@/components/ui/media-image'
import { editable } from '@/features/click-to-edit'
import { paths } from '@/lib/paths'
import card from '@/components/ui/card/card.module.css'
import styles from './case-card.module.css'

export function caseServices(item: Case): Service[] {
  return (item.services ?? []).filter((s): s is Service => typeof s === 'object' && s !== null)
}

export function CaseCard({
  item,
  sizes,
  priority,
  headingLevel = 'h3',
}: {
  item: Case
  sizes: string
  priority?: boolean
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  const client = typeof item.client === 'object' ? (item.client as Client | null) : null
  return (
    <article className={card.card}>
      <Link href={paths.case(item.slug ?? undefined)} className={card.link}>
        <MediaImage
          media={item.cover}
          sizes={sizes}
          aspect="4 / 3"
          className={card.media}
          priority={priority}
          frameProps={editable(item, 'cover')}
        />
        <Heading className={`${card.title} ${styles.title}`} {...editable(item, 'title')}>
          {item.title}
        </Heading>
      </Link>
      <p className={card.meta}>
        {client?.name && <span>{client.name}</span>}
        <span>{item.year}</span>
      </p>
      <ul className={styles.tags}>
        {caseServices(item).map((s) => (
          <li key={s.id}>{s.title}</li>
        ))}
      </ul>
    </article>
  )
}
