import type { GlobalConfig } from 'payload'
import { anyone, authenticated } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

export const About: GlobalConfig = {
  slug: 'about',
  label: { pt: 'Sobre nós', en: 'About us' },
  access: { read: anyone, update: authenticated },
  hooks: { afterChange: [revalidateGlobal('about')] },
  fields: [
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
