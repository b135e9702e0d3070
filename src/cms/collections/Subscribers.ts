import type { CollectionConfig } from 'payload'
import { admins, hiddenUnless, nobody, subscriberReaders } from '../access'
import { exportSubscribersCsv } from '../endpoints/subscribers-export'
import { dayAndTime, label, localeOptions, type AdminText } from '@/lib/admin-labels'

const readOnlyDate = (name: string, fieldLabel: AdminText, description: AdminText) =>
  ({
    name,
    type: 'date',
    label: fieldLabel,
    admin: { readOnly: true, position: 'sidebar', description, date: dayAndTime },
  }) as const

/**
 * Newsletter sign-ups. Never public: visitors reach it only through the
 * newsletter endpoint (server code with overrideAccess), never through /api.
 * Admins and users with the "subscribers" role read and export it (other
 * editors do not see it at all); only admins change or delete it.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: { pt: 'Assinante', en: 'Subscriber' }, plural: { pt: 'Assinantes', en: 'Subscribers' } },
  access: { read: subscriberReaders, create: nobody, update: admins, delete: admins },
  admin: {
    hidden: hiddenUnless('admin', 'subscribers'),
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'surname', 'status', 'locale', 'lastIssue', 'createdAt'],
    listSearchableFields: ['email', 'name', 'surname'],
    group: { pt: 'Contatos', en: 'Contacts' },
    // "Export CSV" above the list, carrying the list's current filters (status, locale…).
    components: { beforeListTable: ['/features/newsletter/admin/export-button#ExportSubscribersButton'] },
  },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportSubscribersCsv }],
  fields: [
    { name: 'name', type: 'text', required: true, label: label.name },
    { name: 'surname', type: 'text', required: true, label: { pt: 'Sobrenome', en: 'Surname' } },
    { name: 'email', type: 'email', required: true, unique: true, index: true, label: label.email },
    { name: 'locale', type: 'select', options: localeOptions, defaultValue: 'pt', index: true, label: label.language },
    {
      name: 'status',
      type: 'select',
      label: label.status,
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: { pt: 'Pendente', en: 'Pending' }, value: 'pending' },
        { label: { pt: 'Confirmado', en: 'Confirmed' }, value: 'confirmed' },
        { label: { pt: 'Descadastrado', en: 'Unsubscribed' }, value: 'unsubscribed' },
      ],
    },
    {
      name: 'consentAt',
      type: 'date',
      label: label.consentAt,
      admin: { readOnly: true, date: dayAndTime },
    },
    {
      name: 'policyVersion',
      type: 'text',
      label: label.policyVersion,
      admin: {
        readOnly: true,
        description: { pt: 'Versão da política de privacidade aceita.', en: 'Privacy policy version agreed to.' },
      },
    },
    { name: 'sourcePage', type: 'text', label: label.sourcePage, admin: { readOnly: true } },
    readOnlyDate(
      'confirmationSentAt',
      { pt: 'Confirmação enviada em', en: 'Confirmation sent on' },
      {
        pt: 'Quando o e-mail de confirmação saiu (vazio: na fila).',
        en: 'When the confirmation e-mail went out (empty: queued).',
      },
    ),
    // Set while a sender holds the e-mail; expires, so a crash mid-send never strands it (forms/server/deliveries.ts).
    { name: 'confirmationClaimedAt', type: 'date', admin: { hidden: true } },
    readOnlyDate(
      'confirmedAt',
      { pt: 'Confirmado em', en: 'Confirmed on' },
      {
        pt: 'Quando o link de confirmação foi aberto.',
        en: 'When the confirmation link was opened.',
      },
    ),
    readOnlyDate(
      'unsubscribedAt',
      { pt: 'Descadastrado em', en: 'Unsubscribed on' },
      { pt: 'Quando pediu para sair.', en: 'When they unsubscribed.' },
    ),
    {
      name: 'lastIssue',
      type: 'relationship',
      relationTo: 'newsletter-issues',
      label: { pt: 'Última edição recebida', en: 'Last issue received' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    readOnlyDate(
      'lastIssueAt',
      { pt: 'Recebida em', en: 'Received on' },
      { pt: 'Quando a última edição saiu para este endereço.', en: 'When the last issue went to this address.' },
    ),
    readOnlyDate(
      'bouncedAt',
      { pt: 'Endereço recusado em', en: 'Bounced on' },
      {
        pt: 'O servidor de e-mail recusou o endereço: as próximas edições não vão para ele.',
        en: "The address's mail server refused it: later issues skip it.",
      },
    ),
  ],
}
