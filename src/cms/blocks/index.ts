import type { Block, Field, PayloadRequest } from 'payload'
import { linkLeads } from '../publish-checks/links'
import { say } from '../say'
import { label, optionsIn, type AdminText } from '@/lib/admin-labels'
import { homeSections } from '@/lib/home-sections'
import { videoEmbedUrl } from '@/lib/video-embed'

/**
 * The blocks a page is built from (the `layout` of `pages`). Each is drawn by its server component in
 * components/blocks; the words an editor writes are localized, the arrangement is shared by both languages.
 */

const text = (name: string, words: AdminText, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', localized: true, label: words, ...extra }) as Field

const link = (name: string, words: AdminText): Field => ({
  name,
  type: 'group',
  label: words,
  fields: [
    text('label', { pt: 'Texto do botão', en: 'Button text' }),
    {
      name: 'url',
      type: 'text',
      localized: true,
      label: { pt: 'Endereço', en: 'Address' },
      admin: {
        description: {
          pt: 'Uma página do site (/cases, /en/posts) ou um endereço completo (https://…).',
          en: 'A page of the site (/cases, /en/posts) or a full address (https://…).',
        },
      },
      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
        !value ||
        /^\/(?!\/)|^https?:\/\/|^mailto:/.test(String(value)) ||
        say(req, { pt: 'Use /…, https://… ou mailto:…', en: 'Use /…, https://… or mailto:…' }),
      custom: { publishCheck: linkLeads },
    },
  ],
})

const heading = text('title', label.title)
const howMany = (words: AdminText): Field => ({
  name: 'count',
  type: 'number',
  min: 1,
  max: 12,
  defaultValue: 3,
  label: words,
  admin: { condition: (_, sibling) => sibling?.mode !== 'chosen' },
})
const mode: Field = {
  name: 'mode',
  type: 'select',
  defaultValue: 'latest',
  options: optionsIn(['latest', 'chosen'], {
    pt: { latest: 'Os mais recentes', chosen: 'Escolhidos' },
    en: { latest: 'The latest', chosen: 'Chosen' },
  }),
  label: { pt: 'Quais', en: 'Which' },
}
const videoUrl: Field = {
  name: 'videoUrl',
  type: 'text',
  label: { pt: 'Vídeo (YouTube ou Vimeo)', en: 'Video (YouTube or Vimeo)' },
  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
    !value ||
    Boolean(videoEmbedUrl(String(value))) ||
    say(req, { pt: 'Use um link do YouTube ou do Vimeo.', en: 'Use a YouTube or Vimeo link.' }),
}

export const hero: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: { pt: 'Abertura', en: 'Hero' }, plural: { pt: 'Aberturas', en: 'Heroes' } },
  fields: [
    { ...heading, required: true } as Field,
    { name: 'text', type: 'textarea', localized: true, label: { pt: 'Texto', en: 'Text' } },
    { name: 'image', type: 'upload', relationTo: 'media', label: label.image },
    videoUrl,
    link('primary', { pt: 'Ação principal', en: 'Main action' }),
    link('secondary', { pt: 'Ação secundária', en: 'Second action' }),
  ],
}

export const richText: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: { pt: 'Texto', en: 'Text' }, plural: { pt: 'Textos', en: 'Texts' } },
  fields: [{ name: 'content', type: 'richText', localized: true, label: label.body }],
}

export const media: Block = {
  slug: 'media',
  interfaceName: 'MediaBlock',
  labels: { singular: { pt: 'Imagens ou vídeo', en: 'Images or video' }, plural: { pt: 'Mídias', en: 'Media' } },
  fields: [
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: { pt: 'Imagens (mais de uma: galeria)', en: 'Images (more than one: a gallery)' },
    },
    videoUrl,
    text('caption', label.caption),
  ],
}

export const cases: Block = {
  slug: 'cases',
  interfaceName: 'CasesBlock',
  labels: { singular: { pt: 'Cases', en: 'Cases' }, plural: { pt: 'Cases', en: 'Cases' } },
  fields: [
    heading,
    mode,
    howMany({ pt: 'Quantos', en: 'How many' }),
    {
      name: 'service',
      type: 'relationship',
      relationTo: 'services',
      label: { pt: 'Só deste serviço', en: 'Only of this service' },
      admin: { condition: (_, sibling) => sibling?.mode !== 'chosen' },
    },
    {
      name: 'items',
      type: 'relationship',
      relationTo: 'cases',
      hasMany: true,
      label: { pt: 'Cases escolhidos', en: 'Chosen cases' },
      admin: { condition: (_, sibling) => sibling?.mode === 'chosen' },
    },
  ],
}

export const posts: Block = {
  slug: 'posts',
  interfaceName: 'PostsBlock',
  labels: { singular: { pt: 'Artigos', en: 'Articles' }, plural: { pt: 'Artigos', en: 'Articles' } },
  fields: [
    heading,
    mode,
    howMany({ pt: 'Quantos', en: 'How many' }),
    {
      name: 'items',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      label: { pt: 'Artigos escolhidos', en: 'Chosen articles' },
      admin: { condition: (_, sibling) => sibling?.mode === 'chosen' },
    },
  ],
}

export const callToAction: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: { pt: 'Chamada', en: 'Call to action' }, plural: { pt: 'Chamadas', en: 'Calls to action' } },
  fields: [
    heading,
    { name: 'text', type: 'textarea', localized: true, label: { pt: 'Texto', en: 'Text' } },
    link('action', { pt: 'Ação', en: 'Action' }),
  ],
}

export const quote: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: { pt: 'Citação', en: 'Quote' }, plural: { pt: 'Citações', en: 'Quotes' } },
  fields: [
    { name: 'text', type: 'textarea', localized: true, label: { pt: 'Citação', en: 'Quote' } },
    { name: 'author', type: 'text', label: { pt: 'Quem disse', en: 'Who said it' } },
    text('role', label.role),
  ],
}

export const stats: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: { pt: 'Números', en: 'Figures' }, plural: { pt: 'Números', en: 'Figures' } },
  fields: [
    heading,
    {
      name: 'items',
      type: 'array',
      maxRows: 8,
      label: { pt: 'Números', en: 'Figures' },
      labels: { singular: { pt: 'Número', en: 'Figure' }, plural: { pt: 'Números', en: 'Figures' } },
      fields: [
        { name: 'value', type: 'text', label: { pt: 'Valor', en: 'Value' } },
        text('label', { pt: 'O que conta', en: 'What it counts' }),
      ],
    },
  ],
}

export const logos: Block = {
  slug: 'logos',
  interfaceName: 'LogosBlock',
  labels: { singular: { pt: 'Clientes', en: 'Clients' }, plural: { pt: 'Clientes', en: 'Clients' } },
  fields: [
    heading,
    {
      name: 'clients',
      type: 'relationship',
      relationTo: 'clients',
      hasMany: true,
      label: { pt: 'Clientes (vazio: todos)', en: 'Clients (empty: all)' },
    },
  ],
}

export const team: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: { pt: 'Equipe', en: 'Team' }, plural: { pt: 'Equipes', en: 'Teams' } },
  fields: [
    heading,
    { name: 'text', type: 'textarea', localized: true, label: { pt: 'Texto', en: 'Text' } },
    {
      name: 'people',
      type: 'relationship',
      relationTo: 'employees',
      hasMany: true,
      label: { pt: 'Pessoas (vazio: todas)', en: 'People (empty: everyone)' },
    },
  ],
}

export const faq: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: { pt: 'Perguntas frequentes', en: 'FAQ' }, plural: { pt: 'Perguntas frequentes', en: 'FAQs' } },
  fields: [
    heading,
    {
      name: 'items',
      type: 'array',
      label: { pt: 'Perguntas', en: 'Questions' },
      labels: { singular: { pt: 'Pergunta', en: 'Question' }, plural: { pt: 'Perguntas', en: 'Questions' } },
      fields: [
        text('question', { pt: 'Pergunta', en: 'Question' }),
        { name: 'answer', type: 'richText', localized: true, label: { pt: 'Resposta', en: 'Answer' } },
      ],
    },
  ],
}

export const form: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: { singular: { pt: 'Formulário', en: 'Form' }, plural: { pt: 'Formulários', en: 'Forms' } },
  fields: [
    heading,
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'contact',
      options: optionsIn(['contact', 'newsletter'], {
        pt: { contact: 'Contato', newsletter: 'Newsletter' },
        en: { contact: 'Contact', newsletter: 'Newsletter' },
      }),
      label: { pt: 'Qual', en: 'Which' },
    },
  ],
}

export const embed: Block = {
  slug: 'embed',
  interfaceName: 'EmbedBlock',
  labels: { singular: { pt: 'Vídeo incorporado', en: 'Embedded video' }, plural: { pt: 'Vídeos', en: 'Videos' } },
  fields: [
    { ...videoUrl, required: true } as Field,
    text('title', { pt: 'Do que se trata (para leitores de tela)', en: 'What it is (for screen readers)' }),
  ],
}

/** A section of the home page as it was before it was built from blocks: it reads what it shows from the CMS. */
export const homeSection: Block = {
  slug: 'homeSection',
  interfaceName: 'HomeSectionBlock',
  labels: {
    singular: { pt: 'Seção da página inicial', en: 'Home page section' },
    plural: { pt: 'Seções', en: 'Sections' },
  },
  fields: [
    {
      name: 'section',
      type: 'select',
      required: true,
      label: { pt: 'Seção', en: 'Section' },
      options: optionsIn(homeSections, {
        pt: {
          hero: 'Abertura (a frase do estúdio)',
          featured: 'Cases em destaque',
          services: 'O que fazemos',
          clients: 'Clientes',
          about: 'Sobre nós e equipe',
          posts: 'Artigos recentes',
          products: 'Produtos e jogos',
          contact: 'Contato',
          newsletter: 'Newsletter',
        },
        en: {
          hero: 'Opening (the studio statement)',
          featured: 'Featured cases',
          services: 'What we do',
          clients: 'Clients',
          about: 'About us and team',
          posts: 'Latest articles',
          products: 'Products and games',
          contact: 'Contact',
          newsletter: 'Newsletter',
        },
      }),
    },
  ],
}

/** Every block can be kept in the page but left off the site (Live Preview still shows it, faded). */
const hidden: Field = {
  name: 'hidden',
  type: 'checkbox',
  defaultValue: false,
  label: { pt: 'Oculto no site', en: 'Hidden on the site' },
}

const hideable = (block: Block): Block => ({ ...block, fields: [...block.fields, hidden] })

export const pageBlocks: Block[] = [
  hero,
  richText,
  media,
  cases,
  posts,
  callToAction,
  quote,
  stats,
  logos,
  team,
  faq,
  form,
  embed,
].map(hideable)

/** The home page's blocks: its own sections, then every block a page may have. */
export const homeBlocks: Block[] = [hideable(homeSection), ...pageBlocks]
