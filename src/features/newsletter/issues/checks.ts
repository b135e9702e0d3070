import type { PayloadRequest } from 'payload'
import { and, eq, isNull, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Locale } from '@/config/site'
import { say } from '@/cms/say'
import { linkAnswers } from '@/lib/link-answers'
import { richTextToPlain } from '@/lib/lexical-text'
import type { Media, NewsletterIssue } from '@/payload-types'

/** A reason not to send, per language and field, in the editor's language. */
export type IssueProblem = { locale: Locale; field: string; message: string }

type Node = { type?: string; value?: unknown; fields?: { url?: string; linkType?: string }; children?: Node[] }
const nodes = (node: Node | undefined): Node[] => (node ? [node, ...(node.children ?? []).flatMap(nodes)] : [])

const MAX_LINKS = 40

/** Languages that confirmed, deliverable subscribers read: an issue must be complete in each of them. */
async function readLocales(req: PayloadRequest): Promise<Set<string>> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const adapter = req.payload.db as unknown as { drizzle: any; tables: Record<string, any> }
  const s = adapter.tables.subscribers
  const rows = (await adapter.drizzle
    .select({ locale: s.locale, n: sql<number>`count(*)` })
    .from(s)
    .where(and(eq(s.status, 'confirmed'), isNull(s.bouncedAt)))
    .groupBy(s.locale)) as { locale: string | null }[]
  return new Set(rows.map((r) => (r.locale === 'en' ? 'en' : 'pt')))
}

/**
 * The checks before a send: subject and text in every language that has readers, every image described in that
 * language, every link answering.
 */
export async function checkIssue(req: PayloadRequest, perLocale: NewsletterIssue[]): Promise<IssueProblem[]> {
  const locales = await readLocales(req)
  const problems: IssueProblem[] = []
  const links: { locale: Locale; url: string }[] = []
  for (const [index, locale] of (['pt', 'en'] as const).entries()) {
    if (!locales.has(locale)) continue
    const issue = perLocale[index]
    const add = (field: string, message: { pt: string; en: string }) =>
      problems.push({ locale, field, message: say(req, message) })
    if (!issue.subject?.trim()) add('subject', { pt: 'Falta o assunto.', en: 'The subject is missing.' })
    if (!richTextToPlain(issue.body as never)) add('body', { pt: 'Falta o texto.', en: 'The body is missing.' })
    const all = nodes((issue.body as { root?: Node } | null)?.root)
    for (const node of all.filter((n) => n.type === 'upload')) {
      const media = node.value as Media | null
      if (typeof media === 'object' && media && !media.alt?.trim())
        add('body', {
          pt: `A imagem "${media.filename}" não tem texto alternativo neste idioma.`,
          en: `The image "${media.filename}" has no alternative text in this language.`,
        })
    }
    for (const node of all)
      if ((node.type === 'link' || node.type === 'autolink') && node.fields?.linkType !== 'internal')
        if (/^https?:\/\//.test(node.fields?.url ?? '')) links.push({ locale, url: node.fields!.url! })
  }
  // Every distinct link asked at once (at most MAX_LINKS), so an issue with many links waits seconds, not minutes.
  const distinct = [...new Set(links.map((l) => l.url))]
  if (distinct.length > MAX_LINKS)
    problems.push({
      locale: links[0].locale,
      field: 'body',
      message: say(req, {
        pt: `A edição tem ${distinct.length} links diferentes; o limite é ${MAX_LINKS}.`,
        en: `The issue has ${distinct.length} different links; the limit is ${MAX_LINKS}.`,
      }),
    })
  const answered = new Map(
    await Promise.all(distinct.slice(0, MAX_LINKS).map(async (url) => [url, await linkAnswers(url)] as const)),
  )
  for (const { locale, url } of links)
    if (answered.get(url) === false)
      problems.push({
        locale,
        field: 'body',
        message: say(req, { pt: `O link ${url} não responde.`, en: `The link ${url} does not answer.` }),
      })
  return problems
}
