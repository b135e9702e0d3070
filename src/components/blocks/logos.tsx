import { MediaImage } from '@/components/ui/media-image'
import { listClients } from '@/content/studio'
import type { Client, Media } from '@/payload-types'
import type { BlockProps } from '.'
import { Section } from './shared'
import styles from './blocks.module.css'

/** Clients' logos: the chosen ones, or all in the studio's order. */
export async function Logos({ block, page, index, locale }: BlockProps<'logos'>) {
  const chosen = (block.clients ?? []).map((c) => (typeof c === 'object' && c ? c.id : c))
  const all = await listClients(locale)
  const clients = chosen.length ? chosen.flatMap((id) => all.filter((c) => c.id === id)) : all
  if (!clients.length) return null
  return (
    <Section page={page} index={index} title={block.title}>
      <ClientLogos clients={clients} />
    </Section>
  )
}

/** A grid of clients' logos, each named by its client (a name where a client has no logo). */
export function ClientLogos({ clients }: { clients: Client[] }) {
  return (
    <ul className={styles.clients}>
      {clients.map((c) => (
        <li key={c.id}>
          {c.logo && typeof c.logo === 'object' ? (
            <MediaImage media={{ ...(c.logo as Media), alt: c.name ?? '' }} fixedWidth={180} className={styles.logo} />
          ) : (
            <span>{c.name}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
