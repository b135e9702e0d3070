import { HomeSection } from '@/components/home'
import type { BlockProps } from '.'

/** One of the home page's own sections, where the editor placed it. */
export function HomeSectionBlock({ block, locale }: BlockProps<'homeSection'>) {
  return <HomeSection section={block.section} locale={locale} />
}
