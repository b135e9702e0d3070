import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/config/site'
import { currentReader, fallbackFields, type PreviewSubject } from '@/content/preview'
import { blockWords } from '@/features/block-controls'
import { editLabels } from '@/features/click-to-edit'
import { LivePreviewListener } from './live-preview-listener'
import styles from './preview.module.css'

export type { PreviewSubject }

/**
 * The preview banner: rendered only when the request is a preview (draft mode and a
 * signed-in editor), so visitors get no markup and no script from it. It says what
 * the page is, names the fields shown in Portuguese for want of an English text, and
 * exits with a plain form post (no JavaScript). The Live Preview listener rides along.
 */
export async function PreviewBanner({
  locale,
  path,
  subjects = [],
}: {
  locale: Locale
  path: string
  subjects?: PreviewSubject[]
}) {
  const reader = await currentReader()
  if (!reader.draft) return null
  const [t, fallbacks, labels, blocks] = await Promise.all([
    getTranslations({ locale, namespace: 'preview' }),
    Promise.all(subjects.map((subject) => fallbackFields(reader, subject, locale))).then((lists) => lists.flat()),
    editLabels(locale),
    blockWords(locale),
  ])
  return (
    <aside
      className={styles.banner}
      aria-label={t('label')}
      data-preview-banner
      data-edit-locale={locale}
      data-edit-hint={t('editHint')}
      data-edit-paragraph={t('paragraph')}
      data-edit-labels={labels}
      data-block-words={blocks}
    >
      <div className={styles.text}>
        <p>
          <strong>{t('title')}</strong> {t('text')}
        </p>
        <p>{t('edit')}</p>
        {fallbacks.length > 0 && <p data-preview-fallback>{t('fallback', { fields: fallbacks.join(', ') })}</p>}
      </div>
      <form method="post" action="/next/exit-preview" className={styles.exit}>
        <input type="hidden" name="path" value={path} />
        <button type="submit">{t('exit')}</button>
      </form>
      <LivePreviewListener />
      {/* Click-to-edit's outline: a file of this origin (the CSP admits only known inline scripts). */}
      <script src="/next/click-to-edit.js" async />
    </aside>
  )
}
