import { getTranslations } from 'next-intl/server'
import type { Employee, Post } from '@/payload-types'
import { PostCard } from '@/components/post-card'
import { Grid } from '@/components/ui/grid'
import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import type { Locale } from '@/config/site'
import { listPosts } from '@/content/posts'
import { editable, editableNodes } from '@/features/click-to-edit'
import { JsonLd } from '@/features/seo/json-ld'
import { articleData, breadcrumbs } from '@/features/seo/structured-data'
import { formatDate, isoDate } from '@/lib/dates'
import { richTextToPlain } from '@/lib/lexical-text'
import { paths } from '@/lib/paths'
import { readingMinutes } from '@/lib/reading-time'
import styles from './post-detail.module.css'

/** Articles sharing most tags first, then the newest. */
function related(post: Post, candidates: Post[], count = 3): Post[] {
  const tags = new Set(post.tags ?? [])
  return candidates
    .filter((p) => p.id !== post.id)
    .map((p) => ({ p, score: (p.tags ?? []).filter((t) => tags.has(t)).length }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ p }) => p)
}

export async function PostDetail({ post, locale }: { post: Post; locale: Locale }) {
  const [t, recent] = await Promise.all([getTranslations('posts'), listPosts(locale, 1)])
  const author = typeof post.author === 'object' ? (post.author as Employee | null) : null
  const minutes = readingMinutes(richTextToPlain(post.body as never))
  const more = related(post, recent.docs)
  const path = paths.post(post.slug ?? '')
  return (
    <article>
      <JsonLd data={articleData(post, locale, path)} />
      <JsonLd
        data={breadcrumbs(locale, [
          { name: t('title'), path: paths.posts() },
          { name: post.title, path },
        ])}
      />
      <header className={`container ${styles.header}`}>
        <p className="eyebrow">{t('title')}</p>
        <h1 className={styles.title} {...editable(post, 'title')}>
          {post.title}
        </h1>
        {post.excerpt && (
          <p className={styles.lead} {...editable(post, 'excerpt')}>
            {post.excerpt}
          </p>
        )}
        <p className={styles.meta}>
          {author?.name && <span>{t('by', { name: author.name })}</span>}
          <time dateTime={isoDate(post.publishedDate)}>{formatDate(post.publishedDate, locale)}</time>
          <span>{t('readingTime', { minutes })}</span>
        </p>
      </header>
      <div className="container">
        <MediaImage
          media={post.cover}
          sizes="(min-width: 1680px) 1600px, 100vw"
          priority
          className={styles.cover}
          frameProps={editable(post, 'cover')}
        />
      </div>
      <div className={`container ${styles.body}`}>
        <RichText data={post.body} nodeProps={editableNodes(post, 'body')} />
        {post.tags && post.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('tags')}>
            {post.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        )}
      </div>
      {more.length > 0 && (
        <section className={`container ${styles.related}`} aria-labelledby="related-title">
          <h2 id="related-title">{t('related')}</h2>
          <Grid>
            {more.map((p) => (
              <li key={p.id}>
                <PostCard post={p} locale={locale} />
              </li>
            ))}
          </Grid>
        </section>
      )}
    </article>
  )
}
