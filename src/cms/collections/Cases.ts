import type { CollectionConfig } from 'payload'
import { draftContentAccess, hiddenUnless } from '../access'
import { orderField } from '../fields/order'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { documentPublishing, localeStatusField } from '../publishing'

const publishing = documentPublishing('cases')

export const Cases: CollectionConfig = {
  slug: 'cases',
  labels: { singular: { pt: 'Case', en: 'Case' }, plural: { pt: 'Cases', en: 'Cases' } },
  access: draftContentAccess,
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    preview: publishing.preview,
    components: publishing.components,
    useAsTitle: 'title',
    defaultColumns: ['title', 'client', 'year', 'featured', '_status'],
    group: { pt: 'Conteúdo', en: 'Content' },
  },
  defaultSort: '-year',
  versions: publishing.versions,
  hooks: publishing.hooks,
  endpoints: publishing.endpoints,
  fields: publishing.fields([
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    localeStatusField,
    { name: 'client', type: 'relationship', relationTo: 'clients' },
    { name: 'services', type: 'relationship', relationTo: 'services', hasMany: true },
    { name: 'year', type: 'number', min: 1990, max: 2100, required: true, index: true },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'gallery',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text', localized: true },
      ],
    },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'credits',
      type: 'array',
      fields: [
        { name: 'role', type: 'text', localized: true, required: true },
        { name: 'name', type: 'text', required: true },
      ],
    },
    { name: 'featured', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    orderField,
    seoField,
  ]),
}
