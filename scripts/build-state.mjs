// Decides whether `next build` must run: no build yet, sources newer than it, or a build made
// against another database (its prerendered pages hold that content) or for another origin
// (canonical and share URLs are prerendered with SITE_URL).
import fs from 'node:fs'
import path from 'node:path'
import { root } from './env.mjs'

const inputs = ['src', 'public', 'package.json', 'package-lock.json', 'next.config.ts', 'tsconfig.json']

function newestMtime(p) {
  let stat
  try {
    stat = fs.statSync(p)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)))
  return newest
}

const stampName = 'studio-build.json'

/** What a build is for: its database (without the password) and its public origin. */
export function buildKey(env) {
  return `${env.DATABASE_URL.replace(/\/\/[^@]*@/, '//')}|${env.SITE_URL}`
}

export function buildIsStale(distDir, key) {
  const dist = path.join(root, distDir)
  const buildId = path.join(dist, 'BUILD_ID')
  if (!fs.existsSync(buildId)) return 'there is no build yet'
  const built = fs.statSync(buildId).mtimeMs
  const changed = inputs.find((i) => newestMtime(path.join(root, i)) > built)
  if (changed) return `${changed} changed since the last build`
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(dist, stampName), 'utf8'))
    if (stamp.key !== key) return 'the last build was for another database or origin'
  } catch {
    return 'the last build is unstamped'
  }
  return null
}

export function stampBuild(distDir, key) {
  fs.writeFileSync(path.join(root, distDir, stampName), JSON.stringify({ key, at: new Date().toISOString() }))
}

/**
 * Cached content reads (unstable_cache) survive `next build` in <distDir>/cache: a
 * build must prerender from the database as it is now, not from another run's data.
 */
export function clearDataCache(distDir) {
  fs.rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
}
