import type { Case, Client, Service } from '@/cms/payload-types'
import { Link } from '@/components/ui/link'
import { MediaImage } from '@/components/ui/media-image'
import { paths } from '@/lib/paths'
import styles from './case-card.module.css'

export function caseServices(item: Case): Service[] {
  return (item.services ?? []).filter((s): s is Service => typeof s === 'object' && s !== null)
}

export function CaseCard({ item, sizes, priority }: { item: Case; sizes: string; priority?: boolean }) {
  const client = typeof item.client === 'object' ? (item.client as Client | null) : null
  return (
    <article className={styles.card}>
      <Link href={paths.case(item.slug ?? undefined)} className={styles.link}>
        <MediaImage media={item.cover} sizes={sizes} aspect="4 / 3" className={styles.media} priority={priority} />
        <h3 className={styles.title}>{item.title}</h3>
      </Link>
      <p className={styles.meta}>
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
