import type { Field } from 'payload'

/** Per-locale search and share metadata; every value falls back to the document's own text. */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  admin: {
    description: {
      pt: 'Título, descrição e imagem para buscadores e redes sociais (opcional).',
      en: 'Title, description and image for search engines and social networks (optional).',
    },
  },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'keywords', type: 'text', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
