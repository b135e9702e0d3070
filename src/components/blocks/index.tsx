import type { Locale } from '@/config/site'
import type { Page } from '@/payload-types'
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

type Block = NonNullable<Page['layout']>[number]
export type BlockProps<T extends Block['blockType']> = {
  block: Extract<Block, { blockType: T }>
  page: Page
  index: number
  locale: Locale
}

/** Each block type's server component: a block ships client JavaScript only where it is interactive (a form). */
const components: { [T in Block['blockType']]: (props: BlockProps<T>) => Promise<React.ReactNode> | React.ReactNode } =
  {
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

/** A page's blocks, in the editor's order. */
export function Blocks({ page, locale }: { page: Page; locale: Locale }) {
  return (page.layout ?? []).map((block, index) => {
    const Component = components[block.blockType] as (props: BlockProps<typeof block.blockType>) => React.ReactNode
    return <Component key={block.id ?? index} block={block} page={page} index={index} locale={locale} />
  })
}
