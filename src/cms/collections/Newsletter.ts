import type { Access, CollectionConfig, Where } from 'payload'
import { editors, hasRole, hiddenUnless, nobody } from '../access'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { livePreviewView } from '../publishing'
import { dayAndTime, label, localeOptions } from '@/lib/admin-labels'
import { issueEndpoints } from '@/features/newsletter/issues/endpoints'

/**
 * The monthly newsletter: issues written in both languages (`newsletter-issues`), each sent once
 * (`newsletter-sends`, unique per issue: what makes a second send a 409), to one row per confirmed
 * subscriber (`newsletter-recipients`, the queue the sender claims from: features/newsletter/issues/sending.ts).
 */

const staff = ({ req }: { req: { user?: unknown } }) => hasRole(req.user, 'admin', 'editor', 'subscribers')

/**
 * A sent (or sending, or scheduled) issue is what its readers got: editors change and delete the others only. A
 * constraint, so the admin shows a sent issue read-only and no bulk change reaches it either.
 */
const editorsUntilSent: Access = async ({ req }) => {
  if (!hasRole(req.user, 'admin', 'editor')) return false
  const sends = await req.payload.find({
    collection: 'newsletter-sends',
    depth: 0,
    pagination: false,
    select: { issue: true },
    overrideAccess: true,
    req,
  })
  const sent = sends.docs.map((send) => send.issue as number)
  return sent.length ? ({ id: { not_in: sent } } satisfies Where) : true
}

export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletter-issues',
  labels: {
    singular: { pt: 'Edição da newsletter', en: 'Newsletter issue' },
    plural: { pt: 'Newsletter', en: 'Newsletter' },
  },
  access: { read: staff, readVersions: staff, create: editors, update: editorsUntilSent, delete: editorsUntilSent },
  admin: {
    hidden: hiddenUnless('admin', 'editor', 'subscribers'),
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'updatedAt', '_status'],
    group: { pt: 'Contatos', en: 'Contacts' },
    components: {
      // Live Preview shows the e-mail (features/newsletter/issues/preview.ts), widths named in the admin's language.
      views: { edit: { livePreview: livePreviewView } },
    },
  },
  versions: { drafts: { autosave: { interval: 800 } }, maxPerDoc: 50 },
  // A publish (the send's own) expires the web versions and the sitemap.
  hooks: revalidateCollection('newsletter-issues'),
  endpoints: issueEndpoints,
  fields: [
    // Send a test, send or schedule, then the progress bar and the report (features/newsletter/issues/admin).
    {
      name: 'sending',
      type: 'ui',
      label: { pt: 'Envio', en: 'Sending' },
      admin: { position: 'sidebar', components: { Field: '/features/newsletter/issues/admin/send-panel#SendPanel' } },
    },
    { name: 'subject', type: 'text', localized: true, required: true, label: { pt: 'Assunto', en: 'Subject' } },
    {
      name: 'preheader',
      type: 'text',
      localized: true,
      label: { pt: 'Linha de apoio', en: 'Preheader' },
      admin: {
        description: {
          pt: 'O texto que os apps de e-mail mostram depois do assunto.',
          en: 'The line mail apps show after the subject.',
        },
      },
    },
    { name: 'body', type: 'richText', localized: true, label: label.body },
    {
      name: 'whatsNew',
      type: 'relationship',
      relationTo: ['posts', 'cases'],
      hasMany: true,
      label: { pt: 'Novidades no site', en: 'New on the site' },
      admin: {
        description: {
          pt: 'Artigos e cases listados depois do texto, com link. O botão preenche com o que foi publicado desde a última edição; dá para tirar, pôr e reordenar.',
          en: 'Articles and cases listed after the text, with links. The button fills it with what was published since the last issue; remove, add and reorder freely.',
        },
        components: { afterInput: ['/features/newsletter/issues/admin/whats-new-button#WhatsNewButton'] },
      },
    },
    slugField('subject'),
  ],
}

export const NewsletterSends: CollectionConfig = {
  slug: 'newsletter-sends',
  labels: { singular: { pt: 'Envio', en: 'Send' }, plural: { pt: 'Envios', en: 'Sends' } },
  access: { read: staff, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: [
    { name: 'issue', type: 'relationship', relationTo: 'newsletter-issues', required: true, unique: true },
    {
      name: 'state',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'scheduled', label: { pt: 'Agendado', en: 'Scheduled' } },
        { value: 'sending', label: { pt: 'Enviando', en: 'Sending' } },
        { value: 'sent', label: { pt: 'Enviado', en: 'Sent' } },
      ],
    },
    { name: 'sendAt', type: 'date', required: true, admin: { date: dayAndTime } },
    // Set once every recipient has its row: a crash while they are written leaves it unset, and they are written again.
    { name: 'recipientsReady', type: 'checkbox', defaultValue: false },
    { name: 'finishedAt', type: 'date' },
    { name: 'by', type: 'relationship', relationTo: 'users' },
  ],
}

export const NewsletterRecipients: CollectionConfig = {
  slug: 'newsletter-recipients',
  labels: { singular: { pt: 'Destinatário', en: 'Recipient' }, plural: { pt: 'Destinatários', en: 'Recipients' } },
  access: {
    read: ({ req }) => hasRole(req.user, 'admin', 'subscribers'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  admin: { hidden: true },
  indexes: [{ fields: ['send', 'subscriber'], unique: true }],
  fields: [
    { name: 'send', type: 'relationship', relationTo: 'newsletter-sends', required: true, index: true },
    { name: 'subscriber', type: 'relationship', relationTo: 'subscribers', required: true },
    { name: 'email', type: 'text', required: true },
    { name: 'locale', type: 'select', options: localeOptions, required: true },
    // The sender's lease (features/newsletter/issues/sending.ts): set while a process holds the row.
    { name: 'claimedAt', type: 'date', index: true },
    { name: 'sentAt', type: 'date', index: true },
    { name: 'failedAt', type: 'date' },
    { name: 'retryAt', type: 'date' },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    // Claims taken over from a process that died holding them: each may have been sent twice.
    { name: 'reclaimed', type: 'number', defaultValue: 0 },
    { name: 'error', type: 'text' },
  ],
}
