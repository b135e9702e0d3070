import { ContactForm } from '@/features/contact'
import { Newsletter, NewsletterIntro } from '@/features/newsletter'
import { paths } from '@/lib/paths'
import type { BlockProps } from '.'
import { Section } from './shared'

/** The site's contact or newsletter form, posting to their endpoints as everywhere else. */
export function FormBlock({ block, page, index }: BlockProps<'form'>) {
  // Each form's fields have fixed ids: a page shows each form once, in the first block that asks for it.
  const first = (page.layout ?? []).findIndex((b) => b.blockType === 'form' && b.kind === block.kind && !b.hidden)
  if (first !== index) return null
  if (block.kind === 'newsletter')
    return (
      <Section page={page} index={index} title={block.title}>
        {!block.title && <NewsletterIntro headingId={`block-${index}-newsletter`} />}
        <Newsletter source="home" page={paths.page(page.slug ?? '')} />
      </Section>
    )
  return (
    <Section page={page} index={index} title={block.title}>
      <ContactForm />
    </Section>
  )
}

/** Whether a page shows the newsletter form in a block (then the footer does not repeat it). */
export const hasNewsletterForm = (page: BlockProps<'form'>['page']) =>
  (page.layout ?? []).some((b) => b.blockType === 'form' && b.kind === 'newsletter' && !b.hidden)
