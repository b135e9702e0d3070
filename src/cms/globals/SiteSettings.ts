import type { GlobalConfig, PayloadRequest } from 'payload'
import { globalAccess, hiddenUnless } from '../access'
import { say } from '../say'
import { label, optionsIn } from '@/lib/admin-labels'
import { menuRoutes, routeWords } from '@/features/menu/routes'
import { globalPublishing, localeStatusField } from '../publishing'

const publishing = globalPublishing('site-settings')

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { pt: 'Configurações do site', en: 'Site settings' },
  admin: {
    preview: publishing.preview,
    components: publishing.components,
    hidden: hiddenUnless('admin', 'editor'),
  },
  versions: publishing.versions,
  access: globalAccess,
  hooks: { afterChange: [...publishing.afterChange] },
  fields: [
    localeStatusField,
    {
      name: 'studioName',
      type: 'text',
      localized: true,
      required: true,
      label: { pt: 'Nome do estúdio', en: 'Studio name' },
    },
    {
      name: 'shortName',
      type: 'text',
      localized: true,
      label: { pt: 'Nome curto', en: 'Short name' },
      admin: { description: { pt: 'Nome curto do app instalado.', en: 'Short name of the installed app.' } },
    },
    {
      name: 'statement',
      type: 'textarea',
      localized: true,
      label: { pt: 'Frase de abertura', en: 'Opening statement' },
      admin: { description: { pt: 'Frase de abertura da home.', en: 'Opening statement of the home page.' } },
    },
    {
      name: 'organization',
      type: 'group',
      label: { pt: 'Empresa', en: 'Company' },
      fields: [
        { name: 'legalName', type: 'text', label: { pt: 'Razão social', en: 'Legal name' } },
        { name: 'email', type: 'email', label: label.email },
        { name: 'phone', type: 'text', label: label.phone },
        {
          name: 'address',
          type: 'group',
          label: { pt: 'Endereço', en: 'Address' },
          fields: [
            { name: 'street', type: 'text', label: { pt: 'Logradouro e número', en: 'Street and number' } },
            { name: 'city', type: 'text', label: { pt: 'Cidade', en: 'City' } },
            { name: 'region', type: 'text', label: { pt: 'Estado', en: 'State' } },
            { name: 'postalCode', type: 'text', label: { pt: 'CEP', en: 'Postal code' } },
            {
              name: 'country',
              type: 'text',
              defaultValue: 'BR',
              label: { pt: 'País', en: 'Country' },
              admin: { description: { pt: 'Código de duas letras, como BR.', en: 'Two-letter code, such as BR.' } },
            },
          ],
        },
        { name: 'mapUrl', type: 'text', label: { pt: 'Link do mapa', en: 'Map link' } },
      ],
    },
    {
      name: 'social',
      type: 'array',
      label: { pt: 'Redes sociais', en: 'Social networks' },
      labels: {
        singular: { pt: 'Rede social', en: 'Social network' },
        plural: { pt: 'Redes sociais', en: 'Social networks' },
      },
      fields: [
        { name: 'label', type: 'text', required: true, label: { pt: 'Nome da rede', en: 'Network' } },
        { name: 'url', type: 'text', required: true, label: label.link },
      ],
    },
    {
      name: 'seo',
      type: 'group',
      label: { pt: 'Busca e compartilhamento', en: 'Search and sharing' },
      fields: [
        { name: 'description', type: 'textarea', localized: true, label: label.description },
        { name: 'keywords', type: 'text', localized: true, label: label.keywords },
        { name: 'shareImage', type: 'upload', relationTo: 'media', label: label.shareImage },
      ],
    },
    {
      name: 'menu',
      type: 'group',
      label: { pt: 'Menu', en: 'Menu' },
      admin: {
        description: {
          pt: 'As entradas do menu, em ordem. Vazio: as oito entradas de sempre.',
          en: 'The menu’s entries, in order. Empty: the usual eight entries.',
        },
      },
      fields: [
        {
          name: 'items',
          type: 'array',
          maxRows: 12,
          label: { pt: 'Entradas', en: 'Entries' },
          labels: { singular: { pt: 'Entrada', en: 'Entry' }, plural: { pt: 'Entradas', en: 'Entries' } },
          admin: { components: { RowLabel: '/features/menu/admin/row-label#MenuRowLabel' } },
          fields: [
            { name: 'label', type: 'text', localized: true, required: true, label: { pt: 'Texto', en: 'Text' } },
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'route',
              label: { pt: 'Leva a', en: 'Leads to' },
              options: optionsIn(['route', 'page', 'external'], {
                pt: { route: 'Uma seção do site', page: 'Uma página', external: 'Um endereço de fora' },
                en: { route: 'A section of the site', page: 'A page', external: 'An outside address' },
              }),
            },
            {
              name: 'route',
              type: 'select',
              label: { pt: 'Seção', en: 'Section' },
              options: optionsIn(menuRoutes, routeWords),
              admin: { condition: (_, sibling) => sibling?.kind === 'route' },
            },
            {
              name: 'page',
              type: 'relationship',
              relationTo: 'pages',
              label: { pt: 'Página', en: 'Page' },
              admin: { condition: (_, sibling) => sibling?.kind === 'page' },
            },
            {
              name: 'url',
              type: 'text',
              localized: true,
              label: { pt: 'Endereço (https://…)', en: 'Address (https://…)' },
              admin: { condition: (_, sibling) => sibling?.kind === 'external' },
              validate: (
                value: unknown,
                { siblingData, req }: { siblingData: { kind?: string }; req: PayloadRequest },
              ) =>
                siblingData?.kind !== 'external' ||
                /^https:\/\/[^\s]+$/.test(String(value ?? '')) ||
                say(req, {
                  pt: 'Escreva um endereço que começa com https://',
                  en: 'Write an address starting https://',
                }),
            },
          ],
        },
      ],
    },
  ],
}
