// CI check: the committed migrations of each database match the schema.
// `payload migrate:create --skip-empty` diffs the schema against the last committed
// snapshot (it never connects: the URL only picks the adapter); a new file means a
// schema change without its migration, so the file is removed and the check fails.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { baseEnv, root } from './env.mjs'
import { run } from './run.mjs'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-mig-'))
const dialects = {
  sqlite: `file:${path.join(tmp, 'check.db')}`,
  postgres: 'postgres://check:check@127.0.0.1:1/check',
}

async function check(dialect, databaseUrl) {
  const dir = path.join(root, 'src/migrations', dialect)
  const before = new Set(fs.readdirSync(dir))
  const index = fs.readFileSync(path.join(dir, 'index.ts'))
  const env = baseEnv({
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'migration-check',
    NODE_OPTIONS: '--conditions=production',
  })
  try {
    await run('payload', ['migrate:create', 'pending_schema_change', '--skip-empty'], env)
  } finally {
    const added = fs.readdirSync(dir).filter((f) => !before.has(f))
    for (const f of added) fs.rmSync(path.join(dir, f))
    // migrate:create also rewrote index.ts to list the new file: restore it.
    fs.writeFileSync(path.join(dir, 'index.ts'), index)
    if (added.length) {
      console.error(
        `The schema changed without a ${dialect} migration: run \`npm run payload -- migrate:create <name>\` for SQLite and PostgreSQL (README) and commit both.`,
      )
      process.exitCode = 1
    } else {
      console.log(`${dialect}: migrations match the schema.`)
    }
  }
}

try {
  for (const [dialect, url] of Object.entries(dialects)) await check(dialect, url)
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}
