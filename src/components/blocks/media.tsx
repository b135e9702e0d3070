import { getTranslations } from 'next-intl/server'
import { MediaImage } from '@/components/ui/media-image'
import { VideoEmbed } from '@/components/ui/video-embed'
import type { Media } from '@/payload-types'
import { videoEmbedUrl } from '@/lib/video-embed'
import type { BlockProps } from '.'
import { field } from './shared'
import styles from './blocks.module.css'

/** One image, a gallery (more than one) or a video, with its caption. */
export async function MediaBlock({ block, page, index }: BlockProps<'media'>) {
  const images = (block.images ?? []).filter((m): m is Media => typeof m === 'object' && m !== null)
  const video = block.videoUrl ? videoEmbedUrl(block.videoUrl) : null
  const t = await getTranslations('media')
  if (!video && !images.length) return null
  return (
    <figure className={`container reveal ${styles.section}`}>
      {video ? (
        <VideoEmbed src={video} title={block.caption ?? page.title ?? ''} playLabel={t('playVideo')} />
      ) : images.length === 1 ? (
        <MediaImage media={images[0]} sizes="(min-width: 1440px) 1360px, 94vw" className={styles.rounded} />
      ) : (
        <ul className={styles.gallery}>
          {images.map((image) => (
            <li key={image.id}>
              <MediaImage
                media={image}
                sizes="(min-width: 960px) 45vw, 94vw"
                aspect="4 / 3"
                className={styles.rounded}
              />
            </li>
          ))}
        </ul>
      )}
      {block.caption && (
        <figcaption className="muted" {...field(page, index, 'caption')}>
          {block.caption}
        </figcaption>
      )}
    </figure>
  )
}
