// `npm run nginx:config -- <options>`: the HTTPS front's configuration for a server (README
// "Production"), from the same template `npm run cluster` uses (deploy/nginx.conf.template).
// Writes <out>/nginx.conf and the files it includes, checks it with `nginx -t`, and prints how to run it.
//   --out /etc/studio-nginx   --server-name studio.example   --upstreams 3001,3002 (or host:port,…)
//   --cert …/fullchain.pem   --key …/privkey.pem   --dist /srv/studio/.next   --media /srv/studio/data/media
//   [--http-port 80] [--https-port 443]
import path from 'node:path'
import { renderNginx } from './cluster/nginx.mjs'
import { requireTools } from './cluster/tools.mjs'

const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  if (i >= 0) return args[i + 1]
  if (fallback === undefined) throw new Error(`--${name} is required (see the header of scripts/nginx-config.mjs)`)
  return fallback
}
const { nginx } = requireTools(['nginx'])
const out = path.resolve(opt('out'))
const conf = await renderNginx({
  bin: nginx,
  state: out,
  serverName: opt('server-name'),
  listenHost: '',
  httpPort: Number(opt('http-port', '80')),
  httpsPort: Number(opt('https-port', '443')),
  upstreams: opt('upstreams').split(','),
  tls: { cert: path.resolve(opt('cert')), key: path.resolve(opt('key')) },
  dist: path.resolve(opt('dist')),
  mediaDir: path.resolve(opt('media')),
})
console.log(
  `Wrote ${conf} (checked with nginx -t). Run it: nginx -p ${out} -c ${conf}   (reload: nginx -p ${out} -c ${conf} -s reload)`,
)
