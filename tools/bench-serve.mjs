// `npm run bench:serve`: how fast pages are served (a report, not a test). Starts the
// production topology (scripts/cluster) in a throwaway folder and measures with wrk, 50
// connections, gzip accepted, alternating runs:
//   file    nginx serving the prerendered HTML of the page as a pre-compressed file (the ceiling),
//           over the same TLS settings as the front;
//   front   the page through the HTTPS front (nginx's shared cache in front of the instances);
//   origin  one app instance alone, over plain http (what nginx sees on a cache miss);
//   floor   `next start` serving Next's near-empty page (lighthouse-baseline.mjs): what the framework's own server
//           does with the least a page can be, beside the origin.
// Options: --path /cases --runs 3 --seconds 10 --connections 50. Measure on an idle machine.
//   SERVER_CPU_PROF=<dir> profiles the instances (written when they stop).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { startCluster } from '../scripts/cluster/index.mjs'
import { requireTools } from '../scripts/cluster/tools.mjs'
import { serveBaseline } from './lighthouse-baseline.mjs'

const arg = (name, fallback) =>
  process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback
const page = arg('path', '/cases')
const runs = Number(arg('runs', 3))
const seconds = Number(arg('seconds', 10))
const connections = Number(arg('connections', 50))
const tools = requireTools(['nginx'])
if (!fs.existsSync('/usr/bin/wrk')) throw new Error('wrk is missing: install it with `apt-get install -y wrk`')

const state = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-serve-'))
const cluster = await startCluster({
  state,
  portBase: Number(process.env.CLUSTER_PORT_BASE) || 28440,
  distDir: process.env.CLUSTER_DIST_DIR || '.next-cluster-test',
  serverLogs: true,
  env: {},
})
let fileServer
const floor = await serveBaseline()
try {
  // The page's HTML exactly as the front serves it, as a file beside its .gz, behind a copy of the front's TLS.
  const www = path.join(state, 'bench-www')
  fs.mkdirSync(www)
  const html = execFileSync('curl', ['-sk', '--compressed', `${cluster.url}${page}`])
  fs.writeFileSync(path.join(www, 'page.html'), html)
  fs.writeFileSync(path.join(www, 'page.html.gz'), zlib.gzipSync(html, { level: 9 }))
  const filePort = cluster.ports.https + 10
  const conf = path.join(state, 'bench-nginx.conf')
  fs.mkdirSync(path.join(state, 'bench-nginx'), { recursive: true })
  fs.writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user nobody nogroup;' : ''}
worker_processes auto; pid ${state}/bench-nginx/nginx.pid; error_log ${state}/bench-nginx/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 10000;
  client_body_temp_path ${state}/bench-nginx/body; proxy_temp_path ${state}/bench-nginx/proxy;
  fastcgi_temp_path ${state}/bench-nginx/f; uwsgi_temp_path ${state}/bench-nginx/u; scgi_temp_path ${state}/bench-nginx/s;
  server {
    listen 127.0.0.1:${filePort} ssl http2;
    ssl_certificate ${cluster.tls.cert}; ssl_certificate_key ${cluster.tls.key};
    ssl_protocols TLSv1.2 TLSv1.3; ssl_session_cache shared:bench:10m;
    location / { root ${www}; gzip_static on; default_type text/html; try_files /page.html =404; }
  }
}
`,
  )
  fileServer = spawn(tools.nginx, ['-p', path.join(state, 'bench-nginx'), '-c', conf, '-g', 'daemon off;'], {
    stdio: 'inherit',
  })
  await new Promise((r) => setTimeout(r, 500))

  const targets = {
    file: `https://localhost:${filePort}/`,
    front: `${cluster.url}${page}`,
    origin: `http://localhost:${cluster.ports.apps[0]}${page}`,
    floor: `${floor.origin}/`,
  }
  // Warm every path once (the origin renders into the shared cache; nginx fills its own).
  for (const url of Object.values(targets))
    execFileSync('curl', ['-sk', '-o', '/dev/null', '-H', 'Accept-Encoding: gzip', url])
  const results = Object.fromEntries(Object.keys(targets).map((k) => [k, []]))
  for (let r = 0; r < runs; r++) {
    for (const [name, url] of Object.entries(targets)) {
      const out = execFileSync(
        'wrk',
        ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip', url],
        { encoding: 'utf8' },
      )
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])
      const p99 = /99%\s+([\d.]+\w+)/.exec(out)?.[1]
      const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0'
      results[name].push({ rps, p99, errors })
      console.log(`run ${r + 1} ${name.padEnd(6)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${p99}  non-2xx ${errors}`)
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const file = median(results.file.map((x) => x.rps))
  console.log(
    `\n${page}, ${connections} connections, ${seconds} s × ${runs} alternating runs (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)})`,
  )
  console.log('| what | req/s (median) | runs | p99 | × nginx file |\n|---|---|---|---|---|')
  for (const [name, xs] of Object.entries(results)) {
    const rps = median(xs.map((x) => x.rps))
    console.log(
      `| ${name} | ${rps.toFixed(0)} | ${xs.map((x) => x.rps.toFixed(0)).join(', ')} | ${xs.map((x) => x.p99).join(', ')} | ${(rps / file).toFixed(2)} |`,
    )
  }
} finally {
  fileServer?.kill('SIGQUIT')
  floor.stop()
  await cluster.stop()
  fs.rmSync(state, { recursive: true, force: true })
}
