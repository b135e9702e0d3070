import type { GlobalConfig } from 'payload'
import { globalAccess, hiddenUnless } from '../access'
import { label } from '@/lib/admin-labels'
import { globalPublishing, localeStatusField } from '../publishing'

const publishing = globalPublishing('about')

export const About: GlobalConfig = {
  slug: 'about',
  label: { pt: 'Sobre nós', en: 'About us' },
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
    { name: 'title', type: 'text', localized: true, required: true, label: label.title },
    { name: 'body', type: 'richText', localized: true, label: label.body },
    {
      name: 'figures',
      type: 'array',
      label: { pt: 'Números', en: 'Figures' },
      labels: { singular: { pt: 'Número', en: 'Figure' }, plural: { pt: 'Números', en: 'Figures' } },
      fields: [
        { name: 'value', type: 'text', required: true, label: { pt: 'Valor', en: 'Value' } },
        {
          name: 'label',
          type: 'text',
          localized: true,
          required: true,
          label: { pt: 'O que conta', en: 'What it counts' },
        },
      ],
    },
    {
      name: 'teamIntro',
      type: 'textarea',
      localized: true,
      label: { pt: 'Apresentação da equipe', en: 'Team introduction' },
    },
  ],
}
