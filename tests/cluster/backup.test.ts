// `npm run backup` while sign-ups arrive, then `npm run restore` into a fresh database and media
// folder, and an instance started on them: the same pages, and every subscriber acknowledged
// before the backup began.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, startServer, waitForHttp } from '../../scripts/run.mjs'
import { adminAuth, apps, json, request, signUp, state } from './support'

const run = Date.now()
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-restore-test-'))
const root = path.resolve(__dirname, '../..')
let restored: ReturnType<typeof startServer> | undefined

afterAll(() => {
  restored?.kill('SIGTERM')
  fs.rmSync(tmp, { recursive: true, force: true })
})

const psqlAdmin = (sql: string) => {
  const port = new URL(process.env.DATABASE_URL!).port
  return execFileSync('psql', ['-h', path.join(state, 'pgsocket'), '-p', port, '-U', 'postgres', '-tAc', sql], {
    encoding: 'utf8',
  }).trim()
}
const emailsIn = (url: string) =>
  new Set(
    execFileSync('psql', [url, '-tAc', `select email from subscribers where email like 'backup-${run}-%'`], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean),
  )

/** The visible text of a page's main content. */
const mainText = (html: string) =>
  (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('backup and restore (PostgreSQL)', () => {
  it('a backup taken during sign-ups restores to the same pages and every subscriber acknowledged before it', async () => {
    const auth = await adminAuth(apps[0])
    const [doc] = JSON.parse(
      (await request(`${apps[0]}/api/cases?locale=pt&depth=0&limit=1&sort=title&where[_status][equals]=published`))
        .body,
    ).docs
    const title = `Backup edit ${run}`
    expect(
      (
        await request(`${apps[0]}/api/cases/${doc.id}?locale=pt`, {
          method: 'PATCH',
          ...json({ title, _status: 'published' }, auth),
        })
      ).status,
    ).toBe(200)
    try {
      await checkBackupAndRestore(doc, title)
    } finally {
      await request(`${apps[0]}/api/cases/${doc.id}?locale=pt`, {
        method: 'PATCH',
        ...json({ title: doc.title, _status: 'published' }, auth),
      })
    }
  }, 240_000)
})

async function checkBackupAndRestore(doc: { slug: string }, title: string) {
  {
    const acknowledged: { email: string; at: number }[] = []
    let stop = false
    let n = 0
    const signUps = async () => {
      while (!stop) {
        const email = `backup-${run}-${n++}@example.com`
        // Straight to instance B from nginx's address, as nginx would send it: a distinct visitor each time.
        const res = await request(`${apps[1]}/api/newsletter`, {
          method: 'POST',
          body: signUp(email).body,
          headers: { ...signUp(email).headers, 'x-forwarded-for': `10.9.${Math.floor(n / 250)}.${n % 250}` },
        })
        if (res.status === 200 && JSON.parse(res.body).ok) acknowledged.push({ email, at: Date.now() })
      }
    }
    const load = Promise.all(Array.from({ length: 8 }, signUps))
    await new Promise((r) => setTimeout(r, 1500))
    const archive = path.join(tmp, 'backup.tar.gz')
    const startedAt = Date.now()
    execFileSync(process.execPath, [path.join(root, 'scripts/backup.mjs'), archive], {
      cwd: root,
      env: process.env,
      stdio: 'inherit',
    })
    await new Promise((r) => setTimeout(r, 1000))
    stop = true
    await load
    const before = acknowledged.filter((a) => a.at < startedAt).map((a) => a.email)
    expect(before.length).toBeGreaterThan(20)

    // A fresh database and media folder, as on a new machine.
    psqlAdmin(`create database restored_${run} owner studio`)
    const restoredUrl = process.env.DATABASE_URL!.replace(/\/[^/]+$/, `/restored_${run}`)
    const media = path.join(tmp, 'media')
    execFileSync(process.execPath, [path.join(root, 'scripts/restore.mjs'), archive], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: restoredUrl,
        MEDIA_DIR: media,
        NEXT_DIST_DIR: path.relative(root, path.join(tmp, 'no-build')),
      },
      stdio: 'inherit',
    })

    const restoredEmails = emailsIn(restoredUrl)
    expect(before.filter((e) => !restoredEmails.has(e))).toEqual([])
    console.log(
      `backup: ${before.length} sign-ups acknowledged before it began, all restored; ${restoredEmails.size} in the archive`,
    )
    expect(fs.readdirSync(media).length).toBe(fs.readdirSync(process.env.MEDIA_DIR!).length)

    // An instance on the restored data, with a page cache of its own (another Redis database), renders from it.
    const port = await freePort()
    restored = startServer(
      port,
      {
        ...process.env,
        DATABASE_URL: restoredUrl,
        MEDIA_DIR: media,
        OUTBOX_DIR: path.join(tmp, 'outbox'),
        REDIS_CACHE_DB: '7',
        SITE_URL: process.env.SITE_URL!,
      },
      ['ignore', 'ignore', 'inherit'],
    )
    await waitForHttp(`http://localhost:${port}/`, 120_000)
    const pages = [
      '/',
      '/cases',
      `/case/${doc.slug}`,
      '/posts',
      '/en',
      '/en/cases',
      '/what-we-do',
      '/politica-de-privacidade',
    ]
    for (const p of pages) {
      const [original, copy] = await Promise.all([request(`${apps[1]}${p}`), request(`http://localhost:${port}${p}`)])
      expect(copy.status, p).toBe(200)
      expect(mainText(copy.body), p).toBe(mainText(original.body))
    }
    expect((await request(`http://localhost:${port}/case/${doc.slug}`)).body).toContain(title)
  }
}
