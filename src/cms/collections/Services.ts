import type { CollectionConfig } from 'payload'
import { draftContentAccess, hiddenUnless } from '../access'
import { orderField } from '../fields/order'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { label } from '@/lib/admin-labels'
import { documentPublishing, localeStatusField } from '../publishing'

const publishing = documentPublishing('services')

export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: { pt: 'Serviço', en: 'Service' }, plural: { pt: 'O que fazemos', en: 'What we do' } },
  access: draftContentAccess,
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    preview: publishing.preview,
    components: publishing.components,
    useAsTitle: 'title',
    defaultColumns: ['title', 'order', '_status'],
    group: { pt: 'Conteúdo', en: 'Content' },
  },
  defaultSort: 'order',
  versions: publishing.versions,
  hooks: publishing.hooks,
  endpoints: publishing.endpoints,
  fields: publishing.fields([
    { name: 'title', type: 'text', localized: true, required: true, label: label.title },
    slugField(),
    localeStatusField,
    { name: 'summary', type: 'textarea', localized: true, label: label.summary },
    { name: 'body', type: 'richText', localized: true, label: label.body },
    { name: 'icon', type: 'upload', relationTo: 'media', label: { pt: 'Ícone', en: 'Icon' } },
    { name: 'cover', type: 'upload', relationTo: 'media', label: label.cover },
    orderField,
    seoField,
  ]),
}
