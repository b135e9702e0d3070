import type { Payload } from 'payload'
import type { Lead } from '@/payload-types'
import { site } from '@/config/site'
import { siteUrl } from '@/config/site-url'
import { formsT } from '@/forms/server/messages'
import { escapeHtml, oneLine } from '@/lib/html'

/** The studio's address for inquiries (site settings → organization e-mail), if an editor set one. */
export async function studioAddress(payload: Payload): Promise<string | null> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { organization: { email: true } },
  })
  return settings.organization?.email || null
}

/**
 * E-mails a new inquiry to the studio, in the studio's language, with Reply-To set to the
 * visitor. Throws when it cannot (no address configured, SMTP failure): the notice stays due.
 */
export async function notifyStudio(payload: Payload, lead: Lead): Promise<void> {
  const to = await studioAddress(payload)
  if (!to) throw new Error('no studio e-mail in site settings')
  const t = formsT(site.defaultLocale, 'contact')
  const rows: [string, string][] = [
    [t('fields.name'), lead.name],
    [t('fields.email'), lead.email],
    [t('fields.phone'), lead.phone],
    [t('fields.company'), lead.company || '—'],
    [t('fields.budget'), t(`budgets.${lead.budget}`)],
    [t('notify.page'), lead.sourcePage || '/'],
    [t('notify.language'), lead.locale ?? 'pt'],
  ]
  const adminUrl = `${siteUrl()}/admin/collections/leads/${lead.id}`
  const text = [
    ...rows.map(([k, v]) => `${k}: ${oneLine(v)}`),
    '',
    `${t('fields.message')}:`,
    lead.message,
    '',
    `${t('notify.admin')}: ${adminUrl}`,
    '',
  ].join('\n')
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<table cellpadding="4">${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<h3>${escapeHtml(t('fields.message'))}</h3><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>
<p><a href="${escapeHtml(adminUrl)}">${escapeHtml(t('notify.admin'))}</a></p></body></html>`
  await payload.sendEmail({
    to,
    replyTo: { name: lead.name, address: lead.email },
    subject: t('notify.subject', { who: lead.company ? `${lead.name} (${lead.company})` : lead.name }),
    text,
    html,
  })
}
