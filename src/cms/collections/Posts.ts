import type { CollectionConfig } from 'payload'
import { draftContentAccess, hiddenUnless } from '../access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { documentPublishing, localeStatusField } from '../publishing'

const publishing = documentPublishing('posts')

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: { pt: 'Artigo', en: 'Article' }, plural: { pt: 'Artigos', en: 'Articles' } },
  access: draftContentAccess,
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    preview: publishing.preview,
    components: publishing.components,
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'publishedDate', '_status'],
    group: { pt: 'Conteúdo', en: 'Content' },
  },
  defaultSort: '-publishedDate',
  versions: publishing.versions,
  hooks: publishing.hooks,
  endpoints: publishing.endpoints,
  fields: publishing.fields([
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    localeStatusField,
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
  ]),
}
