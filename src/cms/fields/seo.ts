import type { Field } from 'payload'
import { label } from '@/lib/admin-labels'

/**
 * Per-locale search and share metadata. Empty, the title is the document's title and the description its summary
 * (excerpt); whichever the page ends up with must be within the recommended lengths to publish (cms/publish-checks).
 */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: { pt: 'Busca e compartilhamento', en: 'Search and sharing' },
  admin: {
    description: {
      pt: 'Título, descrição e imagem para buscadores e redes sociais. Vazios, valem o título e o resumo da página; o resultado precisa ter o tamanho que os buscadores mostram para publicar.',
      en: 'Title, description and image for search engines and social networks. Empty, the page’s title and summary are used; the result must be the size search engines show to publish.',
    },
  },
  fields: [
    {
      name: 'preview',
      type: 'ui',
      label: { pt: 'Prévia', en: 'Preview' },
      admin: { components: { Field: '/features/seo/admin/search-preview#SearchPreview' } },
    },
    { name: 'title', type: 'text', localized: true, label: { pt: 'Título de busca', en: 'Search title' } },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: label.description,
    },
    { name: 'keywords', type: 'text', localized: true, label: label.keywords },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: label.shareImage,
    },
  ],
}
