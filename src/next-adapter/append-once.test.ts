import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { appendOnce } from './append-once'

const response = () => {
  const res = new http.ServerResponse(new http.IncomingMessage(null as never))
  appendOnce(res)
  return res
}

describe('appendOnce', () => {
  it('does not append a value the header already has', () => {
    const res = response()
    res.setHeader('location', '/o-que-fazemos/jogos')
    res.appendHeader('location', '/o-que-fazemos/jogos')
    res.appendHeader('x-nextjs-prerender', '1')
    res.appendHeader('x-nextjs-prerender', ['1'])
    expect(res.getHeader('location')).toBe('/o-que-fazemos/jogos')
    expect(res.getHeader('x-nextjs-prerender')).toEqual('1')
  })

  it('still appends distinct values, as for several cookies', () => {
    const res = response()
    res.appendHeader('set-cookie', 'a=1')
    res.appendHeader('set-cookie', ['a=1', 'b=2'])
    expect(res.getHeader('set-cookie')).toEqual(['a=1', 'b=2'])
  })
})
