import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { ValidationError, type CollectionBeforeChangeHook, type Field, type PayloadRequest, type Plugin } from 'payload'
import { isValidTarget, normalizeSource, resolveRedirect } from './rules'
import { editors, hiddenUnless } from '@/cms/access'
import { documentCollections, publishedAddresses } from '@/cms/addresses'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { labelled, type FieldWords } from '@/lib/admin-labels'
import { nestedRequest } from '@/cms/nested-request'
import { say } from '@/cms/say'
import { documentPaths, liveAddresses, rulesFrom, targetOf, type StoredRedirect } from './active-rules'

/**
 * Redirects (Payload's official plugin): old addresses, per locale, that lead to a
 * document's current page or to any URL. Editors add their own (the old site's
 * addresses); the slug history (slug-history.ts) adds one whenever a published
 * document's address changes. The site reads them in lookup.ts.
 */

const fromField = (field: Field): Field =>
  ({
    ...(field as Extract<Field, { name: string }>),
    admin: {
      description: {
        pt: 'Endereço antigo, como /servicos ou https://site-antigo.com/pagina (vale só o caminho). Endereços em inglês começam com /en.',
        en: 'Old address, such as /servicos or https://old-site.com/page (only the path counts). English addresses start with /en.',
      },
    },
    hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? (normalizeSource(value) ?? value) : value)] },
    validate: (value: unknown, { req }: { req: PayloadRequest }) =>
      typeof value === 'string' && normalizeSource(value) !== null && value !== '/'
        ? true
        : say(req, { pt: 'Use um caminho do site que comece com /.', en: 'Use a site path starting with /.' }),
  }) as Field

const urlField = (field: Field): Field =>
  ({
    ...(field as Extract<Field, { name: string }>),
    validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: { type?: string } }) =>
      siblingData?.type !== 'custom' || (typeof value === 'string' && isValidTarget(value.trim()))
        ? true
        : say(req, {
            pt: 'Use um caminho do site (/…) ou um endereço http(s)://.',
            en: 'Use a site path (/…) or an http(s):// address.',
          }),
  }) as Field

/** Refuses a source that is a live page (it would never be used) and a rule that leads back to itself. */
const checkRules: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const from = normalizeSource(String(data.from ?? ''))
  if (from === null) return data
  const [documents, stored] = await Promise.all([
    publishedAddresses(req.payload, nestedRequest(req)),
    req.payload.find({
      collection: 'redirects',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req: nestedRequest(req),
    }),
  ])
  if (liveAddresses(documents).has(from)) {
    throw new ValidationError({
      errors: [
        {
          path: 'from',
          message: say(req, {
            pt: 'Este endereço é uma página publicada; um redirecionamento dele nunca seria usado.',
            en: 'This address is a published page; a redirect from it would never be used.',
          }),
        },
      ],
    })
  }
  const others = (stored.docs as unknown as StoredRedirect[]).filter(
    (r) => r.id !== originalDoc?.id && normalizeSource(r.from) !== from,
  )
  const rules = new Map(rulesFrom([...others, { ...(data as StoredRedirect), from }], documents))
  if (rules.has(from) && resolveRedirect(from, rules) === null) {
    throw new ValidationError({
      errors: [
        {
          path: 'to.url',
          message: say(req, {
            pt: 'Este redirecionamento voltaria para si mesmo.',
            en: 'This redirect would lead back to itself.',
          }),
        },
      ],
    })
  }
  return { ...data, from }
}

/** The plugin's own labels ("URL de Origem"), in the words the rest of the admin uses. */
const redirectWords: Record<string, FieldWords> = {
  from: { label: { pt: 'Endereço antigo', en: 'Old address' } },
  // The plugin leaves the group unnamed, and the list's column then reads "to > …".
  to: { label: { pt: 'Destino', en: 'Target' } },
  'to.type': {
    label: { pt: 'Tipo', en: 'Kind' },
    options: {
      pt: { reference: 'Uma página do site', custom: 'Outro endereço' },
      en: { reference: 'A page of the site', custom: 'Another address' },
    },
  },
  'to.reference': { label: { pt: 'Página', en: 'Page' } },
  'to.url': { label: { pt: 'Endereço de destino', en: 'Target address' } },
}

const automaticField: Field = {
  name: 'automatic',
  type: 'checkbox',
  defaultValue: false,
  label: { pt: 'Criado ao mudar o endereço', en: 'Made when an address changed' },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: {
      pt: 'Registrado quando um documento publicado mudou de slug.',
      en: 'Recorded when a published document changed its slug.',
    },
  },
}

/** The published documents' paths, for `targetOf`. */
const publishedDocumentPaths = async (req: PayloadRequest) =>
  documentPaths(await publishedAddresses(req.payload, nestedRequest(req)))

/**
 * Where each address leads, for the list and the form: the path or address visitors are sent to, or why none (the
 * plugin's own columns show only "Internal link"). Worked out on read, never stored.
 */
const destinationField: Field = {
  name: 'destination',
  type: 'text',
  virtual: true,
  label: { pt: 'Destino', en: 'Destination' },
  admin: { readOnly: true, position: 'sidebar', disableListFilter: true },
  hooks: {
    afterRead: [
      async ({ data, req }) => {
        const redirect = data as StoredRedirect | undefined
        const from = normalizeSource(String(redirect?.from ?? ''))
        if (!redirect || from === null) return null
        // One read of the published documents per request, however many redirects it lists.
        req.context.redirectDocuments ??= publishedDocumentPaths(req)
        const byDocument = await (req.context.redirectDocuments as ReturnType<typeof publishedDocumentPaths>)
        const target = targetOf(redirect, from, byDocument)
        if (target) return target
        // Not published (yet): its title says which document, and nobody is sent there until it is.
        const ref = redirect.to?.type === 'reference' ? redirect.to.reference : null
        if (!ref) return null
        const doc = await req.payload.findByID({
          collection: ref.relationTo as 'cases',
          id: typeof ref.value === 'object' ? ref.value.id : ref.value,
          draft: true,
          depth: 0,
          select: { title: true },
          disableErrors: true,
          req: nestedRequest(req),
        })
        const title = typeof doc?.title === 'string' && doc.title ? `“${doc.title}” ` : ''
        return title + say(req, { pt: '(não publicado)', en: '(not published)' })
      },
    ],
  },
}
export const redirects: Plugin = redirectsPlugin({
  collections: [...documentCollections],
  overrides: {
    labels: {
      singular: { pt: 'Redirecionamento', en: 'Redirect' },
      plural: { pt: 'Redirecionamentos', en: 'Redirects' },
    },
    // Read by the site with the local API; the list of old addresses is not public.
    access: { read: editors, create: editors, update: editors, delete: editors },
    admin: {
      hidden: hiddenUnless('admin', 'editor'),
      useAsTitle: 'from',
      defaultColumns: ['from', 'destination', 'automatic', 'updatedAt'],
      group: { pt: 'Conteúdo', en: 'Content' },
      description: {
        pt: 'Endereços antigos levam ao atual com um redirecionamento permanente (308), em cada idioma. Uma página publicada no mesmo endereço tem prioridade.',
        en: 'Old addresses lead to the current one with a permanent redirect (308), in each language. A page published at the same address takes precedence.',
      },
    },
    hooks: { beforeChange: [checkRules], ...revalidateCollection('redirects') },
    fields: ({ defaultFields }) => [
      ...labelled(defaultFields, redirectWords).map((field) => {
        if (!('name' in field)) return field
        if (field.name === 'from') return fromField(field)
        if (field.name === 'to' && field.type === 'group') {
          return {
            ...field,
            fields: field.fields.map((sub) => ('name' in sub && sub.name === 'url' ? urlField(sub) : sub)),
          }
        }
        return field
      }),
      destinationField,
      automaticField,
    ],
  },
})
