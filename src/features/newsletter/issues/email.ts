import type { Payload } from 'payload'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  convertLexicalToHTML,
  LinkHTMLConverter,
  type HTMLConverters,
  type HTMLConvertersFunction,
} from '@payloadcms/richtext-lexical/html'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { site, type Locale } from '@/config/site'
import { siteUrl } from '@/config/site-url'
import { documentPath, localizePath, paths, type DocumentCollection } from '@/lib/paths'
import { escapeHtml } from '@/lib/html'
import type { Case, Media, NewsletterIssue, Post } from '@/payload-types'
import { listHeaders } from '../server/links'

/**
 * An issue as an e-mail in one language: HTML (inline styles, a 600 px column, the site's colours) and a text part,
 * the same for every reader but for the unsubscribe link, which `personalize` puts in. Links are the editor's own,
 * never rewritten; no tracking pixel.
 */
export type IssueEmail = { subject: string; html: string; text: string; fromName: string }

const UNSUBSCRIBE = '%%UNSUBSCRIBE_URL%%'

const words = {
  pt: {
    webVersion: 'Ver no navegador',
    why: 'Você recebe este e-mail porque assinou a newsletter do estúdio.',
    unsubscribe: 'Cancelar inscrição',
    test: '[Teste]',
    whatsNew: 'Novidades no site',
  },
  en: {
    webVersion: 'View in your browser',
    why: "You get this e-mail because you signed up for the studio's newsletter.",
    unsubscribe: 'Unsubscribe',
    test: '[Test]',
    whatsNew: 'New on the site',
  },
} as const

const absolute = (url: string) =>
  /^https?:\/\//.test(url) ? url : `${siteUrl()}${url.startsWith('/') ? '' : '/'}${url}`

/** A linked document's address on the site (cases, articles, services), absolute: an e-mail has no base. */
function docHref(locale: Locale) {
  return ({ linkNode }: { linkNode: { fields: { doc?: { relationTo?: string; value?: unknown } | null } } }) => {
    const doc = linkNode.fields.doc
    const value = doc?.value as { slug?: string } | undefined
    if (!doc?.relationTo || !value?.slug) return siteUrl()
    return absolute(localizePath(locale, documentPath(doc.relationTo as DocumentCollection, locale, value.slug)))
  }
}

function converters(locale: Locale): HTMLConvertersFunction {
  return ({ defaultConverters }) =>
    ({
      ...defaultConverters,
      ...LinkHTMLConverter({ internalDocToHref: docHref(locale) as never }),
      // An image the width of the column, at the 960 px size (twice the column for sharp screens), with its alt.
      upload: ({ node }: { node: { value: unknown } }) => {
        const media = node.value as Media | number
        if (typeof media !== 'object' || !media?.url) return ''
        const src = absolute(media.sizes?.card?.url ?? media.url)
        const caption = media.caption
          ? `<p style="margin:8px 0 0;color:#5b6660;font-size:14px">${escapeHtml(media.caption)}</p>`
          : ''
        return `<div style="margin:24px 0"><img src="${escapeHtml(src)}" alt="${escapeHtml(media.alt ?? '')}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border:0;border-radius:8px">${caption}</div>`
      },
    }) as HTMLConverters
}

type Listed = { title: string; line: string; href: string }

/** The "what's new" list: each article or case the editor kept, with its one line and its page's address. */
export function whatsNewOf(issue: NewsletterIssue, locale: Locale, { absoluteLinks = true } = {}): Listed[] {
  return (issue.whatsNew ?? []).flatMap((item) => {
    const doc = item.value
    if (typeof doc !== 'object' || !doc?.slug) return []
    const line = item.relationTo === 'posts' ? (doc as Post).excerpt : (doc as Case).summary
    const path = documentPath(item.relationTo, locale, doc.slug)
    const href = localizePath(locale, path)
    return [{ title: doc.title, line: line ?? '', href: absoluteLinks ? absolute(href) : href }]
  })
}

/** The studio's name (the e-mail's masthead) and postal address (its footer), from Site settings. */
async function studio(payload: Payload, locale: Locale): Promise<{ name: string; address: string }> {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true })
  const org = settings.organization
  const a = org?.address
  const where = [a?.street, [a?.city, a?.region].filter(Boolean).join(' – '), a?.postalCode]
  return {
    name: settings.studioName ?? '',
    address: [org?.legalName || settings.studioName, ...where].filter(Boolean).join(' · '),
  }
}

export async function renderIssueEmail(
  payload: Payload,
  issue: NewsletterIssue,
  locale: Locale,
  { test = false } = {},
): Promise<IssueEmail> {
  const w = words[locale]
  const subject = `${test ? `${w.test} ` : ''}${issue.subject ?? ''}`
  const body = issue.body as SerializedEditorState | null | undefined
  const content = body
    ? convertLexicalToHTML({ data: body, converters: converters(locale), disableContainer: true })
    : ''
  const { name, address } = await studio(payload, locale)
  const listed = whatsNewOf(issue, locale)
  const link = 'color:#0a6b4e'
  const list = listed.length
    ? `<h2 style="margin:32px 0 8px;font-size:20px">${w.whatsNew}</h2>` +
      listed
        .map(
          (item) =>
            `<p style="margin:0 0 12px"><a href="${escapeHtml(item.href)}" style="${link};font-weight:600">${escapeHtml(item.title)}</a>` +
            (item.line ? `<br><span style="color:#3d4843">${escapeHtml(item.line)}</span>` : '') +
            '</p>',
        )
        .join('\n')
    : ''
  const web = issue.slug ? absolute(localizePath(locale, paths.newsletter(issue.slug))) : null
  const preheader = issue.preheader ?? ''
  const muted = 'color:#5b6660;font-size:13px;line-height:1.5'
  const html = `<!doctype html><html lang="${site.localeTags[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(issue.subject ?? '')}</title></head>
<body style="margin:0;padding:0;background:#eef2f0">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${site.colors.background};padding:20px 24px;font:600 20px/1.2 system-ui,sans-serif;color:#f2f5f3">${escapeHtml(name)}<span style="display:inline-block;width:10px;height:10px;margin-left:8px;border-radius:50%;background:${site.colors.primary}"></span></td></tr>
<tr><td style="padding:24px;font:16px/1.6 system-ui,sans-serif;color:#111a16">
<h1 style="margin:0 0 16px;font-size:28px;line-height:1.15">${escapeHtml(issue.subject ?? '')}</h1>
${content}
${list}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #dde4e0;font-family:system-ui,sans-serif;${muted}">
${web ? `<p style="margin:0 0 8px"><a href="${escapeHtml(web)}" style="${link}">${w.webVersion}</a></p>` : ''}
<p style="margin:0 0 8px">${w.why} <a href="${UNSUBSCRIBE}" style="${link}">${w.unsubscribe}</a></p>
<p style="margin:0">${escapeHtml(address)}</p>
</td></tr></table></td></tr></table></body></html>`
  const text = [
    issue.subject ?? '',
    '',
    body ? convertLexicalToPlaintext({ data: body }).trim() : '',
    '',
    ...(listed.length
      ? [
          w.whatsNew,
          '',
          ...listed.flatMap((item) => [item.title, ...(item.line ? [item.line] : []), item.href, '']),
          '',
        ]
      : []),
    '—',
    ...(web ? [`${w.webVersion}: ${web}`] : []),
    `${w.why}`,
    `${w.unsubscribe}: ${UNSUBSCRIBE}`,
    address,
    '',
  ].join('\n')
  return { subject, html, text, fromName: name }
}

/** One reader's copy: their own unsubscribe link in the body (the headers carry it too), from the studio by name. */
export function personalize(payload: Payload, email: IssueEmail, unsubscribeUrl: string) {
  return {
    from: { name: email.fromName, address: payload.email.defaultFromAddress },
    subject: email.subject,
    html: email.html.replaceAll(UNSUBSCRIBE, escapeHtml(unsubscribeUrl)),
    text: email.text.replaceAll(UNSUBSCRIBE, unsubscribeUrl),
    headers: listHeaders(unsubscribeUrl),
  }
}
