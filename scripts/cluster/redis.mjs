// redis-server (Debian's) on loopback, configured by deploy/redis.conf.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { root } from '../env.mjs'

export function ping(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(1000)
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (d) => (socket.destroy(), resolve(d.toString().startsWith('+PONG'))))
    socket.on('error', () => resolve(false))
    socket.on('timeout', () => (socket.destroy(), resolve(false)))
  })
}

export async function startRedis({ bin, dir, port }) {
  const data = path.join(dir, 'redis')
  fs.mkdirSync(data, { recursive: true })
  const log = fs.openSync(path.join(dir, 'redis.log'), 'a')
  const child = spawn(bin, [path.join(root, 'deploy/redis.conf'), '--port', String(port), '--dir', data], {
    stdio: ['ignore', log, log],
  })
  for (let i = 0; i < 100 && !(await ping(port)); i++) await new Promise((r) => setTimeout(r, 100))
  if (!(await ping(port)))
    throw new Error(`redis-server did not answer on ${port} (see ${path.join(dir, 'redis.log')})`)
  return { url: `redis://127.0.0.1:${port}`, child, stop: () => child.kill('SIGTERM') }
}
