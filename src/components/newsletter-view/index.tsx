import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/page-header'
import { RichText } from '@/components/ui/rich-text'
import type { Locale } from '@/config/site'
import type { SentIssue } from '@/content/newsletter'
import { whatsNewOf } from '@/features/newsletter/issues/email'
import { formatDate, isoDate } from '@/lib/dates'
import { localizePath, paths } from '@/lib/paths'
import styles from './newsletter-view.module.css'

/** The archive: every issue sent, newest first, each with its date and preheader. */
export async function NewsletterArchive({ sent, locale }: { sent: SentIssue[]; locale: Locale }) {
  const t = await getTranslations('newsletterArchive')
  return (
    <>
      <PageHeader eyebrow={t('count', { count: sent.length })} title={t('title')} lead={t('intro')} />
      <div className={`container ${styles.list}`}>
        {sent.length === 0 ? (
          <p>
            {t('empty')} <Link href={`${localizePath(locale, paths.home())}#newsletter`}>{t('signUp')}</Link>
          </p>
        ) : (
          <ol>
            {sent.map(({ issue, sentAt }) => (
              <li key={issue.id}>
                <time dateTime={isoDate(sentAt)}>{formatDate(sentAt, locale)}</time>
                <h2>
                  <Link href={localizePath(locale, paths.newsletter(issue.slug ?? ''))}>{issue.subject}</Link>
                </h2>
                {issue.preheader && <p>{issue.preheader}</p>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  )
}

/** One issue's web version: what its readers got, in the site's design. */
export async function NewsletterIssueView({ sent, locale }: { sent: SentIssue; locale: Locale }) {
  const t = await getTranslations('newsletterArchive')
  const { issue, sentAt } = sent
  const listed = whatsNewOf(issue, locale, { absoluteLinks: false })
  return (
    <article>
      <PageHeader eyebrow={t('title')} title={issue.subject} lead={issue.preheader}>
        <p className={styles.meta}>
          <time dateTime={isoDate(sentAt)}>{t('sentOn', { date: formatDate(sentAt, locale) })}</time>
        </p>
      </PageHeader>
      <div className={`container ${styles.body}`}>
        <RichText data={issue.body} />
        {listed.length > 0 && (
          <section className={styles.whatsNew} aria-labelledby="whats-new">
            <h2 id="whats-new">{t('whatsNew')}</h2>
            <ul>
              {listed.map((item) => (
                <li key={item.href}>
                  <Link href={item.href}>{item.title}</Link>
                  {item.line && <p>{item.line}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className={styles.more}>
          <Link href={localizePath(locale, paths.newsletter())}>{t('archive')}</Link>
          <Link href={`${localizePath(locale, paths.home())}#newsletter`}>{t('signUp')}</Link>
        </p>
      </div>
    </article>
  )
}
