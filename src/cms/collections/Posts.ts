import type { CollectionConfig } from 'payload'
import { draftContentAccess, hiddenUnless } from '../access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { dayAndTime, label } from '@/lib/admin-labels'
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
    { name: 'title', type: 'text', localized: true, required: true, label: label.title },
    slugField(),
    localeStatusField,
    { name: 'excerpt', type: 'textarea', localized: true, label: { pt: 'Chamada', en: 'Excerpt' } },
    { name: 'cover', type: 'upload', relationTo: 'media', label: label.cover },
    { name: 'body', type: 'richText', localized: true, label: label.body },
    { name: 'author', type: 'relationship', relationTo: 'employees', label: { pt: 'Autoria', en: 'Author' } },
    {
      name: 'publishedDate',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      label: { pt: 'Data de publicação', en: 'Publication date' },
      admin: { position: 'sidebar', date: dayAndTime },
    },
    { name: 'tags', type: 'text', hasMany: true, localized: true, label: { pt: 'Tags', en: 'Tags' } },
    seoField,
  ]),
}
