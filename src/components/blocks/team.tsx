import { MediaImage } from '@/components/ui/media-image'
import { listEmployees } from '@/content/studio'
import type { Employee } from '@/payload-types'
import type { BlockProps } from '.'
import { field, Section } from './shared'
import styles from './blocks.module.css'

/** The people of the studio: the chosen ones, or everyone in the studio's order. */
export async function Team({ block, page, index, locale }: BlockProps<'team'>) {
  const chosen = (block.people ?? []).map((p) => (typeof p === 'object' && p ? p.id : p))
  const all = await listEmployees(locale)
  const people = chosen.length ? chosen.flatMap((id) => all.filter((p) => p.id === id)) : all
  return (
    <Section page={page} index={index} title={block.title}>
      {block.text && (
        <p className="muted" {...field(page, index, 'text')}>
          {block.text}
        </p>
      )}
      <People people={people} />
    </Section>
  )
}

/** People with their photo, name and role. */
export function People({ people }: { people: Employee[] }) {
  return (
    <ul className={styles.team}>
      {people.map((m) => (
        <li key={m.id}>
          <MediaImage media={m.photo} sizes="(min-width: 960px) 15vw, 40vw" aspect="1 / 1" className={styles.photo} />
          <p className={styles.person}>{m.name}</p>
          <p className="muted">{m.role}</p>
        </li>
      ))}
    </ul>
  )
}
