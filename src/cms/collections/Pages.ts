import type { CollectionConfig, Field, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { draftContentAccess, hiddenUnless } from '../access'
import { reservedSlugs } from '../addresses'
import { pageBlocks } from '../blocks'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { say } from '../say'
import { label } from '@/lib/admin-labels'
import { documentPublishing, localeStatusField } from '../publishing'
import type { PublishCheck } from '../publish-checks'

const publishing = documentPublishing('pages')

/** A page lives at /<slug>: a slug that is the first part of one of the site's routes would hide it, or be hidden. */
const notARoute: TextFieldSingleValidation = (value, options) => {
  if (value && reservedSlugs().has(value))
    return say(options.req, {
      pt: `O endereço /${value} já é do site. Escolha outro slug.`,
      en: `The address /${value} belongs to the site already. Choose another slug.`,
    })
  return text(value, options)
}

const slug = slugField()

/** A published page has a hero: its heading is the page's title for visitors and search engines. */
const hasHero: PublishCheck = async (value, { req }) => {
  const blocks = Array.isArray(value) ? (value as { blockType?: string; hidden?: boolean }[]) : []
  if (blocks.some((block) => block.blockType === 'hero' && !block.hidden)) return null
  return say(req, {
    pt: 'Uma página publicada precisa de um bloco Abertura visível (com título): adicione-o em Blocos.',
    en: 'A published page needs a visible Hero block (with a title): add one under Blocks.',
  })
}

/** Pages the studio builds itself from blocks (cms/blocks), served at /<slug> and /en/<slug>. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { pt: 'Página', en: 'Page' }, plural: { pt: 'Páginas', en: 'Pages' } },
  access: draftContentAccess,
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    preview: publishing.preview,
    components: publishing.components,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt', '_status'],
    group: { pt: 'Conteúdo', en: 'Content' },
  },
  versions: publishing.versions,
  hooks: publishing.hooks,
  endpoints: publishing.endpoints,
  fields: publishing.fields([
    { name: 'title', type: 'text', localized: true, required: true, label: label.title },
    { ...slug, validate: notARoute } as Field,
    localeStatusField,
    {
      name: 'arrange',
      type: 'ui',
      label: { pt: 'Arranjo dos blocos', en: 'Arranging blocks' },
      admin: {
        position: 'sidebar',
        components: { Field: '/features/block-controls/admin/arranger#BlockArranger' },
      },
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: pageBlocks,
      label: { pt: 'Blocos', en: 'Blocks' },
      labels: { singular: { pt: 'Bloco', en: 'Block' }, plural: { pt: 'Blocos', en: 'Blocks' } },
      custom: { publishCheck: hasHero },
    },
    seoField,
  ]),
}
