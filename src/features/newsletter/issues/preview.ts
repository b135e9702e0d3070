import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { hasRole } from '@/cms/access'
import type { Locale } from '@/config/site'
import type { NewsletterIssue } from '@/payload-types'
import { personalize, renderIssueEmail } from './email'

// The admin's Live Preview sends its messages once the frame says it is ready (as Payload's own listener does), then
// tells it of each save (and autosave); the e-mail is a whole document, so the frame reloads. Same origin only.
const reload =
  "parent.postMessage({type:'payload-live-preview',ready:true},location.origin);" +
  "addEventListener('message',e=>{if(e.origin===location.origin&&e.data&&e.data.type==='payload-document-event')" +
  'location.reload()})'
const reloadHash = `'sha256-${createHash('sha256').update(reload).digest('base64')}'`

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  // The e-mail's own styles are inline, as every mail app needs them; nothing else runs but the reload.
  'content-security-policy': `default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; script-src ${reloadHash}; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
}

/**
 * GET /next/newsletter-preview?id=…&locale=…: the issue's latest draft as the e-mail its readers will get (what the
 * issue's Live Preview shows at phone and desktop width), for the staff who may read issues; 404 for anyone else.
 */
export async function newsletterPreview(payload: Payload, request: Request): Promise<Response> {
  const { user } = await payload.auth({ headers: request.headers })
  const params = new URL(request.url).searchParams
  const id = params.get('id') ?? ''
  const locale: Locale = params.get('locale') === 'en' ? 'en' : 'pt'
  const issue =
    hasRole(user, 'admin', 'editor', 'subscribers') && /^\d{1,12}$/.test(id)
      ? ((await payload.findByID({
          collection: 'newsletter-issues',
          id,
          locale,
          draft: true,
          depth: 1,
          user,
          overrideAccess: false,
          disableErrors: true,
        })) as NewsletterIssue | null)
      : null
  if (!issue) return new Response('Not found', { status: 404, headers: { ...headers, 'content-type': 'text/plain' } })
  const email = personalize(payload, await renderIssueEmail(payload, issue, locale), '#')
  return new Response(email.html.replace('</body>', `<script>${reload}</script></body>`), { headers })
}
