import Image from 'next/image'
import type { Media } from '@/payload-types'
import styles from './media-image.module.css'

type Props = {
  media: Media | number | null | undefined
  sizes: string
  priority?: boolean
  className?: string
  /** Crop to this aspect ratio (CSS value, e.g. "16 / 9"); otherwise the image's own. */
  aspect?: string
}

/**
 * An uploaded image through next/image: real width/height (no layout shift),
 * AVIF/WebP at the sizes the layout asks for, and the image's dominant colour
 * as a placeholder while it loads.
 */
export function MediaImage({ media, sizes, priority, className, aspect }: Props) {
  if (!media || typeof media === 'number' || !media.url) return null
  const width = media.width ?? 1600
  const height = media.height ?? 900
  return (
    <span
      className={`${styles.frame} ${className ?? ''}`}
      style={{ backgroundColor: media.color ?? undefined, aspectRatio: aspect ?? `${width} / ${height}` }}
    >
      <Image
        src={media.url}
        alt={media.alt ?? ''}
        width={width}
        height={height}
        sizes={sizes}
        priority={priority}
        className={styles.image}
      />
    </span>
  )
}
