import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import GlobalError from './global-error'

// The last fallback renders with nothing else working (no layout, fonts or messages),
// so what it shows is asserted on its own markup.
describe('global-error', () => {
  it('shows the server-problem sentence and a plain link home, in Portuguese by default', () => {
    const html = renderToStaticMarkup(createElement(GlobalError, { error: new Error('boom') }))
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('<h1')
    expect(html).toContain('Estamos com um problema no servidor. Por favor, volte mais tarde.')
    expect(html).toMatch(/<a href="\/"[^>]*>Voltar para o início<\/a>/)
    expect(html).not.toContain('boom')
  })

  afterEach(() => vi.unstubAllGlobals())

  it('speaks English under /en', () => {
    vi.stubGlobal('window', { location: { pathname: '/en/cases' } })
    const html = renderToStaticMarkup(createElement(GlobalError, { error: new Error('boom') }))
    expect(html).toContain('<html lang="en-US">')
    expect(html).toContain('We are currently having a server problem. Please come back later.')
    expect(html).toMatch(/<a href="\/en"[^>]*>Back to home<\/a>/)
  })
})
