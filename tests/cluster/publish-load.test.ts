// A studio publishes while its server is busy: 20 publishes through the admin API, each change visible through the
// front within 3 s, while two processes burn both cores beside the cluster (the publish path must not depend on a
// quiet machine: a Redis command that times out under load once left pages stale).
import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuth, apps, front, json, request, within } from './support'

type Doc = { id: number; slug: string; title: string }
let auth: Record<string, string>
const burners: ChildProcess[] = []

beforeAll(async () => {
  auth = await adminAuth(apps[0])
  // One busy loop per core: the suite's own when the whole run is not burning already (CLUSTER_BURN), not twice that.
  if (!process.env.CLUSTER_BURN)
    for (let i = 0; i < os.availableParallelism(); i++)
      burners.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
})
afterAll(() => burners.forEach((b) => b.kill('SIGKILL')))

describe('publishing while both cores burn', () => {
  it('shows each of 20 publishes through the front within 3 s', async () => {
    const res = await request(
      `${apps[0]}/api/cases?locale=pt&depth=0&limit=1&sort=year&where[_status][equals]=published`,
    )
    const [doc] = JSON.parse(res.body).docs as Doc[]
    const page = `${front}/case/${doc.slug}`
    const seen: number[] = []
    try {
      for (let i = 1; i <= 20; i++) {
        const title = `Publicação sob carga ${i} ${Date.now()}`
        // Alternately through each instance, as the front sends an editor's requests.
        const edit = await request(`${apps[i % 2]}/api/cases/${doc.id}?locale=pt`, {
          method: 'PATCH',
          ...json({ title, _status: 'published' }, auth),
        })
        expect(edit.status, edit.body).toBe(200)
        seen.push(
          await within(3000, async () => (await request(page)).body.includes(title), `publish ${i} through nginx`),
        )
      }
    } finally {
      await request(`${apps[0]}/api/cases/${doc.id}?locale=pt`, {
        method: 'PATCH',
        ...json({ title: doc.title, _status: 'published' }, auth),
      })
      const sorted = seen.slice().sort((a, b) => a - b)
      console.log(
        `20 publishes under load → through nginx in ${sorted[0]}–${sorted.at(-1)} ms ` +
          `(median ${sorted[Math.floor(sorted.length / 2)]} ms): ${seen.join(', ')}`,
      )
    }
    expect(seen).toHaveLength(20)
  }, 180_000)
})
