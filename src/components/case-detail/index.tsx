import { getTranslations } from 'next-intl/server'
import { Arrow } from '@/components/ui/icon'
import type { Case, Client } from '@/payload-types'
import { caseServices } from '@/components/case-card'
import { Link } from '@/components/ui/link'
import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import type { Locale } from '@/config/site'
import { listCases } from '@/content/cases'
import { editable, editableNodes } from '@/features/click-to-edit'
import { JsonLd } from '@/features/seo/json-ld'
import { breadcrumbs, caseData } from '@/features/seo/structured-data'
import { paths } from '@/lib/paths'
import styles from './case-detail.module.css'

export async function CaseDetail({ item, locale }: { item: Case; locale: Locale }) {
  const [t, all] = await Promise.all([getTranslations('cases'), listCases(locale)])
  const client = typeof item.client === 'object' ? (item.client as Client | null) : null
  const index = all.findIndex((c) => c.id === item.id)
  const previous = index > 0 ? all[index - 1] : all[all.length - 1]
  const next = index >= 0 && index < all.length - 1 ? all[index + 1] : all[0]
  const services = caseServices(item)
  const path = paths.case(item.slug ?? undefined)
  return (
    <article>
      <JsonLd data={caseData(item, locale, path)} />
      <JsonLd
        data={breadcrumbs(locale, [
          { name: t('title'), path: paths.cases() },
          { name: item.title, path },
        ])}
      />
      <header className={`container ${styles.header}`}>
        <p className="eyebrow">{t('title')}</p>
        <h1 className={styles.title} {...editable(item, 'title')}>
          {item.title}
        </h1>
        {item.summary && (
          <p className={styles.summary} {...editable(item, 'summary')}>
            {item.summary}
          </p>
        )}
      </header>
      <MediaImage
        media={item.cover}
        sizes="100vw"
        priority
        className={styles.cover}
        frameProps={editable(item, 'cover')}
      />
      <div className={`container ${styles.body}`}>
        <dl className={styles.facts}>
          {client?.name && (
            <div>
              <dt>{t('client')}</dt>
              <dd {...editable(item, 'client')}>{client.name}</dd>
            </div>
          )}
          <div>
            <dt>{t('year')}</dt>
            <dd>{item.year}</dd>
          </div>
          {services.length > 0 && (
            <div>
              <dt>{t('services')}</dt>
              <dd>
                <ul>
                  {services.map((s) => (
                    <li key={s.id}>
                      <Link href={paths.service(locale, s.slug ?? '')}>{s.title}</Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
        <RichText data={item.body} nodeProps={editableNodes(item, 'body')} />
      </div>
      {item.gallery && item.gallery.length > 0 && (
        <section className={`container ${styles.gallery}`} aria-label={t('gallery')}>
          {item.gallery.map((g, i) => (
            <figure key={g.id}>
              <MediaImage
                media={g.image}
                sizes="(min-width: 960px) 80vw, 100vw"
                className={styles.rounded}
                frameProps={editable(item, `gallery.${i}.image`)}
              />
              {g.caption && (
                <figcaption className="muted" {...editable(item, `gallery.${i}.caption`)}>
                  {g.caption}
                </figcaption>
              )}
            </figure>
          ))}
        </section>
      )}
      {item.credits && item.credits.length > 0 && (
        <section className={`container ${styles.credits}`} aria-labelledby="credits-title">
          <h2 id="credits-title">{t('credits')}</h2>
          <dl>
            {item.credits.map((c, i) => (
              <div key={c.id}>
                <dt {...editable(item, `credits.${i}.role`)}>{c.role}</dt>
                <dd {...editable(item, `credits.${i}.name`)}>{c.name}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {all.length > 1 && (
        <nav className={`container ${styles.pager}`} aria-label={t('title')}>
          <Link href={paths.case(previous.slug ?? '')} rel="prev">
            <span className="muted">
              <Arrow to="left" /> {t('previous')}
            </span>
            <strong>{previous.title}</strong>
          </Link>
          <Link href={paths.case(next.slug ?? '')} rel="next" className={styles.next}>
            <span className="muted">
              {t('next')} <Arrow to="right" />
            </span>
            <strong>{next.title}</strong>
          </Link>
        </nav>
      )}
    </article>
  )
}
