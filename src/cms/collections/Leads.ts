import type { CollectionConfig } from 'payload'
import { budgets } from '@/features/contact/fields'
import { admins, hiddenUnless, nobody } from '../access'
import { dayAndTime, label, localeOptions } from '@/lib/admin-labels'

const budgetLabels: Record<(typeof budgets)[number], { pt: string; en: string }> = {
  'up-to-20k': { pt: 'Até R$ 20 mil', en: 'Up to R$20k' },
  '20k-50k': { pt: 'R$ 20–50 mil', en: 'R$20–50k' },
  '50k-100k': { pt: 'R$ 50–100 mil', en: 'R$50–100k' },
  'over-100k': { pt: 'Acima de R$ 100 mil', en: 'Over R$100k' },
  'not-sure': { pt: 'Ainda não sei', en: 'Not sure yet' },
}

/**
 * Contact / project inquiries from the site's contact form. Admin-only: they hold
 * personal data and commercial intent. Written by the contact endpoint (server
 * code with overrideAccess) before anything else can fail, so no inquiry is lost
 * even when the notification e-mail to the studio is not delivered.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: { pt: 'Contato recebido', en: 'Lead' }, plural: { pt: 'Contatos recebidos', en: 'Leads' } },
  access: { read: admins, create: nobody, update: admins, delete: admins },
  admin: {
    hidden: hiddenUnless('admin'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'company', 'budget', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'company'],
    group: { pt: 'Contatos', en: 'Contacts' },
  },
  fields: [
    { name: 'name', type: 'text', required: true, label: label.name },
    { name: 'email', type: 'email', required: true, index: true, label: label.email },
    { name: 'phone', type: 'text', required: true, label: label.phone },
    { name: 'company', type: 'text', label: { pt: 'Empresa', en: 'Company' } },
    {
      name: 'budget',
      type: 'select',
      label: { pt: 'Orçamento', en: 'Budget' },
      required: true,
      options: budgets.map((value) => ({ value, label: budgetLabels[value] })),
    },
    { name: 'message', type: 'textarea', required: true, label: { pt: 'Mensagem', en: 'Message' } },
    {
      name: 'status',
      type: 'select',
      label: label.status,
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { label: { pt: 'Novo', en: 'New' }, value: 'new' },
        { label: { pt: 'Em conversa', en: 'In contact' }, value: 'contacted' },
        { label: { pt: 'Encerrado', en: 'Closed' }, value: 'closed' },
      ],
    },
    {
      name: 'locale',
      type: 'select',
      label: label.language,
      options: localeOptions,
      defaultValue: 'pt',
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'sourcePage', type: 'text', label: label.sourcePage, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'consentAt',
      type: 'date',
      label: label.consentAt,
      admin: { position: 'sidebar', readOnly: true, date: dayAndTime },
    },
    { name: 'policyVersion', type: 'text', label: label.policyVersion, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'notifiedAt',
      type: 'date',
      label: { pt: 'Aviso enviado em', en: 'Notice sent on' },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: dayAndTime,
        description: {
          pt: 'Quando o aviso saiu para o e-mail do estúdio; vazio enquanto está na fila.',
          en: 'When the notice went out to the studio inbox; empty while it is queued.',
        },
      },
    },
    // Set while a sender holds the notice; expires, so a crash mid-send never strands it (forms/server/deliveries.ts).
    { name: 'notifyClaimedAt', type: 'date', admin: { hidden: true } },
    {
      // Sent by the browser with each inquiry: a retried request (flaky network) finds
      // the inquiry already saved instead of saving it twice.
      name: 'submissionId',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
    },
  ],
}
