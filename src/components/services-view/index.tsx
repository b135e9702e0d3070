import { getTranslations } from 'next-intl/server'
import { Arrow } from '@/components/ui/icon'
import type { Service } from '@/payload-types'
import { CaseCard, caseServices } from '@/components/case-card'
import { PageHeader } from '@/components/page-header'
import { Grid } from '@/components/ui/grid'
import { Link } from '@/components/ui/link'
import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import type { Locale } from '@/config/site'
import { listCases } from '@/content/cases'
import { listServices } from '@/content/services'
import { editable, editableNodes } from '@/features/click-to-edit'
import { JsonLd } from '@/features/seo/json-ld'
import { breadcrumbs } from '@/features/seo/structured-data'
import { paths } from '@/lib/paths'
import styles from './services-view.module.css'

export async function ServicesOverview({ locale }: { locale: Locale }) {
  const [t, services] = await Promise.all([getTranslations('services'), listServices(locale)])
  return (
    <ul className={`container ${styles.list}`}>
      {services.map((s, i) => (
        <li key={s.id} className={styles.item}>
          <MediaImage
            media={s.cover ?? s.icon}
            sizes="(min-width: 960px) 40vw, 100vw"
            aspect="16 / 10"
            className={styles.media}
            priority={i === 0}
            frameProps={editable(s, s.cover ? 'cover' : 'icon')}
          />
          <div>
            <span className={styles.index}>{String(i + 1).padStart(2, '0')}</span>
            <h2 {...editable(s, 'title')}>
              <Link href={paths.service(locale, s.slug ?? '')}>{s.title}</Link>
            </h2>
            {s.summary && (
              <p className="muted" {...editable(s, 'summary')}>
                {s.summary}
              </p>
            )}
            {/* A second way in for the pointer (hidden from assistive technology, which has the heading's
                link). It names the service: "Learn more" alone is the text search engines and
                Lighthouse's SEO audit count as undescriptive. */}
            <Link href={paths.service(locale, s.slug ?? '')} className={styles.more} aria-hidden="true" tabIndex={-1}>
              {t('more')}
              <span className="visually-hidden">: {s.title}</span> <Arrow to="right" />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  )
}

export async function ServiceDetail({ service, locale }: { service: Service; locale: Locale }) {
  const [t, cases] = await Promise.all([getTranslations('services'), listCases(locale)])
  const using = cases.filter((c) => caseServices(c).some((s) => s.id === service.id))
  return (
    <article>
      <JsonLd
        data={breadcrumbs(locale, [
          { name: t('title'), path: paths.services(locale) },
          { name: service.title, path: paths.service(locale, service.slug ?? '') },
        ])}
      />
      <PageHeader
        eyebrow={t('title')}
        title={service.title}
        lead={service.summary}
        titleProps={editable(service, 'title')}
        leadProps={editable(service, 'summary')}
      />
      <div className={`container ${styles.body}`}>
        <RichText data={service.body} nodeProps={editableNodes(service, 'body')} />
      </div>
      {using.length > 0 && (
        <section className={`container ${styles.cases}`} aria-labelledby="service-cases">
          <h2 id="service-cases">{t('casesUsing')}</h2>
          <Grid>
            {using.map((c) => (
              <li key={c.id}>
                <CaseCard item={c} sizes="(min-width: 1280px) 30vw, (min-width: 600px) 45vw, 90vw" />
              </li>
            ))}
          </Grid>
        </section>
      )}
    </article>
  )
}
