import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isNextScript } from './next-scripts.mjs'
import { inlineScriptHashes } from './written-page.mjs'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

describe('inlineScriptHashes', () => {
  const payload = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])'
  const opening = '(self.__next_f=self.__next_f||[]).push([0])'
  const bootstrap = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"]});'
  const ours = '(function () { document.documentElement.setAttribute("data-x", "") })();'
  const own = new Set([sha(ours)])

  it("hashes Next's own scripts by their exact shape and the site's own by their listed hash, once each", () => {
    const html = `<head><script src="/_next/static/a.js" async=""></script><script>${opening}</script></head><body><script>${ours}</script><script>${payload}</script><script>${payload}</script><script id="_R_">${bootstrap}</script></body>`
    expect(inlineScriptHashes(html, own)).toEqual([sha(opening), sha(ours), sha(payload), sha(bootstrap)])
  })

  it('hashes the form state a form post without JavaScript comes back with, which hydration reads', () => {
    const formState = `${opening};self.__next_f.push([2,[{"status":"invalid"},"p/en","60b1",0]])`
    expect(inlineScriptHashes(`<body><script>${formState}</script></body>`, own)).toEqual([sha(formState)])
  })

  it('gives an injected script no hash, also one dressed up as a payload push', () => {
    for (const injected of [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push([1,"x"]),alert(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});alert(1);',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
      '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,1]);alert(1)',
      '(self.__next_f=self.__next_f||[]).push([0]);(self.__next_f=self.__next_f||[]).push([0])',
      `${ours} `,
    ]) {
      expect(inlineScriptHashes(`<body><script>${injected}</script></body>`, own), injected).toEqual([])
      expect(isNextScript(injected), injected).toBe(false)
    }
  })

  it('leaves out data blocks and external scripts', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script><script src="/x.js"></script><script type="application/json">{}</script>'
    expect(inlineScriptHashes(html, own)).toEqual([])
  })
})
