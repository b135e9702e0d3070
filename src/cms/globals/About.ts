import type { GlobalConfig } from 'payload'
import { anyone, authenticated } from '../access'
import { globalPublishing, localeStatusField } from '../publishing'

const publishing = globalPublishing('about')

export const About: GlobalConfig = {
  slug: 'about',
  label: { pt: 'Sobre nós', en: 'About us' },
  admin: { preview: publishing.preview },
  versions: publishing.versions,
  endpoints: publishing.endpoints,
  access: { read: anyone, update: authenticated },
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
