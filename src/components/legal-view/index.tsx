import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/page-header'
import { RichText } from '@/components/ui/rich-text'
import { formatDate, isoDate } from '@/lib/dates'
import { headings } from '@/lib/lexical-text'
import type { RouteLocale } from '@/lib/paths'
import { slugify } from '@/lib/slug'
import { editable, editableNodes } from '@/features/click-to-edit'
import styles from './legal-view.module.css'

type LegalText = { title: string; body?: unknown; updatedAt: string }

/** Privacy policy and terms (`which` group of the legal global): the text, its last update, a table of contents. */
export async function LegalView({
  legal,
  which,
  locale,
}: {
  legal: Record<'privacy' | 'terms', LegalText>
  which: 'privacy' | 'terms'
  locale: RouteLocale
}) {
  const t = await getTranslations('legal')
  const text = legal[which]
  const toc = headings(text.body as never)
  return (
    <article>
      <PageHeader title={text.title} titleProps={editable(legal, `${which}.title`)}>
        <p className="muted">
          {t.rich('lastUpdated', {
            date: formatDate(text.updatedAt, locale),
            time: (chunks) => <time dateTime={isoDate(text.updatedAt)}>{chunks}</time>,
          })}
        </p>
      </PageHeader>
      <div className={`container ${styles.layout}`}>
        {toc.length > 0 && (
          <nav className={styles.toc} aria-labelledby="toc-title">
            <h2 id="toc-title">{t('contents')}</h2>
            <ol>
              {toc.map((h) => (
                <li key={h}>
                  <a href={`#${slugify(h)}`}>{h}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <RichText data={text.body} nodeProps={editableNodes(legal, `${which}.body`)} />
      </div>
    </article>
  )
}
