import { getTranslations } from 'next-intl/server'
import type { Post } from '@/payload-types'
import { Link } from '@/components/ui/link'
import { MediaImage } from '@/components/ui/media-image'
import { editable } from '@/features/click-to-edit'
import { formatDate, isoDate } from '@/lib/dates'
import { richTextToPlain } from '@/lib/lexical-text'
import { paths, type RouteLocale } from '@/lib/paths'
import { readingMinutes } from '@/lib/reading-time'
import card from '@/components/ui/card/card.module.css'
import styles from './post-card.module.css'

/** `priority` for a card whose image may be the first screen's largest paint (eager, preloaded). */
export async function PostCard({
  post,
  locale,
  headingLevel = 'h3',
  priority,
}: {
  post: Post
  locale: RouteLocale
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
}) {
  const t = await getTranslations('posts')
  const Heading = headingLevel
  return (
    <article className={card.card}>
      <Link href={paths.post(post.slug ?? '')} className={card.link}>
        <MediaImage
          media={post.cover}
          sizes="(min-width: 1280px) 30vw, (min-width: 600px) 45vw, 100vw"
          aspect="16 / 10"
          className={card.media}
          priority={priority}
          frameProps={editable(post, 'cover')}
        />
        <Heading className={`${card.title} ${styles.title}`} {...editable(post, 'title')}>
          {post.title}
        </Heading>
      </Link>
      <p className={card.meta}>
        <time dateTime={isoDate(post.publishedDate)}>{formatDate(post.publishedDate, locale)}</time>
        <span>{t('readingTime', { minutes: readingMinutes(richTextToPlain(post.body as never)) })}</span>
      </p>
      {post.excerpt && (
        <p className={styles.excerpt} {...editable(post, 'excerpt')}>
          {post.excerpt}
        </p>
      )}
      {post.tags && post.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
    </article>
  )
}
