// The programs the production topology runs, found on this machine; under CI a missing one is
// installed from Debian's packages, otherwise the run stops with one line saying what to install.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const packages = {
  postgres: 'postgresql',
  'redis-server': 'redis-server',
  nginx: 'nginx',
  openssl: 'openssl',
  pg_dump: 'postgresql-client',
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/sbin'])) {
    const candidate = path.join(dir, name)
    if (dir && fs.existsSync(candidate)) return candidate
  }
  return null
}

/** PostgreSQL's server programs live outside PATH on Debian: /usr/lib/postgresql/<major>/bin. */
function postgresBin() {
  const root = '/usr/lib/postgresql'
  const majors = fs.existsSync(root)
    ? fs.readdirSync(root).filter((m) => fs.existsSync(path.join(root, m, 'bin', 'postgres')))
    : []
  majors.sort((a, b) => Number(b) - Number(a))
  if (majors.length) return path.join(root, majors[0], 'bin')
  const initdb = onPath('initdb')
  return initdb && fs.existsSync(path.join(path.dirname(fs.realpathSync(initdb)), 'postgres'))
    ? path.dirname(fs.realpathSync(initdb))
    : null
}

function locate(name) {
  if (name === 'postgres') return postgresBin()
  return onPath(name)
}

/** The path of each program (for postgres: its bin folder), installing what is missing under CI. */
export function requireTools(names) {
  const missing = names.filter((n) => !locate(n))
  if (missing.length && process.env.CI) {
    const pkgs = [...new Set(missing.map((n) => packages[n]))]
    console.log(`▸ Installing ${pkgs.join(', ')} (Debian)`)
    execFileSync(
      'sh',
      [
        '-c',
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs.join(' ')} >/dev/null`,
      ],
      { stdio: 'inherit' },
    )
  }
  const still = names.filter((n) => !locate(n))
  if (still.length) {
    throw new Error(
      `Missing ${still.join(', ')}: install with \`apt-get install -y ${[...new Set(still.map((n) => packages[n]))].join(' ')}\``,
    )
  }
  return Object.fromEntries(names.map((n) => [n, locate(n)]))
}
