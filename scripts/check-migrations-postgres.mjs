// CI check: the committed PostgreSQL migrations match the schema. Runs `payload migrate:create`
// with DATABASE_URL=POSTGRES_CHECK_URL; any new file means a schema change without its migration,
// so the file is removed and the check fails. The URL only selects the PostgreSQL adapter:
// migrate:create diffs against the last committed snapshot and never connects to the database.
// Without POSTGRES_CHECK_URL the check is skipped.
import fs from 'node:fs'
import path from 'node:path'
import { baseEnv, root } from './env.mjs'
import { run } from './run.mjs'

const url = process.env.POSTGRES_CHECK_URL
if (!url) {
  console.log('PostgreSQL migration check skipped: set POSTGRES_CHECK_URL=postgres://user:pass@host:port/db to run it.')
  process.exit(0)
}
if (!/^postgres(ql)?:\/\//.test(url)) {
  console.error('POSTGRES_CHECK_URL must start with postgres:// or postgresql://.')
  process.exit(1)
}

const dir = path.join(root, 'src/migrations/postgres')
const before = new Set(fs.readdirSync(dir))
const index = fs.readFileSync(path.join(dir, 'index.ts'))
const env = baseEnv({ DATABASE_URL: url, PAYLOAD_SECRET: 'migration-check', NODE_OPTIONS: '--conditions=production' })
let failure
try {
  await run('payload', ['migrate:create', 'pending_schema_change', '--skip-empty'], env)
} catch (error) {
  failure = error
}
const added = fs.readdirSync(dir).filter((f) => !before.has(f))
if (added.length) {
  for (const f of added) fs.rmSync(path.join(dir, f))
  // migrate:create also rewrote index.ts to list the new file: restore it.
  fs.writeFileSync(path.join(dir, 'index.ts'), index)
}
if (failure) {
  console.error(`PostgreSQL migration check failed to run: ${failure.message}`)
  process.exit(1)
}
if (added.length) {
  console.error('The schema changed without a PostgreSQL migration: run `npm run payload migrate:create <name>` with DATABASE_URL=postgres://… (and for SQLite) and commit it.')
  process.exit(1)
}
console.log('PostgreSQL migrations match the schema.')
