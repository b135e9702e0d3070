import type { CollectionConfig } from 'payload'
import { hiddenUnless, publicContentAccess } from '../access'
import { label } from '@/lib/admin-labels'
import { orderField } from '../fields/order'
import { requiredInDefaultLocale } from '../fields/validate'
import { revalidateCollection } from '../hooks/revalidate'

export const Employees: CollectionConfig = {
  slug: 'employees',
  labels: { singular: { pt: 'Pessoa', en: 'Team member' }, plural: { pt: 'Equipe', en: 'Team' } },
  access: publicContentAccess,
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'order'],
    group: { pt: 'Estúdio', en: 'Studio' },
  },
  defaultSort: 'order',
  hooks: revalidateCollection('employees'),
  fields: [
    // Localized, but only Portuguese is required: English falls back to it.
    { name: 'name', type: 'text', localized: true, validate: requiredInDefaultLocale, label: label.name },
    { name: 'role', type: 'text', localized: true, required: true, label: label.role },
    { name: 'photo', type: 'upload', relationTo: 'media', label: { pt: 'Foto', en: 'Photo' } },
    orderField,
  ],
}
