// A Payload instance on a throwaway SQLite file with the committed migrations applied; or, with INT_POSTGRES_URL
// (an empty PostgreSQL database, e.g. from README's throwaway recipe), on PostgreSQL with its migration set.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { Payload } from 'payload'

export async function startPayload(): Promise<{ payload: Payload; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-int-'))
  const postgres = process.env.INT_POSTGRES_URL
  process.env.DATABASE_URL = postgres || `file:${path.join(dir, 'test.db')}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { migrations } = postgres ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
  const payload = await getPayload({ config })
  // Passed explicitly: Payload's own loader imports .ts files natively, which Vitest does not allow.
  await payload.db.migrate({ migrations: migrations as never })
  // Every page's title ends with the studio's name (as seeded), which the checks before a publish count.
  for (const [locale, studioName] of [
    ['pt', 'Estúdio Maré'],
    ['en', 'Maré Studio'],
  ] as const)
    await payload.updateGlobal({ slug: 'site-settings', locale, data: { studioName, _status: 'published' } })
  return {
    payload,
    cleanup: async () => {
      await payload.db.destroy?.()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A tiny PNG to upload as media. */
export async function pngFile(name = 'test.png') {
  const data = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#2EE6A8' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}
