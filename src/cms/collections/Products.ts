import type { CollectionConfig } from 'payload'
import { hiddenUnless, publicContentAccess } from '../access'
import { label } from '@/lib/admin-labels'
import { orderField } from '../fields/order'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'

/** The studio's own products and games. */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: { pt: 'Produto', en: 'Product' }, plural: { pt: 'Produtos e jogos', en: 'Products and games' } },
  access: publicContentAccess,
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'url', 'order'],
    group: { pt: 'Estúdio', en: 'Studio' },
  },
  defaultSort: 'order',
  hooks: revalidateCollection('products'),
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, label: label.name },
    slugField('name'),
    { name: 'summary', type: 'textarea', localized: true, label: label.summary },
    { name: 'cover', type: 'upload', relationTo: 'media', label: label.cover },
    { name: 'url', type: 'text', label: label.link },
    orderField,
  ],
}
