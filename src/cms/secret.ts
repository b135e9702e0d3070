import fs from 'node:fs'
import path from 'node:path'

/** Where a generated PAYLOAD_SECRET is kept (ignored by git, beside the database). */
export const secretFile = path.resolve(process.cwd(), 'data/.payload-secret')

/**
 * PAYLOAD_SECRET from the environment, else the one generated once by
 * scripts/start.mjs into data/.payload-secret.
 */
export function readSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  try {
    return fs.readFileSync(secretFile, 'utf8').trim()
  } catch {
    throw new Error(
      'PAYLOAD_SECRET is not set and data/.payload-secret is missing: run `npm start` once, or set PAYLOAD_SECRET.',
    )
  }
}
