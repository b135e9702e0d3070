// A server of its own on the e2e build, over an online copy of the e2e database (VACUUM INTO), for suites that kill
// it, load it or read its memory: the shared server's data, limits and process are left alone.
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { freePort, startServer, waitForHttp } from '../../../scripts/run.mjs'
import { databaseUrl } from './env'

export type OwnServer = { origin: string; port: number; child: ChildProcess; database: string; dir: string }

/** A folder for one suite's servers, databases and outboxes; `remove()` kills nothing, only deletes it. */
export function scratch(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/** An online copy of the e2e database in `dir`, as a database URL. */
export async function copyOfE2eDatabase(dir: string, file: string): Promise<string> {
  const source = createClient({ url: databaseUrl })
  await source.execute(`VACUUM INTO '${path.join(dir, file)}'`)
  source.close()
  return `file:${path.join(dir, file)}`
}

/** Starts the production server on `database` (and `port`, or a free one) and waits until it answers. */
export async function startOwnServer(
  dir: string,
  database: string,
  { port, env = {} }: { port?: number; env?: Record<string, string> } = {},
): Promise<OwnServer> {
  const chosen = port ?? (await freePort())
  const child: ChildProcess = startServer(
    chosen,
    {
      ...process.env,
      DATABASE_URL: database,
      OUTBOX_DIR: path.join(dir, 'outbox'),
      PORT: String(chosen),
      SITE_URL: `http://localhost:${chosen}`,
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    ['ignore', 'ignore', 'inherit'],
  )
  const origin = `http://localhost:${chosen}`
  await waitForHttp(`${origin}/`, 120_000)
  return { origin, port: chosen, child, database, dir }
}

/** The resident memory of a process, in bytes (Linux). */
export function residentBytes(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
  return line ? Number(line[1]) * 1024 : 0
}
