import { getTranslations } from 'next-intl/server'
import type { PaginatedDocs } from 'payload'
import { Arrow } from '@/components/ui/icon'
import type { Post } from '@/payload-types'
import { PostCard } from '@/components/post-card'
import { Grid } from '@/components/ui/grid'
import { Link } from '@/components/ui/link'
import type { RouteLocale } from '@/lib/paths'
import { postsPageHref } from '@/lib/posts-page-url'
import styles from './posts-list.module.css'

/** A page of articles with real pagination links (?page=N). */
export async function PostsList({ result, locale }: { result: PaginatedDocs<Post>; locale: RouteLocale }) {
  const t = await getTranslations('posts')
  // The first card with a cover is the phone's largest paint; lazy loading it delayed LCP.
  const lead = result.docs.findIndex((p) => p.cover)
  return (
    <div className="container">
      <Grid>
        {result.docs.map((p, i) => (
          <li key={p.id}>
            <PostCard post={p} locale={locale} headingLevel="h2" priority={i === lead} />
          </li>
        ))}
      </Grid>
      {result.totalPages > 1 && (
        <nav className={styles.pagination} aria-label={t('pagination')}>
          {result.hasPrevPage && result.prevPage ? (
            <Link href={postsPageHref(result.prevPage)} rel="prev">
              <Arrow to="left" /> {t('previousPage')}
            </Link>
          ) : (
            <span />
          )}
          <span className="muted" aria-current="page">
            {t('pageOf', { page: result.page ?? 1, total: result.totalPages })}
          </span>
          {result.hasNextPage && result.nextPage ? (
            <Link href={postsPageHref(result.nextPage)} rel="next">
              {t('nextPage')} <Arrow to="right" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  )
}
