// `npm run backup` and `npm run restore`: one archive (.tar.gz) holding a consistent copy of the
// database and the media folder, taken while the site serves.
//   SQLite: `VACUUM INTO` through libsql: a transactionally consistent copy written by SQLite
//           itself (a file copy of a live WAL database can catch it between a write and its log).
//   PostgreSQL: `pg_dump --format=custom`: one snapshot of the whole database.
// Media files are written before the rows that name them, and never changed afterwards, so
// copying the folder after the database gives every row its file.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { root } from '../env.mjs'

const isPostgres = (url) => /^postgres(ql)?:\/\//.test(url)
const sqlitePath = (url) => path.resolve(root, url.slice('file:'.length))

/** Where pg_dump/pg_restore are: PATH, or PostgreSQL's own folder on Debian. */
function pgTool(name) {
  for (const dir of [...(process.env.PATH ?? '').split(':'), ...listPgBins()])
    if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name)
  throw new Error(`${name} not found: install it with \`apt-get install -y postgresql-client\``)
}
function listPgBins() {
  const base = '/usr/lib/postgresql'
  return fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .sort((a, b) => Number(b) - Number(a))
        .map((m) => path.join(base, m, 'bin'))
    : []
}

/**
 * Writes `<out>` (a .tar.gz) from the database at `databaseUrl` and the folder `mediaDir`.
 * @returns {{ file: string, database: 'sqlite'|'postgres', mediaFiles: number }}
 */
export async function backup({ databaseUrl, mediaDir, out }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-backup-'))
  try {
    const database = isPostgres(databaseUrl) ? 'postgres' : 'sqlite'
    if (database === 'postgres') {
      execFileSync(
        pgTool('pg_dump'),
        ['--format=custom', '--no-owner', '--no-privileges', '--file', path.join(work, 'database.pgdump'), databaseUrl],
        { stdio: ['ignore', 'inherit', 'inherit'] },
      )
    } else {
      const client = createClient({
        url: databaseUrl.startsWith('file:') ? `file:${sqlitePath(databaseUrl)}` : databaseUrl,
      })
      try {
        await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(work, 'database.sqlite')] })
      } finally {
        client.close()
      }
    }
    const media = path.join(work, 'media')
    fs.mkdirSync(media)
    if (fs.existsSync(mediaDir)) fs.cpSync(mediaDir, media, { recursive: true })
    const mediaFiles = fs.readdirSync(media, { recursive: true }).length
    fs.writeFileSync(
      path.join(work, 'manifest.json'),
      JSON.stringify({ format: 1, createdAt: new Date().toISOString(), database, mediaFiles }, null, 2),
    )
    fs.mkdirSync(path.dirname(out), { recursive: true })
    execFileSync('tar', ['-czf', out, '-C', work, '.'])
    return { file: out, database, mediaFiles }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/**
 * Brings an archive back into the database at `databaseUrl` and the folder `mediaDir`.
 * SQLite: the current file (if any) is kept beside it as `<file>.before-restore-<time>`.
 * PostgreSQL: the archive's tables replace the database's (pg_restore --clean); restore into a
 * new, empty database to keep the current one.
 * Media are added to the folder; files already there are left alone.
 */
export async function restore({ archive, databaseUrl, mediaDir }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-restore-'))
  try {
    execFileSync('tar', ['-xzf', archive, '-C', work])
    const manifest = JSON.parse(fs.readFileSync(path.join(work, 'manifest.json'), 'utf8'))
    const target = isPostgres(databaseUrl) ? 'postgres' : 'sqlite'
    if (manifest.database !== target)
      throw new Error(
        `The archive holds a ${manifest.database} database; DATABASE_URL is ${target}. Restore it into a ${manifest.database} database.`,
      )
    let keptAside = null
    if (target === 'postgres') {
      execFileSync(
        pgTool('pg_restore'),
        [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--dbname',
          databaseUrl,
          path.join(work, 'database.pgdump'),
        ],
        { stdio: ['ignore', 'inherit', 'inherit'] },
      )
    } else {
      const file = sqlitePath(databaseUrl)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      if (fs.existsSync(file)) {
        keptAside = `${file}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
        fs.renameSync(file, keptAside)
      }
      for (const suffix of ['-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
      fs.copyFileSync(path.join(work, 'database.sqlite'), file)
    }
    fs.mkdirSync(mediaDir, { recursive: true })
    fs.cpSync(path.join(work, 'media'), mediaDir, { recursive: true, force: false })
    return { manifest, keptAside }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
