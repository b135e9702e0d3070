import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, authenticated } from '../access'
import { revalidateCollection } from '../hooks/revalidate'

/** Uploaded images live in data/media (ignored by git), beside the database. */
export const mediaDir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.MEDIA_DIR || 'data/media')

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  admin: { useAsTitle: 'alt', group: { pt: 'Conteúdo', en: 'Content' } },
  hooks: revalidateCollection('media'),
  upload: {
    staticDir: mediaDir,
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumb', width: 480 },
      { name: 'card', width: 960 },
      { name: 'wide', width: 1920 },
      // The share image of spec §1.
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, required: true },
    { name: 'caption', type: 'text', localized: true },
    // Dominant colour for the placeholder while the image loads.
    { name: 'color', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
  ],
}
