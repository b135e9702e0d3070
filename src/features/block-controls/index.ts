import 'server-only'
import { getTranslations } from 'next-intl/server'
import { payloadClient } from '@/content/client'
import type { BlockWords } from './messages'

/** The block controls' words in `locale` with each block type's name as the admin gives it: JSON for the banner. */
export async function blockWords(locale: 'pt' | 'en'): Promise<string> {
  const [t, { config }] = await Promise.all([getTranslations({ locale, namespace: 'blocks' }), payloadClient()])
  const layout = config.collections.find((c) => c.slug === 'pages')?.flattenedFields.find((f) => f.name === 'layout')
  const blocks = layout && layout.type === 'blocks' ? layout.blocks : []
  const name = (labels: unknown, slug: string) =>
    typeof labels === 'string' ? labels : ((labels as Record<string, string> | undefined)?.[locale] ?? slug)
  const words: BlockWords = {
    toolbar: t('toolbar'),
    up: t('up'),
    down: t('down'),
    duplicate: t('duplicate'),
    hide: t('hide'),
    show: t('show'),
    remove: t('remove'),
    add: t('add'),
    hidden: t('hidden'),
    done: {
      up: t('done.up'),
      down: t('done.down'),
      duplicate: t('done.duplicate'),
      hide: t('done.hide'),
      remove: t('done.remove'),
      add: t('done.add'),
    },
    types: Object.fromEntries(blocks.map((b) => [b.slug, name(b.labels?.singular, b.slug)])),
  }
  return JSON.stringify(words)
}
