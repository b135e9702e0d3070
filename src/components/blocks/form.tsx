import { ContactForm } from '@/features/contact'
import { Newsletter, NewsletterIntro } from '@/features/newsletter'
import { paths } from '@/lib/paths'
import type { BlockProps } from '.'
import { Section } from './shared'

/** The site's contact or newsletter form, posting to their endpoints as everywhere else. */
export function FormBlock({ block, page, index }: BlockProps<'form'>) {
  // Each form's fields have fixed ids: a page shows each form once, in the first block that asks for it.
  if (formBlockAt(page, block.kind) !== index) return null
  if (block.kind === 'newsletter')
    return (
      <Section page={page} index={index} title={block.title}>
        {!block.title && <NewsletterIntro headingId={`block-${index}-newsletter`} />}
        <Newsletter source="home" page={page.slug ? paths.page(page.slug) : paths.home()} />
      </Section>
    )
  return (
    <Section page={page} index={index} title={block.title}>
      <ContactForm />
    </Section>
  )
}

/** Whether a page shows the newsletter form in a block (then the footer does not repeat it). */
export const hasNewsletterForm = (page: BlockProps<'form'>['page']) => formBlockAt(page, 'newsletter') !== -1

/** The index of the visible block that shows a form of `kind` (a form block, or the home's own section), or -1. */
function formBlockAt(page: BlockProps<'form'>['page'], kind: 'contact' | 'newsletter'): number {
  return (page.layout ?? []).findIndex(
    (b) =>
      !b.hidden &&
      ((b.blockType === 'form' && b.kind === kind) || (b.blockType === 'homeSection' && b.section === kind)),
  )
}
