import type { CollectionConfig } from 'payload'
import { hiddenUnless, publicContentAccess } from '../access'
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
    { name: 'name', type: 'text', localized: true, validate: requiredInDefaultLocale },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'url', type: 'text' },
    orderField,
  ],
}
