// Kill one app instance with SIGKILL in the middle of page views and sign-ups through nginx:
// only requests that were in flight on the dead instance may fail (nginx retries the idempotent
// ones on the other instance unless their answer had already begun; a POST already sent is never
// repeated); no acknowledged
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
  const out = execFileSync(
    'psql',
    [process.env.DATABASE_URL!, '-tAc', `select email from subscribers where email like 'failover-${run}-%'`],
    { encoding: 'utf8' },
  )
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
    const results: { method: string; url: string; status: number; error?: string }[] = []
    const acknowledged: string[] = []
    const acknowledgedAt: number[] = []
    let stop = false
    let n = 0
    let v = 0
    const views = async () => {
      while (!stop) {
        const p = pages[v++ % pages.length]
        // Every other view misses the front's cache (a query it has not seen), so the instances work.
        const path = `${p}${v % 2 ? `?v=${run}-${v}` : ''}`
        const res = await request(front + path).catch((error: Error) => ({ status: 0, error: error.message }))
        results.push({ method: 'GET', url: path, status: res.status, error: 'error' in res ? res.error : undefined })
      }
    }
    const signUps = async () => {
      while (!stop) {
        const i = n++
        const email = `failover-${run}-${i}@example.com`
        // Nine sign-ups per visitor address, so the per-client limit (10 a minute) never refuses one.
        const from = `127.1.${Math.floor(i / 9 / 250)}.${(Math.floor(i / 9) % 250) + 1}`
        const res = await request(`${front}/api/newsletter`, { method: 'POST', ...signUp(email), from }).catch(
          (error: Error) => ({ status: 0, body: '', error: error.message }),
        )
        results.push({
          method: 'POST',
          url: '/api/newsletter',
          status: res.status,
          error: 'error' in res ? res.error : undefined,
        })
        if (res.status === 200 && JSON.parse(res.body).ok) {
          acknowledged.push(email)
          acknowledgedAt.push(Date.now())
        }
      }
    }
    const load = Promise.all([...Array.from({ length: 12 }, views), ...Array.from({ length: 12 }, signUps)])
    await new Promise((r) => setTimeout(r, 3000))
    const pid = Number(fs.readFileSync(path.join(state, 'app-1.pid'), 'utf8'))
    const killedAt = Date.now()
    process.kill(pid, 'SIGKILL')
    // A killed process keeps its sockets until the kernel has torn down every one of its threads
    // (the main thread shows as a zombie before the others are done): requests that reach it until
    // then are in flight on it too. It is gone when its parent (the cluster runner) has reaped it.
    let deadAt = 0
    while (!deadAt) {
      if (!fs.existsSync(`/proc/${pid}`)) deadAt = Date.now()
      else await new Promise((r) => setTimeout(r, 1))
    }
    await new Promise((r) => setTimeout(r, 5000))
    stop = true
    await load
    await new Promise((r) => setTimeout(r, 1500)) // nginx flushes its log every second

    const failed = results.filter((r) => r.status >= 500 || r.status === 0)
    const gets = results.filter((r) => r.method === 'GET')
    const posts = results.filter((r) => r.method === 'POST')
    const dead = `127.0.0.1:${appPorts[0]}`
    const log = accessLog().filter((l) => l.t * 1000 >= run)
    const startedAt = (l: { t: number; rt: number }) => Math.round((l.t - l.rt) * 1000)
    // What nginx says of each failure the clients saw. A page view by its own address (each one that missed the
    // cache had a unique query). Sign-ups share one address: nginx's 5xx answers to them, and the ones it had sent to
    // the dead instance and still had open at the kill (a sign-up whose answer had begun when the instance died
    // reaches its client cut short, while nginx logs the status it had begun to send).
    const failedViews = failed.filter((f) => f.method === 'GET').map((f) => log.find((l) => l.u === f.url))
    const failedSignUps = failed.filter((f) => f.method === 'POST')
    const refusedSignUps = log.filter((l) => l.m === 'POST' && l.s >= 500)
    const signUpsOpenOnDead = log.filter(
      (l) => l.m === 'POST' && l.up === dead && startedAt(l) <= deadAt + 1 && l.t * 1000 >= killedAt - 1,
    )
    const blamed = [...failedViews, ...refusedSignUps]
    console.log(
      `failover: ${gets.length} page views, ${posts.length} sign-ups (${acknowledged.length} acknowledged, ` +
        `${acknowledgedAt.filter((t) => t < killedAt).length} before the kill, ` +
        `${acknowledgedAt.filter((t) => t > deadAt).length} after the process was gone); ` +
        `SIGKILL at +0 ms, process gone at +${deadAt - killedAt} ms; failed at the client: ${failedViews.length} page views, ${failedSignUps.length} sign-ups ` +
        `(${failedSignUps.map((f) => f.status || f.error).join(', ')}); nginx: ${refusedSignUps.length} sign-ups answered 5xx, ` +
        `${signUpsOpenOnDead.length} open on ${dead} at the kill; failures sent to ${dead} at ` +
        blamed.map((l) => (l ? `${startedAt(l) - killedAt} ms` : 'not logged')).join(', '),
    )
    // Every failure is a request nginx had sent to the dead instance before it was gone (a page view whose answer
    // had begun, so it could not be retried; a sign-up, which nginx never repeats).
    expect(failedSignUps.length).toBeGreaterThanOrEqual(refusedSignUps.length)
    expect(failedSignUps.length).toBeLessThanOrEqual(signUpsOpenOnDead.length)
    for (const l of blamed) {
      expect(l).toBeDefined()
      expect(l!.up).toBe(dead)
      expect(startedAt(l!)).toBeLessThanOrEqual(deadAt + 1)
    }
    // At most what was in flight: 24 clients.
    expect(failed.length).toBeLessThanOrEqual(24)
    expect(log.filter((l) => l.m === 'GET' && l.s >= 500)).toEqual([])
    // The kill fell in the middle of the load it made, whatever the machine's speed: both instances took sign-ups
    // before it, and the one left acknowledged more after the dead one was gone.
    const upstreams = new Set(log.filter((l) => l.m === 'POST' && l.t * 1000 < killedAt).map((l) => l.up))
    expect(upstreams).toEqual(new Set([dead, `127.0.0.1:${appPorts[1]}`]))
    expect(acknowledgedAt.filter((t) => t > deadAt).length).toBeGreaterThan(0)

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
    console.log(
      `failover: every confirmation e-mail sent ${Math.round((Date.now() - killedAt) / 1000)} s after the kill; missing ${missing.length}`,
    )
    expect(missing).toEqual([])
  }, 180_000)
})
