// Shared by the start and test scripts: the environment every child process gets.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
export const dataDir = path.join(root, 'data')
export const secretFile = path.join(dataDir, '.payload-secret')

/** PAYLOAD_SECRET from the environment, else generated once into data/.payload-secret (ignored by git). */
export function ensureSecret() {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  fs.mkdirSync(dataDir, { recursive: true })
  if (!fs.existsSync(secretFile))
    fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex') + '\n', { mode: 0o600 })
  return fs.readFileSync(secretFile, 'utf8').trim()
}

/** libsql does not create folders: make the one a file: DATABASE_URL points into. */
export function ensureDatabaseFolder(url) {
  if (!url.startsWith('file:')) return
  fs.mkdirSync(path.dirname(path.resolve(root, url.slice('file:'.length))), { recursive: true })
}

export function baseEnv(extra = {}) {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: process.env.DATABASE_URL || 'file:./data/site.db',
    PAYLOAD_SECRET: ensureSecret(),
    // The build prerenders canonical and share URLs: it must know the origin the server will have.
    SITE_URL: process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`,
    // The studio's clock (config/site.ts): what the server renders of the admin's dates (its fields and lists render on
    // the server first) and of the pages (the footer's year) is São Paulo's, as the editors' browsers show it.
    TZ: process.env.TZ || 'America/Sao_Paulo',
    ...extra,
  }
}
