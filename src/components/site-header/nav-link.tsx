import { getTranslations } from 'next-intl/server'
import { Arrow } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
import type { MenuItem } from '@/features/menu/items'

/** A menu entry: internal targets keep the locale; external ones open safely in a new tab. */
export async function NavLink({ item, className }: { item: MenuItem; className?: string }) {
  const t = await getTranslations('nav')
  if (item.external) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label ?? t(item.key)}
        <span className="visually-hidden"> {t('newTab')}</span>
        <Arrow to="up-right" />
      </a>
    )
  }
  return (
    <Link className={className} href={item.href}>
      {item.label ?? t(item.key)}
    </Link>
  )
}
