// A PostgreSQL cluster in a folder of ours, on loopback. PostgreSQL refuses to run as root, so
// when we are root a system user (studio-pg) owns the data folder and runs the server.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const OS_USER = 'studio-pg'

function asOwner(bin, args, { allowFail = false } = {}) {
  const root = process.getuid?.() === 0
  const command = root ? 'su' : bin
  const argv = root
    ? [OS_USER, '-s', '/bin/sh', '-c', [bin, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ')]
    : args
  const result = spawnSync(command, argv, { encoding: 'utf8' })
  if (result.status !== 0 && !allowFail)
    throw new Error(`${path.basename(bin)} ${args.join(' ')} failed: ${result.stderr || result.stdout}`)
  return result
}

/** Makes every folder above `dir` traversable, so the PostgreSQL user can reach its data (mkdtemp folders are 0700). */
function openPath(dir) {
  for (let d = path.resolve(dir); d !== '/'; d = path.dirname(d)) {
    const mode = fs.statSync(d).mode
    if ((mode & 0o001) === 0) fs.chmodSync(d, mode | 0o011)
  }
}

/**
 * Starts (creating on first use) a cluster in `<dir>/pgdata` on 127.0.0.1:`port` with a database
 * and owner `name`/`password`. Returns its DATABASE_URL and stop().
 */
export function startPostgres({ bin, dir, port, name = 'studio', password = 'studio' }) {
  const data = path.join(dir, 'pgdata')
  const socket = path.join(dir, 'pgsocket')
  fs.mkdirSync(socket, { recursive: true })
  if (process.getuid?.() === 0) {
    if (spawnSync('id', [OS_USER]).status !== 0)
      execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER])
    openPath(dir)
    fs.mkdirSync(data, { recursive: true })
    execFileSync('chown', ['-R', `${OS_USER}:`, data, socket])
  }
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    asOwner(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ])
  }
  const log = path.join(dir, 'postgres.log')
  if (process.getuid?.() === 0 && !fs.existsSync(log)) {
    fs.writeFileSync(log, '')
    execFileSync('chown', [`${OS_USER}:`, log])
  }
  asOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    log,
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${socket}`,
    'start',
  ])
  const psql = (sql) =>
    execFileSync(path.join(bin, 'psql'), ['-h', socket, '-p', String(port), '-U', 'postgres', '-tAc', sql], {
      encoding: 'utf8',
    }).trim()
  if (psql(`select 1 from pg_roles where rolname = '${name}'`) !== '1')
    psql(`create user ${name} with password '${password}'`)
  if (psql(`select 1 from pg_database where datname = '${name}'`) !== '1') psql(`create database ${name} owner ${name}`)
  return {
    url: `postgres://${name}:${password}@127.0.0.1:${port}/${name}`,
    psql,
    stop: () => asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], { allowFail: true }),
  }
}
