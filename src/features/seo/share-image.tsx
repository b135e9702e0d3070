import fs from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import { getTranslations } from 'next-intl/server'
import type { Media } from '@/payload-types'
import { site, type Locale } from '@/config/site'

const { width, height } = site.shareImage

/** An uploaded image as a data URL (the server cannot fetch itself at build time). */
async function mediaDataUrl(media: Media | number | null | undefined): Promise<string | null> {
  if (!media || typeof media !== 'object') return null
  const file = media.sizes?.og?.filename ?? media.filename
  if (!file) return null
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.MEDIA_DIR || 'data/media')
  try {
    const data = await fs.readFile(path.join(dir, file))
    const type = media.sizes?.og?.filename
      ? (media.sizes.og.mimeType ?? 'image/jpeg')
      : (media.mimeType ?? 'image/jpeg')
    return `data:${type};base64,${data.toString('base64')}`
  } catch {
    return null
  }
}

/**
 * The 1200×630 share image of a page in the brand style: the page's cover (or
 * the site's share image) under a dark veil, its title large, the studio name and
 * the green mark.
 */
export async function shareImage({
  title,
  eyebrow,
  studio,
  cover,
}: {
  title: string
  eyebrow?: string
  studio: string
  cover?: Media | number | null
}) {
  const background = await mediaDataUrl(cover)
  return new ImageResponse(
    <div
      style={{
        width,
        height,
        display: 'flex',
        position: 'relative',
        background: site.colors.background,
        color: '#f2f5f3',
        fontFamily: 'Geist',
      }}
    >
      {background && (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={background}
          alt=""
          width={width}
          height={height}
          style={{ position: 'absolute', inset: 0, objectFit: 'cover', opacity: 0.55 }}
        />
      )}
      <div
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          background: 'linear-gradient(90deg, rgba(11,13,12,0.95) 0%, rgba(11,13,12,0.6) 60%, rgba(11,13,12,0.2) 100%)',
        }}
      />
      <div
        style={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 72,
          width: '100%',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 18, fontSize: 34 }}>
          <div style={{ width: 26, height: 26, borderRadius: 13, background: site.colors.primary }} />
          {studio}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
          {eyebrow && (
            <div style={{ fontSize: 28, color: site.colors.primary, letterSpacing: 4, textTransform: 'uppercase' }}>
              {eyebrow}
            </div>
          )}
          <div style={{ fontSize: title.length > 60 ? 56 : 72, lineHeight: 1.05, maxWidth: 980, letterSpacing: -1.5 }}>
            {title}
          </div>
        </div>
      </div>
    </div>,
    { width, height },
  )
}

export type ShareKind = 'case' | 'post' | 'service' | 'page'

// A page's image has no section name above its title.
const namespaces = { case: 'cases', post: 'posts', service: 'services', page: null } as const

/**
 * The share image of a document's page: its title under its section's name, on its share image, cover or the site's.
 * The published page's (app/og) and the admin's preview of a draft (app/(frontend)/next/share-preview) are this one.
 */
export async function documentShareImage(
  kind: ShareKind,
  locale: Locale,
  doc: { title: string; cover?: Media | number | null; seo?: { image?: Media | number | null } | null },
  settings: { studioName: string; seo?: { shareImage?: Media | number | null } | null },
) {
  const namespace = namespaces[kind]
  return shareImage({
    title: doc.title,
    eyebrow: namespace ? (await getTranslations({ locale, namespace }))('title') : undefined,
    studio: settings.studioName,
    cover: doc.seo?.image ?? doc.cover ?? settings.seo?.shareImage,
  })
}
