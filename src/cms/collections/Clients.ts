import type { CollectionConfig } from 'payload'
import { anyone, authenticated } from '../access'
import { orderField } from '../fields/order'
import { revalidateCollection } from '../hooks/revalidate'

export const Clients: CollectionConfig = {
  slug: 'clients',
  labels: { singular: { pt: 'Cliente', en: 'Client' }, plural: { pt: 'Clientes', en: 'Clients' } },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'url', 'order'], group: { pt: 'Estúdio', en: 'Studio' } },
  defaultSort: 'order',
  hooks: revalidateCollection('clients'),
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'url', type: 'text' },
    orderField,
  ],
}
