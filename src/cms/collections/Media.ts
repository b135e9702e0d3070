import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { uploadImageTypes } from '@/lib/image-types'
import { hasRole, hiddenUnless, publicContentAccess } from '../access'
import { publicMediaFiles } from '../media-in-use'
import { nameUploadByType, refuseMisnamedFile } from '../hooks/image-upload'
import { label } from '@/lib/admin-labels'
import { revalidateCollection } from '../hooks/revalidate'
import { s3Configured } from '../storage'

/** Uploaded images live in data/media (ignored by git), beside the database. */
export const mediaDir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.MEDIA_DIR || 'data/media')

type FileHandler = NonNullable<
  NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>>['handlers']
>[number]

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * A file that is not in the media folder is a 404. Payload answers 500 for it ("missing on the
 * disk"), and `/_next/image` passes that on, so a made-up or deleted image URL was a server error.
 */
const missingFileIs404 = (async (_req, { params }) => {
  // With S3 storage (cms/storage.ts) the files are not here: the plugin's handler serves them.
  if (s3Configured()) return
  const file = path.resolve(mediaDir, params.filename)
  const exists =
    file.startsWith(mediaDir + path.sep) &&
    (await fs.stat(file).then(
      (s) => s.isFile(),
      () => false,
    ))
  if (!exists) return notFound()
  // Payload's types want a Response or nothing, not "maybe a Response": it then serves the file itself.
}) as FileHandler

/**
 * The public gets only the files of images that published pages use (media-in-use.ts): Next's image optimizer fetches
 * its sources anonymously, so nothing else is ever encoded for a visitor's request. Editors get every file (the admin,
 * previews, which show images unoptimized).
 */
const publicFilesOnly = (async (req, { params }) => {
  if (hasRole(req.user, 'admin', 'editor')) return
  if (!(await publicMediaFiles(req.payload)).has(params.filename)) return notFound()
}) as FileHandler

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { pt: 'Imagem', en: 'Image' }, plural: { pt: 'Imagens', en: 'Images' } },
  access: publicContentAccess,
  admin: { hidden: hiddenUnless('admin', 'editor'), useAsTitle: 'alt', group: { pt: 'Conteúdo', en: 'Content' } },
  hooks: {
    ...revalidateCollection('media'),
    // A stored file is named by its content's type (see the hooks); browsers never take an upload for a page.
    beforeOperation: [nameUploadByType],
    beforeValidate: [refuseMisnamedFile],
  },
  upload: {
    staticDir: mediaDir,
    mimeTypes: Object.keys(uploadImageTypes),
    focalPoint: true,
    imageSizes: [
      { name: 'thumb', width: 480 },
      { name: 'card', width: 960 },
      { name: 'wide', width: 1920 },
      // The share image of spec §1.
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
    adminThumbnail: 'thumb',
    handlers: [publicFilesOnly, missingFileIs404],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      label: { pt: 'Texto alternativo', en: 'Alternative text' },
      admin: {
        description: {
          pt: 'O que a imagem mostra, para quem não a vê (leitores de tela, buscadores).',
          en: 'What the image shows, for those who cannot see it (screen readers, search engines).',
        },
      },
    },
    { name: 'caption', type: 'text', localized: true, label: label.caption },
    // Dominant colour for the placeholder while the image loads.
    {
      name: 'color',
      type: 'text',
      label: { pt: 'Cor predominante', en: 'Dominant color' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          pt: 'Aparece no lugar da imagem enquanto ela carrega.',
          en: 'Shown in place of the image while it loads.',
        },
      },
    },
  ],
}
