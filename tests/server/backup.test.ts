// `npm run backup` on SQLite while sign-ups arrive (an online copy by VACUUM INTO, never a file
// copy), then `npm run restore` into a fresh folder: the restored database has the content the
// pages are made of, and every subscriber acknowledged before the backup began. Runs its own
// server over an online copy of the e2e database, so the shared server's data and limits are
// untouched. (tests/cluster/backup.test.ts does the same on PostgreSQL, and compares pages.)
import { execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, startServer, waitForHttp } from '../../scripts/run.mjs'
import { databaseUrl } from './support/env'

const root = path.resolve(__dirname, '../..')
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-backup-test-'))
const live = path.join(tmp, 'live.db')
let server: ChildProcess | undefined

afterAll(() => {
  server?.kill('SIGKILL')
  fs.rmSync(tmp, { recursive: true, force: true })
})

async function rows(file: string, sql: string): Promise<string[]> {
  const db = createClient({ url: `file:${file}` })
  try {
    return (await db.execute(sql)).rows.map((r) => Object.values(r).join('|'))
  } finally {
    db.close()
  }
}

describe('backup and restore (SQLite)', () => {
  it('a backup taken during sign-ups restores the content and every subscriber acknowledged before it', async () => {
    const source = createClient({ url: databaseUrl })
    await source.execute(`VACUUM INTO '${live}'`)
    source.close()
    const media = path.join(tmp, 'media')
    fs.mkdirSync(media)
    fs.writeFileSync(path.join(media, 'upload.png'), 'not really a png')
    const port = await freePort()
    server = startServer(
      port,
      {
        ...process.env,
        DATABASE_URL: `file:${live}`,
        MEDIA_DIR: media,
        OUTBOX_DIR: path.join(tmp, 'outbox'),
        SITE_URL: `http://localhost:${port}`,
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      ['ignore', 'ignore', 'inherit'],
    )
    await waitForHttp(`http://localhost:${port}/`, 120_000)

    const acknowledged: { email: string; at: number }[] = []
    let stop = false
    let n = 0
    const signUps = async () => {
      while (!stop) {
        const email = `sqlite-backup-${n++}@example.com`
        const res = await fetch(`http://localhost:${port}/api/newsletter`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Backup', surname: 'Test', email, locale: 'pt', page: '/' }),
        })
        if (res.status === 200 && (await res.json()).ok) acknowledged.push({ email, at: Date.now() })
      }
    }
    const load = Promise.all(Array.from({ length: 8 }, signUps))
    await new Promise((r) => setTimeout(r, 1500))
    const archive = path.join(tmp, 'backup.tar.gz')
    const startedAt = Date.now()
    execFileSync(process.execPath, [path.join(root, 'scripts/backup.mjs'), archive], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `file:${live}`, MEDIA_DIR: media },
      stdio: 'inherit',
    })
    await new Promise((r) => setTimeout(r, 500))
    stop = true
    await load
    const before = acknowledged.filter((a) => a.at < startedAt).map((a) => a.email)
    expect(before.length).toBeGreaterThan(20)

    // A fresh checkout's data folder: nothing there yet.
    const fresh = path.join(tmp, 'fresh')
    execFileSync(process.execPath, [path.join(root, 'scripts/restore.mjs'), archive], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: `file:${path.join(fresh, 'site.db')}`,
        MEDIA_DIR: path.join(fresh, 'media'),
        NEXT_DIST_DIR: path.relative(root, path.join(tmp, 'no-build')),
      },
      stdio: 'inherit',
    })
    const restored = path.join(fresh, 'site.db')
    const emails = new Set(await rows(restored, "SELECT email FROM subscribers WHERE email LIKE 'sqlite-backup-%'"))
    expect(before.filter((e) => !emails.has(e))).toEqual([])
    // What the pages are made of is the same as in the live database.
    for (const sql of [
      'SELECT id, slug, title, _locale FROM cases_locales ORDER BY id',
      'SELECT id, slug, title, _locale FROM posts_locales ORDER BY id',
      'SELECT id, filename FROM media ORDER BY id',
    ]) {
      expect(await rows(restored, sql), sql).toEqual(await rows(live, sql))
    }
    expect(fs.readFileSync(path.join(fresh, 'media', 'upload.png'), 'utf8')).toBe('not really a png')
    console.log(
      `backup (SQLite): ${before.length} sign-ups acknowledged before it began, all restored (${emails.size} in the archive)`,
    )
  })
})
