import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/config/site'
import type { NewsletterIssue } from '@/payload-types'
import { tags } from '@/lib/cache-tags'
import { cached, payloadClient } from './client'

/** A sent issue as its web version shows it: the issue and when it went. */
export type SentIssue = { issue: NewsletterIssue; sentAt: string }

const issueTags = [tags.collection('newsletter-issues'), tags.collection('media')]

/**
 * Issues whose send has begun, newest first: public from then on (their readers' "view in your browser" links), though
 * the API keeps issues to the staff. Server code, so it reads past access, and only these.
 */
export async function readSentIssues(payload: Payload, locale: Locale | 'all'): Promise<SentIssue[]> {
  const sends = await payload.find({
    collection: 'newsletter-sends',
    where: { state: { in: ['sending', 'sent'] } },
    sort: '-sendAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (!sends.docs.length) return []
  const issues = await payload.find({
    collection: 'newsletter-issues',
    where: { id: { in: sends.docs.map((send) => send.issue as number) } },
    locale,
    depth: 1,
    draft: false,
    pagination: false,
    overrideAccess: true,
  })
  const byId = new Map(issues.docs.map((issue) => [issue.id, issue]))
  return sends.docs.flatMap((send) => {
    const issue = byId.get(send.issue as number)
    return issue ? [{ issue, sentAt: send.sendAt }] : []
  })
}

export const sentIssues = cached(
  async (locale: Locale) => readSentIssues(await payloadClient(), locale),
  'newsletter:sent',
  issueTags,
)

export async function getSentIssue(slug: string, locale: Locale): Promise<SentIssue | null> {
  return (await sentIssues(locale)).find((sent) => sent.issue.slug === slug) ?? null
}
