import type { GlobalConfig } from 'payload'
import { globalAccess, hiddenUnless } from '../access'
import { homeBlocks } from '../blocks'
import { globalPublishing, localeStatusField } from '../publishing'

const publishing = globalPublishing('home')

/** The home page as blocks: its own sections in the editor's order, hidden or joined by any page block. */
export const Home: GlobalConfig = {
  slug: 'home',
  label: { pt: 'Página inicial', en: 'Home page' },
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
      name: 'arrange',
      type: 'ui',
      label: { pt: 'Arranjo dos blocos', en: 'Arranging blocks' },
      admin: { position: 'sidebar', components: { Field: '/features/block-controls/admin/arranger#BlockArranger' } },
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: homeBlocks,
      label: { pt: 'Blocos', en: 'Blocks' },
      labels: { singular: { pt: 'Bloco', en: 'Block' }, plural: { pt: 'Blocos', en: 'Blocks' } },
      admin: {
        description: {
          pt: 'Vazio: a página inicial mostra suas seções na ordem de sempre.',
          en: 'Empty: the home page shows its sections in the usual order.',
        },
      },
    },
  ],
}
