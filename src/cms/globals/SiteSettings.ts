import type { GlobalConfig } from 'payload'
import { globalAccess, hiddenUnless } from '../access'
import { globalPublishing, localeStatusField } from '../publishing'

const publishing = globalPublishing('site-settings')

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { pt: 'Configurações do site', en: 'Site settings' },
  admin: { preview: publishing.preview, hidden: hiddenUnless('admin', 'editor') },
  versions: publishing.versions,
  access: globalAccess,
  hooks: { afterChange: [...publishing.afterChange] },
  fields: [
    localeStatusField,
    { name: 'studioName', type: 'text', localized: true, required: true },
    {
      name: 'shortName',
      type: 'text',
      localized: true,
      admin: { description: { pt: 'Nome curto do app instalado.', en: 'Short name of the installed app.' } },
    },
    {
      name: 'statement',
      type: 'textarea',
      localized: true,
      admin: { description: { pt: 'Frase de abertura da home.', en: 'Opening statement of the home page.' } },
    },
    {
      name: 'organization',
      type: 'group',
      fields: [
        { name: 'legalName', type: 'text' },
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text' },
        {
          name: 'address',
          type: 'group',
          fields: [
            { name: 'street', type: 'text' },
            { name: 'city', type: 'text' },
            { name: 'region', type: 'text' },
            { name: 'postalCode', type: 'text' },
            { name: 'country', type: 'text', defaultValue: 'BR' },
          ],
        },
        { name: 'mapUrl', type: 'text' },
      ],
    },
    {
      name: 'social',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'description', type: 'textarea', localized: true },
        { name: 'keywords', type: 'text', localized: true },
        { name: 'shareImage', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'menu',
      type: 'group',
      admin: { description: { pt: 'Destinos de itens do menu.', en: 'Targets of menu entries.' } },
      fields: [
        { name: 'gamesUrl', type: 'text', localized: true },
        { name: 'workWithUsUrl', type: 'text', localized: true },
        { name: 'contactUrl', type: 'text', localized: true },
      ],
    },
  ],
}
