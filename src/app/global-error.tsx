'use client'

import { useEffect } from 'react'
import { reloadForChunkError } from '@/features/chunk-recovery/reload'
import { isChunkLoadError } from '@/lib/chunk-reload'

/**
 * The last fallback (spec §8: "failure while showing the error page"): no layout,
 * no fonts, no translations loaded; a plain message in the visitor's language
 * and a link home. A chunk failure that got this far still gets its one reload.
 */
const text = {
  pt: {
    title: 'Estamos com um problema no servidor. Por favor, volte mais tarde.',
    home: 'Voltar para o início',
    href: '/',
  },
  en: { title: 'We are currently having a server problem. Please come back later.', home: 'Back to home', href: '/en' },
}

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError()
  }, [error])
  const locale = typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname) ? 'en' : 'pt'
  const t = text[locale]
  return (
    <html lang={locale === 'en' ? 'en-US' : 'pt-BR'}>
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          background: '#0b0d0c',
          color: '#f2f5f3',
          fontFamily: 'system-ui, sans-serif',
          padding: '2rem',
        }}
      >
        <main>
          <h1 style={{ fontSize: '1.5rem', maxWidth: '32ch' }}>{t.title}</h1>
          {/* A plain anchor on purpose: the router may be what failed. */}
          <a href={t.href} style={{ color: '#2EE6A8' }}>
            {t.home}
          </a>
        </main>
      </body>
    </html>
  )
}
