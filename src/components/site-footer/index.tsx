import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/ui/link'
import { menuItems } from '@/features/menu/items'
import { NavLink } from '@/components/site-header/nav-link'
import { LocaleSwitcher } from '@/features/locale-switcher'
import { Newsletter, NewsletterIntro } from '@/features/newsletter'
import type { Alternates } from '@/lib/alternates'
import { paths, type RouteLocale } from '@/lib/paths'
import type { SiteSetting } from '@/payload-types'
import styles from './site-footer.module.css'

type Props = {
  locale: RouteLocale
  settings: SiteSetting
  alternates: Alternates
  /** False on the home page, whose own newsletter section already has the form. */
  newsletter: boolean
}

export async function SiteFooter({ locale, settings, alternates, newsletter }: Props) {
  const t = await getTranslations('footer')
  const tLegal = await getTranslations('legal')
  const tNav = await getTranslations('nav')
  const tLocale = await getTranslations('locale')
  const org = settings.organization
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer}>
      {newsletter && (
        <section className={`container ${styles.newsletter}`} aria-labelledby="footer-newsletter-title">
          <div className={styles.pitch}>
            <NewsletterIntro headingId="footer-newsletter-title" className={styles.newsletterTitle} />
          </div>
          <Newsletter source="footer" page={alternates[locale]} />
        </section>
      )}
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.name}>{settings.studioName}</p>
          {settings.statement && <p className="muted">{settings.statement}</p>}
          <LocaleSwitcher
            locale={locale}
            alternates={alternates}
            labels={{ switch: tLocale('switch'), switchLabel: tLocale('switchLabel') }}
          />
        </div>
        <nav aria-label={t('nav')}>
          <ul className={styles.list}>
            {menuItems(locale, settings.menu).map((item) => (
              <li key={item.key}>
                <NavLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('contact')}</h2>
          <address className={styles.address}>
            {org?.email && <a href={`mailto:${org.email}`}>{org.email}</a>}
            {org?.phone && <a href={`tel:${org.phone.replace(/[^+\d]/g, '')}`}>{org.phone}</a>}
            {org?.address?.street && (
              <span>
                {org.address.street}
                <br />
                {[org.address.city, org.address.region].filter(Boolean).join(', ')}
              </span>
            )}
          </address>
        </div>
        <div>
          <h2 className={styles.heading}>{t('social')}</h2>
          <ul className={styles.list}>
            {(settings.social ?? []).map((s) => (
              <li key={s.id ?? s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.label}
                  <span className="visually-hidden"> {tNav('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        {/* The sentence ends the name with a period: "Ltda." must not become "Ltda.." */}
        <p>{t('rights', { year, name: (org?.legalName || settings.studioName).replace(/\.+$/, '') })}</p>
        <ul className={styles.legal} aria-label={t('legal')}>
          <li>
            <Link href={paths.privacy()}>{tLegal('privacy')}</Link>
          </li>
          <li>
            <Link href={paths.terms()}>{tLegal('terms')}</Link>
          </li>
        </ul>
      </div>
    </footer>
  )
}
