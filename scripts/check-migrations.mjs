// CI check: the committed migrations of each database, and the committed types, match the schema.
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

// As `npm run payload` runs it (without the production condition, Payload's CLI on Node 20 sometimes exits early).
const checkEnv = (extra) =>
  baseEnv({ PAYLOAD_SECRET: 'schema-check', NODE_OPTIONS: '--conditions=production', ...extra })

async function check(dialect, databaseUrl) {
  const dir = path.join(root, 'src/migrations', dialect)
  const before = new Set(fs.readdirSync(dir))
  const index = fs.readFileSync(path.join(dir, 'index.ts'))
  const env = checkEnv({ DATABASE_URL: databaseUrl })
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

// Payload generates its types on start only under `next dev`: generated here to a temporary file and compared.
async function checkTypes() {
  const committed = path.join(root, 'src/payload-types.ts')
  const generated = path.join(tmp, 'payload-types.ts')
  const env = checkEnv({ DATABASE_URL: dialects.sqlite, PAYLOAD_TS_OUTPUT_PATH: generated })
  await run('payload', ['generate:types'], env)
  if (fs.readFileSync(generated, 'utf8') === fs.readFileSync(committed, 'utf8')) console.log('types match the schema.')
  else {
    console.error('src/payload-types.ts is behind the schema: run `npm run payload -- generate:types` and commit it.')
    process.exitCode = 1
  }
}

try {
  for (const [dialect, url] of Object.entries(dialects)) await check(dialect, url)
  await checkTypes()
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}
