import { getTranslations } from 'next-intl/server'
import { MediaImage } from '@/components/ui/media-image'
import { VideoEmbed } from '@/components/ui/video-embed'
import { videoEmbedUrl } from '@/lib/video-embed'
import type { BlockProps } from '.'
import { ActionLink, field } from './shared'
import styles from './blocks.module.css'

/** The page's opening: its one h1, a line of text, an image or a video, two actions. */
export async function Hero({ block, page, index }: BlockProps<'hero'>) {
  const video = block.videoUrl ? videoEmbedUrl(block.videoUrl) : null
  const t = await getTranslations('media')
  return (
    <section className={`container ${styles.hero}`} aria-labelledby={`block-${index}-title`} data-motion>
      <h1 id={`block-${index}-title`} className={styles.statement} {...field(page, index, 'title')}>
        {block.title}
      </h1>
      {block.text && (
        <p className={styles.lead} {...field(page, index, 'text')}>
          {block.text}
        </p>
      )}
      {(block.primary?.label || block.secondary?.label) && (
        <div className={styles.actions}>
          <ActionLink action={block.primary} primary />
          <ActionLink action={block.secondary} />
        </div>
      )}
      {video ? (
        <div className={styles.wide}>
          <VideoEmbed src={video} title={block.title} playLabel={t('playVideo')} />
        </div>
      ) : (
        block.image &&
        typeof block.image === 'object' && (
          <MediaImage media={block.image} sizes="(min-width: 1440px) 1360px, 94vw" priority className={styles.wide} />
        )
      )}
    </section>
  )
}
