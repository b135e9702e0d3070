// A raw HTTP client for the server-level suites: sends exactly the bytes asked for (fetch would
// normalise malformed URLs and refuse some headers), from a chosen local address, so requests can
// come from many "clients" on one machine (127.0.0.0/8 is all loopback).
import http from 'node:http'
import type { FuzzRequest } from './fuzz-requests'

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer } | { error: string }

const agents = new Map<string, http.Agent>()
const agentFor = (localAddress: string) => {
  let agent = agents.get(localAddress)
  if (!agent) agents.set(localAddress, (agent = new http.Agent({ keepAlive: true, maxSockets: 8, localAddress })))
  return agent
}

export function send(
  origin: string,
  req: Pick<FuzzRequest, 'method' | 'target' | 'headers' | 'body'>,
  localAddress = '127.0.0.1',
  timeoutMs = 30_000,
): Promise<Answer> {
  const url = new URL(origin)
  const attempt = (retry: boolean): Promise<Answer> =>
    new Promise((resolve) => {
      const r = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: req.method,
          path: req.target,
          headers: { ...req.headers, ...(req.body ? { 'content-length': String(req.body.length) } : {}) },
          agent: agentFor(localAddress),
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          )
          res.on('error', (e) => resolve({ error: e.message }))
        },
      )
      r.on('timeout', () => r.destroy(new Error('timeout')))
      r.on('error', (e: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed as idle just as this request went out: the race
        // every keep-alive client has (Node's docs retry on `reusedSocket`), not the server's answer.
        if (retry && r.reusedSocket && e.code === 'ECONNRESET') {
          keepAliveRetries++
          return resolve(attempt(false))
        }
        resolve({ error: e.code ?? e.message })
      })
      // With Expect: 100-continue the body waits for the server's go-ahead, as curl sends a large one; a refusal
      // comes first, on the headers alone, and the unsent body is dropped with the connection.
      if (/100-continue/i.test(String(req.headers.expect ?? ''))) {
        r.on('continue', () => r.end(req.body))
        r.on('response', (res) => res.on('end', () => r.writableEnded || r.destroy()))
        r.flushHeaders()
      } else r.end(req.body)
    })
  return attempt(true)
}

/** How many requests were resent after a reset on a reused keep-alive socket. */
export let keepAliveRetries = 0

export function closeAgents() {
  for (const agent of agents.values()) agent.destroy()
  agents.clear()
}

/** Runs `work` over `items` with at most `concurrency` at a time. */
export async function pool<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++
        results[i] = await work(items[i], i)
      }
    }),
  )
  return results
}
