import fs from 'node:fs'
import { createRequire } from 'node:module'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { firstLoadScriptPaths as firstLoadScripts } from '../../scripts/first-load-js.mjs'
import { paintFirst } from './paint-first.mjs'
import { scriptHash } from '../lib/security-headers.mjs'

// The shape of a page as Next 16 writes it: chunk scripts hoisted into <head>, the main one
// preloaded at low priority and written again at the end of the shell, a noModule polyfill, and
// inline scripts (Turbopack's chunk list, the RSC payload) that must stay as they are.
const page = [
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/display.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '<title>Studio</title></head><body><main><h1>Arte, design e tecnologia</h1></main>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/main.js"]});</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('')

describe('paintFirst', () => {
  const html = paintFirst(page)

  it('replaces every chunk script tag with one loader in the head, listing them in document order', () => {
    expect(html).not.toMatch(/<script src="[^"]+" async="">/)
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/turbopack-x.js',
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/main.js',
    ])
    expect(html.match(/data-chunks=/g)).toHaveLength(1)
    expect(html.indexOf('data-chunks=')).toBeLessThan(html.indexOf('</head>'))
  })

  it('drops the preload of a listed chunk and keeps everything else', () => {
    expect(html).not.toContain('as="script"')
    for (const kept of [
      'as="font"',
      'rel="stylesheet"',
      'noModule=""',
      '<script id="_R_">',
      'self.__next_f',
      '<h1>Arte, design e tecnologia</h1>',
    ])
      expect(html).toContain(kept)
  })

  it('lists the same scripts the page loaded before', () => {
    expect(firstLoadScripts(html)).toEqual(firstLoadScripts(page))
  })

  it('leaves a document without chunk scripts alone, and a rewritten one too', () => {
    const admin = '<html><head><script src="/admin.js" defer=""></script></head><body></body></html>'
    expect(paintFirst(admin)).toBe(admin)
    expect(paintFirst(html)).toBe(html)
  })

  it('writes the same loader on every page, so its CSP hash is the same', () => {
    const other = paintFirst(page.replace(/page\.js/g, 'other-page.js'))
    const loaderHash = (doc: string) => scriptHash(/<script data-chunks=[^>]*>([\s\S]*?)<\/script>/.exec(doc)![1])
    expect(loaderHash(other)).toEqual(loaderHash(html))
  })
})

describe('the loader, run as the page runs it', () => {
  /** Runs the inline loader of `html` in a bare context: nothing but a stand-in document and timers. */
  function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
    const [, chunks, body] = /<script data-chunks="([^"]*)">([\s\S]*?)<\/script>/.exec(html)!
    const appended: { src: string; async: boolean }[] = []
    const frames: (() => void)[] = []
    const timers: (() => void)[] = []
    /** Runs the queued tasks one at a time, in order, returning how many scripts each one added. */
    const drain = () => {
      const added: number[] = []
      while (timers.length) {
        const before = appended.length
        timers.shift()!()
        added.push(appended.length - before)
      }
      return added
    }
    const document = {
      visibilityState,
      currentScript: { dataset: { chunks } },
      head: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
      createElement: (tag: string) => {
        expect(tag).toBe('script')
        return { src: '', async: false }
      },
    }
    const self: { __next_s?: unknown[] } = {}
    const context = vm.createContext({
      document,
      self,
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: (...args: unknown[]) => void, _ms: number, ...args: unknown[]) => timers.push(() => f(...args)),
    })
    vm.runInContext(body, context)
    return { appended, frames, drain, self }
  }

  it('adds the scripts, in order and async, one per task, only after the first frame', () => {
    const { appended, frames, drain } = runLoader(paintFirst(page), 'visible')
    expect(appended).toEqual([])
    frames.forEach((f) => f()) // just before the frame is painted: still nothing
    expect(appended).toEqual([])
    // From the task after the paint on, one script per task.
    expect(drain()).toEqual(firstLoadScripts(page).map(() => 1))
    expect(appended.map((s) => s.src)).toEqual(firstLoadScripts(page))
    expect(appended.every((s) => s.async)).toBe(true)
  })

  it('starts at once in a hidden tab, where no frame comes until the visitor looks', () => {
    const { appended, frames, drain } = runLoader(paintFirst(page), 'hidden')
    expect(frames).toEqual([])
    expect(appended.map((s) => s.src)).toEqual(firstLoadScripts(page).slice(0, 1))
    drain()
    expect(appended.map((s) => s.src)).toEqual(firstLoadScripts(page))
  })

  it("queues one inert entry for Next's bootstrap, so hydration starts a task after the chunk that starts it", async () => {
    const { self } = runLoader(paintFirst(page), 'visible')
    expect(self.__next_s).toEqual([[0, { type: 'application/json', children: '' }]])

    // Next's own bootstrap (the installed version), run on that queue in a stand-in page.
    const require = createRequire(import.meta.url)
    const file = require.resolve('next/dist/client/app-bootstrap.js')
    const added: { attributes: Record<string, string>; innerHTML?: string }[] = []
    const tasks: (() => void)[] = []
    const cjs = { exports: {} as { appBootstrap?: (hydrate: () => void) => void } }
    const context = vm.createContext({
      self,
      window: {},
      process: { env: {} },
      module: cjs,
      exports: cjs.exports,
      require: (id: string) => createRequire(file)(id),
      setTimeout: (f: () => void) => tasks.push(f),
      console,
      document: {
        createElement: () => ({
          attributes: {},
          tagName: 'SCRIPT',
          setAttribute(this: { attributes: Record<string, string> }, k: string, v: string) {
            this.attributes[k] = v
          },
        }),
        head: { appendChild: (el: (typeof added)[number]) => added.push(el) },
      },
    })
    vm.runInContext(fs.readFileSync(file, 'utf8'), context)
    let hydrated = false
    cjs.exports.appBootstrap!(() => (hydrated = true))
    await new Promise((resolve) => setImmediate(resolve)) // every microtask of this task has run
    expect(hydrated).toBe(false)
    expect(added).toEqual([
      {
        attributes: { type: 'application/json' },
        innerHTML: '',
        tagName: 'SCRIPT',
        setAttribute: expect.any(Function),
      },
    ])
    expect(tasks).toHaveLength(1)
    tasks.shift()!() // the next task
    await new Promise((resolve) => setImmediate(resolve))
    expect(hydrated).toBe(true)
  })
})
