import { draftMode } from 'next/headers'
import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import type { Media } from '@/payload-types'
import styles from './media-image.module.css'

type Props = {
  media: Media | number | null | undefined
  /** How wide the image shows at each viewport (the `sizes` attribute) … */
  sizes?: string
  /**
   * … or, for an image shown at one width whatever the viewport (a client's logo), that width in
   * CSS pixels: the srcSet then names two files (1x, 2x) instead of one per configured width, which
   * on home was 15 URLs per logo in the HTML and again in the RSC payload.
   */
  fixedWidth?: number
  priority?: boolean
  className?: string
  /** Crop to this aspect ratio (CSS value, e.g. "16 / 9"); otherwise the image's own. */
  aspect?: string
  /** Attributes of the frame (a preview's click-to-edit mark). */
  frameProps?: Record<string, string | undefined>
}

/**
 * An uploaded image: real width/height (no layout shift), AVIF/WebP through /_next/image at the
 * sizes the layout asks for, and the image's dominant colour as a placeholder while it loads.
 * A plain <img> rendered on the server from next/image's props (getImageProps), not the next/image
 * component: that one is a client component, so every image would ship and hydrate code for
 * nothing an <img> cannot do itself. A priority image (above the fold) is preloaded at high
 * priority, as next/image does.
 */
export async function MediaImage({ media, sizes, fixedWidth, priority, className, aspect, frameProps }: Props) {
  if (!media || typeof media === 'number' || !media.url) return null
  // A preview may show images no published page uses yet, which the optimizer never gets (cms/collections/Media.ts):
  // the editor's browser loads the upload itself, with the editor's session.
  const preview = (await draftMode()).isEnabled
  const width = media.width ?? 1600
  const height = media.height ?? 900
  // next/image gives 1x/2x candidates for an image with a width and no `sizes`.
  const shown = fixedWidth
    ? { width: fixedWidth, height: Math.round((fixedWidth * height) / width) }
    : { width, height, sizes }
  const { props } = getImageProps({
    src: media.url,
    alt: media.alt ?? '',
    ...shown,
    className: styles.image,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    unoptimized: preview,
  })
  if (priority && props.srcSet)
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  return (
    <span
      {...frameProps}
      className={`${styles.frame} ${className ?? ''}`}
      style={{ backgroundColor: media.color ?? undefined, aspectRatio: aspect ?? `${width} / ${height}` }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, see above */}
      <img {...props} alt={props.alt} />
    </span>
  )
}
