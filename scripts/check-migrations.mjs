// CI check: the committed migrations match the schema. Runs `payload migrate:create`
// for SQLite against a throwaway database; any new file means a schema change
// without its migration, so the file is removed and the check fails.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { baseEnv, root } from './env.mjs'
import { run } from './run.mjs'

const dir = path.join(root, 'src/migrations/sqlite')
const before = new Set(fs.readdirSync(dir))
const index = fs.readFileSync(path.join(dir, 'index.ts'))
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-mig-'))
const env = baseEnv({ DATABASE_URL: `file:${path.join(tmp, 'check.db')}`, PAYLOAD_SECRET: 'migration-check', NODE_OPTIONS: '--conditions=production' })
try {
  await run('payload', ['migrate:create', 'pending_schema_change', '--skip-empty'], env)
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}
const added = fs.readdirSync(dir).filter((f) => !before.has(f))
if (added.length) {
  for (const f of added) fs.rmSync(path.join(dir, f))
  // migrate:create also rewrote index.ts to list the new file: restore it.
  fs.writeFileSync(path.join(dir, 'index.ts'), index)
  console.error('The schema changed without a migration: run `npm run payload migrate:create <name>` (SQLite and PostgreSQL) and commit it.')
  process.exit(1)
}
console.log('Migrations match the schema.')
