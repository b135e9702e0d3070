import type { GlobalConfig } from 'payload'
import { globalAccess, hiddenUnless } from '../access'
import { globalPublishing, localeStatusField } from '../publishing'

const publishing = globalPublishing('about')

export const About: GlobalConfig = {
  slug: 'about',
  label: { pt: 'Sobre nós', en: 'About us' },
  admin: { preview: publishing.preview, hidden: hiddenUnless('admin', 'editor') },
  versions: publishing.versions,
  access: globalAccess,
  hooks: { afterChange: [...publishing.afterChange] },
  fields: [
    localeStatusField,
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'figures',
      type: 'array',
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', localized: true, required: true },
      ],
    },
    { name: 'teamIntro', type: 'textarea', localized: true },
  ],
}
