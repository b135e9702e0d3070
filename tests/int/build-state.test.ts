// `npm start` rebuilds when the build was made for another origin: canonical and share URLs are
// prerendered with SITE_URL, so `PORT=4000 npm start` after a build on 3000 must not reuse it.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildIsStale, buildKey, stampBuild } from '../../scripts/build-state.mjs'

const distDir = '.next-build-state-test'
const dist = path.resolve(__dirname, '../..', distDir)

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('buildIsStale', () => {
  it('asks for a new build when the origin or the database changes, not otherwise', () => {
    fs.mkdirSync(dist, { recursive: true })
    fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'x')
    const on3000 = { DATABASE_URL: 'file:./data/site.db', SITE_URL: 'http://localhost:3000' }
    stampBuild(distDir, buildKey(on3000))
    expect(buildIsStale(distDir, buildKey(on3000))).toBeNull()
    expect(buildIsStale(distDir, buildKey({ ...on3000, SITE_URL: 'http://localhost:4000' }))).toMatch(
      /another database or origin/,
    )
    expect(buildIsStale(distDir, buildKey({ ...on3000, DATABASE_URL: 'file:./data/other.db' }))).toMatch(
      /another database or origin/,
    )
    // The password never lands in the stamp.
    expect(buildKey({ DATABASE_URL: 'postgres://studio:secret@db/studio', SITE_URL: 'https://x' })).not.toContain(
      'secret',
    )
  })
})
