import { getTranslations } from 'next-intl/server'
import { VideoEmbed } from '@/components/ui/video-embed'
import { videoEmbedUrl } from '@/lib/video-embed'
import type { BlockProps } from '.'
import styles from './blocks.module.css'

/** A YouTube or Vimeo video (the only hosts allowed), loaded only when the visitor plays it. */
export async function Embed({ block, page }: BlockProps<'embed'>) {
  const src = videoEmbedUrl(block.videoUrl ?? '')
  if (!src) return null
  const t = await getTranslations('media')
  return (
    <div className={`container reveal ${styles.section}`}>
      <VideoEmbed src={src} title={block.title || page.title || ''} playLabel={t('playVideo')} />
    </div>
  )
}
