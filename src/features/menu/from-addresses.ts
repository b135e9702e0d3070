import en from '@/i18n/messages/en.json'
import pt from '@/i18n/messages/pt.json'
import { defaultEntries } from './items'
import type { MenuRoute } from './routes'

type Locale = 'pt' | 'en'
/** The three addresses an older Site settings held per language, by the menu entry each replaced. */
export type MenuAddresses = Record<
  Locale,
  { contact?: string | null; workWithUs?: string | null; games?: string | null }
>
export type MenuRow = {
  kind: 'route' | 'external'
  route: MenuRoute | null
  label: Record<Locale, string>
  url: Record<Locale, string | null>
}

const words = { pt: pt.nav, en: en.nav } as Record<Locale, Record<string, string>>
const https = (value: string | null | undefined) => (value && /^https:\/\/\S+$/.test(value) ? value : null)

/**
 * The menu an older site showed, as entries of the editable menu: the spec's eight, with an https address it had set
 * leading outside (one language's address serves both when the other had none). Null when it set none: the default.
 */
export function menuFromAddresses(addresses: MenuAddresses): MenuRow[] | null {
  const rows = defaultEntries.map(([key, route]): MenuRow => {
    const set = key as keyof MenuAddresses['pt']
    const own = { pt: https(addresses.pt[set]), en: https(addresses.en[set]) }
    const label = { pt: words.pt[key], en: words.en[key] }
    if (!own.pt && !own.en) return { kind: 'route', route, label, url: { pt: null, en: null } }
    return { kind: 'external', route: null, label, url: { pt: own.pt ?? own.en, en: own.en ?? own.pt } }
  })
  return rows.some((row) => row.kind === 'external') ? rows : null
}
