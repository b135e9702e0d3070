// redis-server (Debian's) on loopback, configured by deploy/redis.conf, with a password of the state folder's.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { root } from '../env.mjs'

/** Sends `commands` (inline, one a line) to the Redis on 127.0.0.1:`port`; resolves to its replies once `done`. */
export function redisReply(port, commands, done = (text) => text.includes('\r\n')) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let text = ''
    socket.setTimeout(1000)
    socket.on('connect', () => socket.write(commands.map((c) => `${c}\r\n`).join('')))
    socket.on('data', (d) => {
      text += d.toString()
      if (!done(text)) return
      socket.destroy()
      resolve(text)
    })
    socket.on('error', () => resolve(text))
    socket.on('timeout', () => (socket.destroy(), resolve(text)))
  })
}

/** Whether the Redis on `port` answers a PING, after AUTH when given a password. */
export async function ping(port, password) {
  const commands = password ? [`AUTH ${password}`, 'PING'] : ['PING']
  const reply = await redisReply(port, commands, (text) => text.includes('PONG') || text.startsWith('-'))
  return reply.includes('+PONG')
}

/**
 * Starts redis-server on `port` with `<dir>/redis` as its folder. Its password is made once and kept in
 * `<dir>/redis-password` (for `npm run cluster`, .cluster/: never in git); the instances get it in REDIS_URL.
 */
export async function startRedis({ bin, dir, port }) {
  const data = path.join(dir, 'redis')
  fs.mkdirSync(data, { recursive: true })
  const passwordFile = path.join(dir, 'redis-password')
  if (!fs.existsSync(passwordFile))
    fs.writeFileSync(passwordFile, crypto.randomBytes(24).toString('hex'), { mode: 0o600 })
  const password = fs.readFileSync(passwordFile, 'utf8').trim()
  // deploy/redis.conf and the password, in a file rather than on the command line, where any local user could read it.
  const conf = path.join(dir, 'redis.conf')
  fs.writeFileSync(conf, `include "${path.join(root, 'deploy/redis.conf')}"\nrequirepass "${password}"\n`, {
    mode: 0o600,
  })
  const log = fs.openSync(path.join(dir, 'redis.log'), 'a')
  const child = spawn(bin, [conf, '--port', String(port), '--dir', data], { stdio: ['ignore', log, log] })
  for (let i = 0; i < 100 && !(await ping(port, password)); i++) await new Promise((r) => setTimeout(r, 100))
  if (!(await ping(port, password)))
    throw new Error(`redis-server did not answer on ${port} (see ${path.join(dir, 'redis.log')})`)
  return { url: `redis://:${password}@127.0.0.1:${port}`, port, password, child, stop: () => child.kill('SIGTERM') }
}
