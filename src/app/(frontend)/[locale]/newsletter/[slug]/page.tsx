import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { NewsletterIssueView } from '@/components/newsletter-view'
import { SiteShell } from '@/components/site-shell'
import type { Locale } from '@/config/site'
import { getSentIssue, sentIssues } from '@/content/newsletter'
import { redirectOrNotFound } from '@/features/redirects'
import { canonical, shareMetadata } from '@/lib/metadata'
import { localizePath, paths } from '@/lib/paths'
import { routeParam } from '@/lib/slug'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export async function generateStaticParams({ params }: { params: { locale: Locale } }) {
  return (await sentIssues(params.locale)).map(({ issue }) => ({ slug: issue.slug ?? '' })).filter((p) => p.slug)
}

async function load({ params }: Props) {
  const { locale, slug } = await params
  const sent = await getSentIssue(routeParam(slug), locale)
  if (!sent) return null
  // The other language's address of the same issue (its slug there).
  const other = locale === 'pt' ? 'en' : 'pt'
  const there = (await sentIssues(other)).find((s) => s.issue.id === sent.issue.id)
  const own = paths.newsletter(sent.issue.slug ?? '')
  const alternates = { [locale]: own, [other]: paths.newsletter(there?.issue.slug ?? sent.issue.slug ?? '') } as {
    pt: string
    en: string
  }
  return { locale, sent, alternates, path: own }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props)
  if (!data) return {}
  const { subject, preheader } = data.sent.issue
  return {
    title: subject,
    description: preheader ?? undefined,
    alternates: canonical(data.locale, data.alternates),
    ...shareMetadata(data.locale, { title: subject, description: preheader ?? '', path: data.path, kind: 'site' }),
  }
}

export default async function NewsletterIssuePage(props: Props) {
  const data = await load(props)
  if (!data) {
    const { locale, slug } = await props.params
    return redirectOrNotFound(localizePath(locale, paths.newsletter(routeParam(slug))))
  }
  setRequestLocale(data.locale)
  return (
    <SiteShell locale={data.locale} alternates={data.alternates}>
      <NewsletterIssueView sent={data.sent} locale={data.locale} />
    </SiteShell>
  )
}
