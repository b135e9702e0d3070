import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/ui/link'
import { LocaleSwitcher } from '@/features/locale-switcher'
import type { Alternates } from '@/lib/alternates'
import type { RouteLocale } from '@/lib/paths'
import { menuItems } from '@/features/menu/items'
import { MenuToggle } from './menu-toggle'
import { NavLink } from './nav-link'
import styles from './site-header.module.css'

type Props = {
  locale: RouteLocale
  studioName: string
  menu: Parameters<typeof menuItems>[1]
  alternates: Alternates
}

export async function SiteHeader({ locale, studioName, menu, alternates }: Props) {
  const t = await getTranslations('nav')
  const tLocale = await getTranslations('locale')
  const items = menuItems(locale, menu)
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={`${studioName} — ${t('home')}`}>
          <span className={styles.mark} aria-hidden="true" />
          <span>{studioName}</span>
        </Link>
        <MenuToggle openLabel={t('open')} closeLabel={t('close')}>
          <nav aria-label={t('label')} className={styles.nav}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.key}>
                  <NavLink item={item} className={styles.link} />
                </li>
              ))}
            </ul>
            <LocaleSwitcher
              locale={locale}
              alternates={alternates}
              labels={{ switch: tLocale('switch'), switchLabel: tLocale('switchLabel') }}
            />
          </nav>
        </MenuToggle>
      </div>
    </header>
  )
}
