import type { CollectionConfig } from 'payload'
import { draftContentAccess, hiddenUnless } from '../access'
import { orderField } from '../fields/order'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { label } from '@/lib/admin-labels'
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
    { name: 'title', type: 'text', localized: true, required: true, label: label.title },
    slugField(),
    localeStatusField,
    { name: 'client', type: 'relationship', relationTo: 'clients', label: { pt: 'Cliente', en: 'Client' } },
    {
      name: 'services',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      label: { pt: 'Serviços', en: 'Services' },
    },
    {
      name: 'year',
      type: 'number',
      min: 1990,
      max: 2100,
      required: true,
      index: true,
      label: { pt: 'Ano', en: 'Year' },
    },
    { name: 'summary', type: 'textarea', localized: true, label: label.summary },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true, label: label.cover },
    {
      name: 'gallery',
      type: 'array',
      label: { pt: 'Galeria', en: 'Gallery' },
      labels: { singular: label.image, plural: { pt: 'Imagens', en: 'Images' } },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: label.image },
        { name: 'caption', type: 'text', localized: true, label: label.caption },
      ],
    },
    { name: 'body', type: 'richText', localized: true, label: label.body },
    {
      name: 'credits',
      type: 'array',
      label: { pt: 'Créditos', en: 'Credits' },
      labels: { singular: { pt: 'Crédito', en: 'Credit' }, plural: { pt: 'Créditos', en: 'Credits' } },
      fields: [
        { name: 'role', type: 'text', localized: true, required: true, label: label.role },
        { name: 'name', type: 'text', required: true, label: label.name },
      ],
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { pt: 'Destaque', en: 'Featured' },
      admin: { position: 'sidebar' },
    },
    orderField,
    seoField,
  ]),
}
