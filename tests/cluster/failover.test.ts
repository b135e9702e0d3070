// Kill one app instance with SIGKILL in the middle of page views and sign-ups through nginx:
// only requests that were in flight on the dead instance may fail (nginx retries the idempotent
// ones on the other instance, so in practice only POSTs already sent to it); no acknowledged
// sign-up is lost, and every one still gets its confirmation e-mail (the other instance's job
// sweeps up e-mails the dead one had claimed, once their 30 s lease runs out).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startAppInstance } from '../../scripts/cluster/index.mjs'
import { waitForHttp } from '../../scripts/run.mjs'
import { accessLog, appPorts, front, outbox, request, signUp, state } from './support'

const run = Date.now()

function mailedTo(): Set<string> {
  const to = new Set<string>()
  if (!fs.existsSync(outbox)) return to
  for (const file of fs.readdirSync(outbox)) {
    const m = /^To: .*?<?([^<>\s]+@[^<>\s]+)>?$/m.exec(fs.readFileSync(path.join(outbox, file), 'utf8'))
    if (m) to.add(m[1].toLowerCase())
  }
  return to
}

function stored(emails: string[]): Set<string> {
  const out = execFileSync('psql', [process.env.DATABASE_URL!, '-tAc', `select email from subscribers where email like 'failover-${run}-%'`], { encoding: 'utf8' })
  const rows = new Set(out.split('\n').filter(Boolean))
  return new Set(emails.filter((e) => rows.has(e)))
}

afterAll(async () => {
  // Bring the instance back for whatever runs next; the cluster's stop() ends it.
  const pidFile = path.join(state, 'app-1.pid')
  try {
    process.kill(Number(fs.readFileSync(pidFile, 'utf8')), 0)
  } catch {
    startAppInstance(appPorts[0], process.env, state, 0, true)
    await waitForHttp(`http://localhost:${appPorts[0]}/`, 120_000)
  }
})

describe('one instance killed under load', () => {
  it('costs only its in-flight requests, and loses no sign-up or e-mail', async () => {
    const pages = ['/', '/cases', '/en', '/posts', '/en/cases', '/what-we-do']
    const results: { method: string; status: number; at: number }[] = []
    const acknowledged: string[] = []
    let stop = false
    let n = 0
    let v = 0
    const views = async () => {
      while (!stop) {
        const p = pages[v++ % pages.length]
        // Every other view misses the front's cache (a query it has not seen), so the instances work.
        const url = `${front}${p}${v % 2 ? `?v=${run}-${v}` : ''}`
        const res = await request(url).catch(() => ({ status: 0 }))
        results.push({ method: 'GET', status: res.status, at: Date.now() })
      }
    }
    const signUps = async () => {
      while (!stop) {
        const i = n++
        const email = `failover-${run}-${i}@example.com`
        // Nine sign-ups per visitor address, so the per-client limit (10 a minute) never refuses one.
        const from = `127.1.${Math.floor(i / 9 / 250)}.${(Math.floor(i / 9) % 250) + 1}`
        const res = await request(`${front}/api/newsletter`, { method: 'POST', ...signUp(email), from }).catch(() => ({ status: 0, body: '' }))
        results.push({ method: 'POST', status: res.status, at: Date.now() })
        if (res.status === 200 && JSON.parse(res.body).ok) acknowledged.push(email)
      }
    }
    const load = Promise.all([...Array.from({ length: 12 }, views), ...Array.from({ length: 12 }, signUps)])
    await new Promise((r) => setTimeout(r, 3000))
    const pid = Number(fs.readFileSync(path.join(state, 'app-1.pid'), 'utf8'))
    const killedAt = Date.now()
    process.kill(pid, 'SIGKILL')
    // A killed process keeps its sockets until the kernel has torn it down (its memory first, then
    // its files): requests that reach it until then are in flight on it too. Gone, or a zombie
    // (state Z), means its sockets are closed.
    let deadAt = 0
    while (!deadAt) {
      const stat = fs.existsSync(`/proc/${pid}/stat`) ? fs.readFileSync(`/proc/${pid}/stat`, 'utf8') : ''
      if (!stat || / Z /.test(stat.slice(stat.lastIndexOf(')')))) deadAt = Date.now()
      else await new Promise((r) => setTimeout(r, 1))
    }
    await new Promise((r) => setTimeout(r, 5000))
    stop = true
    await load
    await new Promise((r) => setTimeout(r, 1500)) // nginx flushes its log every second

    const failed = results.filter((r) => r.status >= 500 || r.status === 0)
    const gets = results.filter((r) => r.method === 'GET')
    const posts = results.filter((r) => r.method === 'POST')
    const deadUpstream = `127.0.0.1:${appPorts[0]}`
    const logged5xx = accessLog().filter((l) => l.s >= 500 && l.t * 1000 >= run)
    console.log(
      `failover: ${gets.length} page views, ${posts.length} sign-ups (${acknowledged.length} acknowledged); ` +
        `${failed.length} failed at the client (${failed.filter((f) => f.method === 'GET').length} GET), ` +
        `${logged5xx.length} 5xx in nginx's log, all from ${deadUpstream} started before it was gone (${deadAt - killedAt} ms after SIGKILL): ${logged5xx.every((l) => l.up.includes(deadUpstream) && (l.t - l.rt) * 1000 <= deadAt)}`,
    )
    // Page views: nginx retried every one the dead instance dropped.
    expect(gets.filter((r) => r.status !== 200)).toEqual([])
    // Sign-ups: every failure is one nginx had already sent to the dead instance before it died.
    expect(failed.length).toBe(logged5xx.length)
    for (const l of logged5xx) {
      expect(l.m).toBe('POST')
      expect(l.up).toContain(deadUpstream)
      // nginx logs whole milliseconds.
      expect((l.t - l.rt) * 1000).toBeLessThanOrEqual(deadAt + 1)
    }
    expect(failed.length).toBeLessThanOrEqual(12)
    expect(acknowledged.length).toBeGreaterThan(100)

    // Nothing acknowledged is lost …
    expect(stored(acknowledged).size).toBe(acknowledged.length)
    // … and each acknowledged sign-up gets its e-mail: claims of the dead instance expire after 30 s.
    const deadline = Date.now() + 90_000
    let missing = acknowledged
    while (Date.now() < deadline) {
      const sent = mailedTo()
      missing = acknowledged.filter((e) => !sent.has(e))
      if (!missing.length) break
      await new Promise((r) => setTimeout(r, 1000))
    }
    console.log(`failover: every confirmation e-mail sent ${Math.round((Date.now() - killedAt) / 1000)} s after the kill; missing ${missing.length}`)
    expect(missing).toEqual([])
  }, 180_000)
})
