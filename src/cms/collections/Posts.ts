import type { CollectionConfig } from 'payload'
import { authenticated, publishedOrAuthenticated } from '../access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: { pt: 'Artigo', en: 'Article' }, plural: { pt: 'Artigos', en: 'Articles' } },
  access: { read: publishedOrAuthenticated, create: authenticated, update: authenticated, delete: authenticated },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'publishedDate', '_status'],
    group: { pt: 'Conteúdo', en: 'Content' },
  },
  defaultSort: '-publishedDate',
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: revalidateCollection('posts'),
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', localized: true },
    { name: 'author', type: 'relationship', relationTo: 'employees' },
    {
      name: 'publishedDate',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'tags', type: 'text', hasMany: true, localized: true },
    seoField,
  ],
}
