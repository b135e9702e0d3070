import { Fragment } from 'react'
import type { Locale } from '@/config/site'
import { readForPreview } from '@/features/click-to-edit'
import type { Home } from '@/payload-types'
import { CallToAction } from './call-to-action'
import { CasesBlock } from './cases'
import { Embed } from './embed'
import { Faq } from './faq'
import { FormBlock } from './form'
export { hasNewsletterForm } from './form'
import { Hero } from './hero'
import { Logos } from './logos'
import { MediaBlock } from './media'
import { PostsBlock } from './posts'
import { Quote } from './quote'
import { RichTextBlock } from './rich-text'
import { Stats } from './stats'
import { Team } from './team'
import styles from './blocks.module.css'

type Block = NonNullable<Home['layout']>[number]
/** What holds blocks: a page (its id, title and slug) or the home page (the `home` global). */
export type BlocksOwner = { id?: number | string; title?: string | null; slug?: string | null; layout?: Block[] | null }
export type BlockProps<T extends Block['blockType']> = {
  block: Extract<Block, { blockType: T }>
  page: BlocksOwner
  index: number
  locale: Locale
}

type Components = { [T in Block['blockType']]: (props: BlockProps<T>) => Promise<React.ReactNode> | React.ReactNode }

/**
 * Each block type's server component: a block ships client JavaScript only where it is interactive (a form). The home
 * page's own sections come from its route (home-section/), so a page of blocks does not carry their islands.
 */
const components: Omit<Components, 'homeSection'> = {
  hero: Hero,
  richText: RichTextBlock,
  media: MediaBlock,
  cases: CasesBlock,
  posts: PostsBlock,
  callToAction: CallToAction,
  quote: Quote,
  stats: Stats,
  logos: Logos,
  team: Team,
  faq: Faq,
  form: FormBlock,
  embed: Embed,
}

/**
 * A page's blocks, in the editor's order; a hidden one is left out. In a preview each is wrapped for the block
 * controls (features/block-controls) with `doc`, the document they arrange (`pages:<id>`, `global:home`), and a hidden
 * one shows faded, so it can be shown again.
 */
export function Blocks({
  page,
  locale,
  doc,
  own,
}: {
  page: BlocksOwner
  locale: Locale
  doc: string
  /** Block types of one route only (the home page's sections). */
  own?: Partial<Components>
}) {
  const preview = readForPreview(page)
  return (page.layout ?? []).map((block, index) => {
    if (block.hidden && !preview) return null
    const Component = ({ ...components, ...own } as Partial<Components>)[block.blockType] as
      ((props: BlockProps<typeof block.blockType>) => React.ReactNode) | undefined
    if (!Component) return null
    const drawn = <Component block={block} page={page} index={index} locale={locale} />
    if (!preview) return <Fragment key={block.id ?? index}>{drawn}</Fragment>
    return (
      <div
        key={block.id ?? index}
        data-block={index}
        data-block-type={block.blockType}
        data-block-doc={doc}
        data-block-hidden={block.hidden ? '' : undefined}
        className={block.hidden ? styles.hiddenBlock : undefined}
      >
        {drawn}
      </div>
    )
  })
}
