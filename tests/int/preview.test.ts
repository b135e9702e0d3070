// Draft reads through content/ never leak into the cached public reads: the reads run
// against a real Next data cache (IncrementalCache on disk, as `next start` uses it),
// with draft mode and the request's headers switched the way /next/preview does.
import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { seoOf } from '../publishable'
import { pngFile, startPayload } from './payload-harness'
import { api, loginToken } from './forms-harness'

const request = vi.hoisted(() => ({ draftMode: false, headers: new Headers() }))
// Next's server sets this before loading its cache modules (node-environment); so do we.
;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage
vi.mock('server-only', () => ({}))
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: request.draftMode }),
  headers: async () => request.headers,
}))

let payload: Payload
let cleanup: () => Promise<void>
let cacheDir: string
let editorToken: string
let caseId: number
let content: {
  getCase: typeof import('@/content/cases').getCase
  listCases: typeof import('@/content/cases').listCases
  getAbout: typeof import('@/content/globals').getAbout
}

/** Switch the simulated request: a visitor, an editor in draft mode, or draft mode left on after signing out. */
function as(who: 'visitor' | 'editor' | 'signed-out editor') {
  request.draftMode = who !== 'visitor'
  request.headers = new Headers(who === 'editor' ? { authorization: `JWT ${editorToken}` } : {})
}

/** Every entry Next's data cache wrote, as text. */
function cacheFiles(): string {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else out.push(fs.readFileSync(full, 'utf8'))
    }
  }
  if (fs.existsSync(cacheDir)) walk(cacheDir)
  return out.join('\n')
}

beforeAll(async () => {
  ;({ payload, cleanup } = await startPayload())
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-next-cache-'))
  const { IncrementalCache } = await import('next/dist/server/lib/incremental-cache')
  const { nodeFs } = await import('next/dist/server/lib/node-fs-methods')
  // What `next start` puts on globalThis for unstable_cache, backed by files in cacheDir.
  ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    minimalMode: false,
    // Data-cache entries land in <serverDistDir>/../cache/fetch-cache, i.e. inside cacheDir.
    serverDistDir: path.join(cacheDir, 'server'),
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    previewProps: { previewModeId: 'test', previewModeSigningKey: 'test', previewModeEncryptionKey: 'test' },
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: { previewModeId: 'test', previewModeSigningKey: 'test', previewModeEncryptionKey: 'test' },
    },
  } as never)

  await payload.create({
    collection: 'users',
    data: { email: 'editor@test.local', password: 'editor-pass-1', roles: ['editor'] },
  })
  editorToken = await loginToken(payload, 'editor@test.local', 'editor-pass-1')
  const media = await payload.create({ collection: 'media', data: { alt: 'x' }, file: await pngFile() })
  const created = await payload.create({
    collection: 'cases',
    locale: 'pt',
    data: {
      title: 'Título publicado',
      slug: 'caso-preview',
      year: 2024,
      cover: media.id,
      ...seoOf('pt'),
      _status: 'published',
    },
  })
  caseId = created.id
  await payload.update({
    collection: 'cases',
    id: caseId,
    locale: 'en',
    data: { title: 'Published title', slug: 'preview-case', ...seoOf('en'), _status: 'published' },
  })
  await payload.updateGlobal({ slug: 'about', locale: 'pt', data: { title: 'Sobre publicado', _status: 'published' } })
  await payload.updateGlobal({ slug: 'about', locale: 'en', data: { title: 'Published about', _status: 'published' } })
  // The editor's unpublished changes, in both locales.
  await payload.update({
    collection: 'cases',
    id: caseId,
    locale: 'pt',
    draft: true,
    data: { title: 'Título em rascunho', _status: 'draft' },
  })
  await payload.update({
    collection: 'cases',
    id: caseId,
    locale: 'en',
    draft: true,
    data: { title: 'Draft title', _status: 'draft' },
  })
  await payload.updateGlobal({
    slug: 'about',
    locale: 'pt',
    draft: true,
    data: { title: 'Sobre em rascunho', _status: 'draft' },
  })

  const [cases, globals] = await Promise.all([import('@/content/cases'), import('@/content/globals')])
  content = { getCase: cases.getCase, listCases: cases.listCases, getAbout: globals.getAbout }
})
afterAll(async () => {
  delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache
  await cleanup?.()
  fs.rmSync(cacheDir, { recursive: true, force: true })
})

describe('previewing drafts through content/', () => {
  it('shows the visitor the published page, and fills the cache with it', async () => {
    as('visitor')
    expect((await content.getCase('caso-preview', 'pt'))?.title).toBe('Título publicado')
    expect((await content.getCase('preview-case', 'en'))?.title).toBe('Published title')
    expect((await content.listCases('pt')).map((c) => c.title)).toEqual(['Título publicado'])
    expect((await content.getAbout('pt')).title).toBe('Sobre publicado')
    expect(cacheFiles()).toContain('Título publicado')
  })

  it('shows a signed-in editor in draft mode the drafts, in both locales, past the cached copies', async () => {
    as('editor')
    expect((await content.getCase('caso-preview', 'pt'))?.title).toBe('Título em rascunho')
    expect((await content.getCase('preview-case', 'en'))?.title).toBe('Draft title')
    expect((await content.listCases('pt')).map((c) => c.title)).toEqual(['Título em rascunho'])
    expect((await content.getAbout('pt')).title).toBe('Sobre em rascunho')
  })

  it('never writes a draft into the cache, so the next visitor still gets the published page', async () => {
    as('visitor')
    expect((await content.getCase('caso-preview', 'pt'))?.title).toBe('Título publicado')
    expect((await content.listCases('pt')).map((c) => c.title)).toEqual(['Título publicado'])
    expect((await content.getAbout('pt')).title).toBe('Sobre publicado')
    const cache = cacheFiles()
    for (const draft of ['Título em rascunho', 'Draft title', 'Sobre em rascunho']) expect(cache).not.toContain(draft)
  })

  it('a draft read first does not seed the cache either', async () => {
    as('editor')
    expect((await content.getCase('preview-case', 'en'))?.title).toBe('Draft title')
    as('visitor')
    // Not read by a visitor yet in this locale and list: the first public read comes from the database.
    expect((await content.listCases('en')).map((c) => c.title)).toEqual(['Published title'])
    expect(cacheFiles()).not.toContain('Draft title')
  })

  it('shows published content when draft mode is left on without a session', async () => {
    as('signed-out editor')
    expect((await content.getCase('caso-preview', 'pt'))?.title).toBe('Título publicado')
  })
})

describe('the admin’s locale status panel', () => {
  const status = async (path: string, token?: string) => {
    const res = await api(path, { token })
    return res.ok
      ? Object.fromEntries(
          ((await res.json()).locales as { code: string; state: string }[]).map((l) => [l.code, l.state]),
        )
      : res.status
  }

  it('tells which locales have unpublished changes', async () => {
    expect(await status(`/api/cases/${caseId}/locale-status`, editorToken)).toEqual({ pt: 'changed', en: 'changed' })
    expect(await status('/api/globals/about/locale-status', editorToken)).toEqual({ pt: 'changed', en: 'published' })
    await payload.update({ collection: 'cases', id: caseId, locale: 'pt', data: { _status: 'published' } })
    expect(await status(`/api/cases/${caseId}/locale-status`, editorToken)).toEqual({
      pt: 'published',
      en: 'published',
    })
    await payload.update({
      collection: 'cases',
      id: caseId,
      locale: 'en',
      draft: true,
      data: { summary: 'Only in English', _status: 'draft' },
    })
    expect(await status(`/api/cases/${caseId}/locale-status`, editorToken)).toEqual({ pt: 'published', en: 'changed' })
  })

  it('is for signed-in users only', async () => {
    expect(await status(`/api/cases/${caseId}/locale-status`)).toBe(401)
  })
})
