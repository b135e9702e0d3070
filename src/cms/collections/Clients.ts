import type { CollectionConfig } from 'payload'
import { hiddenUnless, publicContentAccess } from '../access'
import { label } from '@/lib/admin-labels'
import { orderField } from '../fields/order'
import { requiredInDefaultLocale } from '../fields/validate'
import { revalidateCollection } from '../hooks/revalidate'

export const Clients: CollectionConfig = {
  slug: 'clients',
  labels: { singular: { pt: 'Cliente', en: 'Client' }, plural: { pt: 'Clientes', en: 'Clients' } },
  access: publicContentAccess,
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'url', 'order'],
    group: { pt: 'Estúdio', en: 'Studio' },
  },
  defaultSort: 'order',
  hooks: revalidateCollection('clients'),
  fields: [
    // Localized, but only Portuguese is required: English falls back to it.
    { name: 'name', type: 'text', localized: true, validate: requiredInDefaultLocale, label: label.name },
    { name: 'logo', type: 'upload', relationTo: 'media', label: { pt: 'Logo', en: 'Logo' } },
    { name: 'url', type: 'text', label: label.link },
    orderField,
  ],
}
