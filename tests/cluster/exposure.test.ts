// What the recipe leaves open besides the HTTPS front: nothing. Every part listens on loopback only, Redis wants its
// password, and an instance takes forwarded headers from nginx's address alone, so another host that reaches an
// instance's port cannot pose as nginx.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ping, redisReply } from '../../scripts/cluster/redis.mjs'
import { appPorts, apps, httpPort, httpsPort, rawValues, request, state, type Answer } from './support'

const redis = new URL(process.env.REDIS_URL!)
const postgresPort = Number(new URL(process.env.DATABASE_URL!).port)

/** This machine's addresses other than loopback (link-local IPv6 left out: it needs a zone to connect). */
function outwardAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && !(a.family === 'IPv6' && a.address.startsWith('fe80:')))
    .map((a) => a!.address)
}

const connects = (host: string, port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 })
    socket.on('connect', () => (socket.destroy(), resolve('connected')))
    socket.on('timeout', () => (socket.destroy(), resolve('timeout')))
    socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message))
  })

describe('listening', () => {
  const ports = [...appPorts, httpPort, httpsPort, postgresPort, Number(redis.port)]

  it('nothing of the cluster answers on an address of this machine other than loopback', async () => {
    const addresses = outwardAddresses()
    for (const address of addresses)
      for (const port of ports) expect(await connects(address, port), `${address}:${port}`).not.toBe('connected')
    // Without such an address to try, the sockets themselves: every one the cluster listens on is a loopback one.
    const listening = execFileSync('ss', ['-Hltn'], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/)[3])
      .filter((local) => local && ports.includes(Number(local.slice(local.lastIndexOf(':') + 1))))
    expect(listening.length).toBeGreaterThanOrEqual(ports.length)
    for (const local of listening) expect(local, local).toMatch(/^(127\.0\.0\.1|\[::1\]):\d+$/)
  })

  it('the instances say so when they start', () => {
    for (const i of [1, 2]) {
      const log = fs.readFileSync(path.join(state, `app-${i}.log`), 'utf8')
      // Next's own server on loopback (by name: localhost), taking forwarded headers from nginx's address only.
      expect(log).toMatch(new RegExp(`Local: +http://localhost:${appPorts[i - 1]}\\n`))
      expect(log).toMatch(/TRUST_PROXY=127\.0\.0\.1\n/)
    }
  })
})

describe('Redis', () => {
  it('answers nothing to a client without the password', async () => {
    expect(await redisReply(Number(redis.port), ['PING'])).toMatch(/^-NOAUTH/)
    expect(await redisReply(Number(redis.port), ['AUTH not-the-password', 'GET x'])).toMatch(/^-(WRONGPASS|ERR)/)
    expect(await ping(Number(redis.port))).toBe(false)
  })

  it('answers the instances, which have it in REDIS_URL', async () => {
    expect(redis.password.length).toBeGreaterThanOrEqual(32)
    expect(await ping(Number(redis.port), decodeURIComponent(redis.password))).toBe(true)
  })
})

describe('an instance reached from an address that is not nginx’s', () => {
  // Leaving a preview clears Next's draft cookie, `Secure` unless the request came over plain http
  // (features/preview/draft-cookie.ts): what X-Forwarded-Proto changes.
  const exitPreview = (origin: string, from: string, headers: Record<string, string> = {}) =>
    request(`${origin}/next/exit-preview`, {
      method: 'POST',
      body: 'path=%2F',
      from,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    })
  const secure = (answer: Answer) => {
    const cookie = rawValues(answer, 'set-cookie').find((c) => c.startsWith('__prerender_bypass='))
    expect(cookie, 'the draft cookie').toBeDefined()
    return /;\s*Secure/i.test(cookie!)
  }
  const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' }
  // Next's server-action check compares Origin with X-Forwarded-Host: what that header changes.
  const action = (origin: string, from: string, headers: Record<string, string> = {}) =>
    request(`${origin}/en`, {
      method: 'POST',
      body: '[]',
      from,
      headers: {
        origin,
        'next-action': `7f${'0'.repeat(40)}`,
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        ...headers,
      },
    })

  it('gets the same answer with or without forged X-Forwarded-Host and -Proto', async () => {
    for (const origin of apps) {
      const plain = await exitPreview(origin, '127.0.0.66')
      const withForged = await exitPreview(origin, '127.0.0.66', forged)
      expect([plain.status, secure(plain)]).toEqual([303, false])
      expect([withForged.status, secure(withForged)]).toEqual([303, false])
      const forgedAction = await action(origin, '127.0.0.66', { 'x-forwarded-host': 'evil.example' })
      expect(forgedAction.status).toBe((await action(origin, '127.0.0.66')).status)
    }
  })

  it('while from nginx’s address the same headers are taken (so the check above can tell)', async () => {
    expect(secure(await exitPreview(apps[0], '127.0.0.1', forged))).toBe(true)
    const forgedAction = await action(apps[0], '127.0.0.1', { 'x-forwarded-host': 'evil.example' })
    expect(forgedAction.status).not.toBe((await action(apps[0], '127.0.0.1')).status)
  })
})
