import { ContactForm } from '@/features/contact'
import { Newsletter, NewsletterIntro } from '@/features/newsletter'
import { paths } from '@/lib/paths'
import type { BlockProps } from '.'
import { Section } from './shared'

/** The site's contact or newsletter form, posting to their endpoints as everywhere else. */
export function FormBlock({ block, page, index }: BlockProps<'form'>) {
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
