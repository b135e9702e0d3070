'use client'

import { Button, toast, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'
import { site } from '@/config/site'
import { fromWallClock } from '@/lib/dates'
import { CONCURRENCY } from '../limits'
import type { Progress } from '../sending'
import styles from './send-panel.module.css'
import { useMayEdit } from './use-may-edit'

const words = {
  pt: {
    test: 'Enviar teste para mim',
    send: 'Enviar agora',
    schedule: 'Agendar',
    at: 'Enviar em (horário de Brasília)',
    confirm: 'Enviar esta edição a todos os assinantes confirmados? Não dá para desfazer.',
    tested: (to: string) => `Teste enviado para ${to}.`,
    scheduledFor: (at: string) => `Agendada para ${at}.`,
    sending: 'Enviando',
    sent: 'Enviada',
    delivered: 'entregues',
    failed: 'com falha',
    remaining: 'na fila',
    twice: `retomados de um servidor que caiu no meio do envio (até ${CONCURRENCY} podem ter ido duas vezes)`,
    unsubscribed: 'descadastrados desde o envio',
    reasons: 'Motivos das falhas',
    saveFirst: 'Salve a edição para poder enviá-la.',
  },
  en: {
    test: 'Send a test to me',
    send: 'Send now',
    schedule: 'Schedule',
    at: 'Send at (São Paulo time)',
    confirm: 'Send this issue to every confirmed subscriber? This cannot be undone.',
    tested: (to: string) => `Test sent to ${to}.`,
    scheduledFor: (at: string) => `Scheduled for ${at}.`,
    sending: 'Sending',
    sent: 'Sent',
    delivered: 'delivered',
    failed: 'failed',
    remaining: 'queued',
    twice: `taken over from a server that died mid-send (up to ${CONCURRENCY} may have gone twice)`,
    unsubscribed: 'unsubscribed since',
    reasons: 'Why they failed',
    saveFirst: 'Save the issue to send it.',
  },
} as const

/**
 * Above the form: send a test, send or schedule, then a live progress bar (sent, failed, queued) and,
 * once done, the report. Polls the progress endpoint every 2 s while a send is under way.
 */
export function SendPanel() {
  const { id } = useDocumentInfo()
  // Subscribers-only users follow sends; only editors and admins send (the endpoints say so too).
  const maySend = useMayEdit()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const lang = i18n.language === 'en' ? 'en' : 'pt'
  const w = words[lang]
  const base = `${config.routes.api}/newsletter-issues/${id}`
  const [state, setState] = useState<Progress | null>(null)
  const [at, setAt] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    const res = await fetch(`${base}/progress`, { credentials: 'include' })
    if (res.ok) setState((await res.json()) as Progress)
  }, [base])
  useEffect(() => {
    if (!id) return
    void load()
  }, [id, load])
  useEffect(() => {
    if (state?.state !== 'sending' && state?.state !== 'scheduled') return
    const timer = setInterval(() => void load(), 2_000)
    return () => clearInterval(timer)
  }, [state?.state, load])

  const post = async (path: string, body?: unknown) => {
    setBusy(true)
    try {
      const res = await fetch(`${base}/${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      })
      const answer = (await res.json().catch(() => ({}))) as {
        error?: string
        errors?: { locale: string; message: string }[]
        to?: string
        progress?: Progress
      }
      if (!res.ok) {
        const messages = answer.errors?.map((e) => `${e.locale.toUpperCase()}: ${e.message}`) ?? [answer.error ?? '']
        messages.forEach((m) => toast.error(m))
        return
      }
      if (answer.to) toast.success(w.tested(answer.to))
      // The send published the issue and froze it: the form (its status, Publish button) is read again.
      if (answer.progress) window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  if (!id) return <p className={styles.note}>{w.saveFirst}</p>
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(site.localeTags[lang], {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: site.timeZone,
        }).format(new Date(iso))
      : ''
  const done = state && state.total > 0 ? ((state.sent + state.failed) / state.total) * 100 : 0

  return (
    <section className={styles.panel} aria-label="Newsletter">
      {maySend && (
        <div className={styles.actions}>
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void post('test')}>
            {w.test}
          </Button>
          {state?.state === 'draft' && (
            <>
              <Button
                size="small"
                disabled={busy}
                onClick={() => {
                  if (window.confirm(w.confirm)) void post('send')
                }}
              >
                {w.send}
              </Button>
              <label className={styles.at}>
                <span>{w.at}</span>
                <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
              </label>
              <Button
                buttonStyle="secondary"
                size="small"
                disabled={busy || !at}
                onClick={() => void post('send', { at: fromWallClock(new Date(at)).toISOString() })}
              >
                {w.schedule}
              </Button>
            </>
          )}
        </div>
      )}
      {state?.state === 'scheduled' && <p role="status">{w.scheduledFor(when(state.sendAt))}</p>}
      {(state?.state === 'sending' || state?.state === 'sent') && (
        <div role="status" aria-live="polite">
          <p className={styles.heading}>
            {state.state === 'sent' ? `${w.sent} · ${when(state.finishedAt)}` : w.sending}
          </p>
          <progress className={styles.bar} max={100} value={done} aria-label={w.sending} />
          <p>
            {state.sent} {w.delivered} · {state.failed} {w.failed} · {state.remaining} {w.remaining}
            {state.reclaimed > 0 && ` · ${state.reclaimed} ${w.twice}`}
            {state.state === 'sent' && ` · ${state.unsubscribedSince} ${w.unsubscribed}`}
          </p>
          {state.reasons.length > 0 && (
            <details>
              <summary>{w.reasons}</summary>
              <ul>
                {state.reasons.map((r) => (
                  <li key={r.error}>
                    {r.count} × {r.error}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </section>
  )
}
