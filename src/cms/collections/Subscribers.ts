import type { CollectionConfig } from 'payload'
import { authenticated, isAdmin, nobody } from '../access'

/**
 * Newsletter sign-ups. Never public: visitors reach it only through the
 * newsletter endpoint (server code with overrideAccess), never through /api.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: { pt: 'Assinante', en: 'Subscriber' }, plural: { pt: 'Assinantes', en: 'Subscribers' } },
  access: { read: authenticated, create: nobody, update: isAdmin, delete: isAdmin },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'surname', 'status', 'locale', 'createdAt'],
    group: { pt: 'Contatos', en: 'Contacts' },
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'surname', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'locale', type: 'select', options: ['pt', 'en'], defaultValue: 'pt', index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: { pt: 'Pendente', en: 'Pending' }, value: 'pending' },
        { label: { pt: 'Confirmado', en: 'Confirmed' }, value: 'confirmed' },
        { label: { pt: 'Descadastrado', en: 'Unsubscribed' }, value: 'unsubscribed' },
      ],
    },
    { name: 'consentAt', type: 'date' },
    { name: 'policyVersion', type: 'text' },
    { name: 'sourcePage', type: 'text' },
  ],
}
