// Renders deploy/nginx.conf.template into a state folder and runs nginx on it.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'
import { root } from '../env.mjs'

/** A TypeScript module of the app's (one with no imports outside itself), bundled and loaded here. */
async function appModule(file) {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(root, file)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  })
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`)
}

const addHeaders = (headers) =>
  Object.entries(headers)
    .map(([k, v]) => `add_header ${k} "${v}" always;\n`)
    .join('')

/**
 * What nginx adds to the files it serves itself, from the app's own sources: the base security headers
 * (src/lib/security-headers.mjs) and, for uploaded media, the upload's own (those of them the base lacks), and the
 * image types an upload may be with their extensions (src/lib/image-types.ts).
 */
async function appHeadersAndTypes() {
  const { baseSecurityHeaders, uploadedFileHeaders } = await appModule('src/lib/security-headers.mjs')
  const { uploadImageTypes } = await appModule('src/lib/image-types.ts')
  const base = baseSecurityHeaders({ https: true })
  const upload = Object.fromEntries(Object.entries(uploadedFileHeaders).filter(([name]) => !(name in base)))
  const types = Object.entries(uploadImageTypes)
  return {
    security: addHeaders(base),
    upload: addHeaders(upload),
    uploadHidden: Object.keys(upload)
      .map((name) => `proxy_hide_header ${name};\n`)
      .join(''),
    mediaTypes: types.map(([mime, extensions]) => `          ${mime} ${extensions.join(' ')};`).join('\n'),
    mediaExtensions: types.flatMap(([, extensions]) => extensions).join('|'),
  }
}

/**
 * Writes `<state>/nginx.conf` (and the files it includes) and checks it with `nginx -t`.
 * `listenHost`: 127.0.0.1 on this machine; '' (every address) on a server.
 * @param {{ bin: string, state: string, httpPort: number, httpsPort: number, upstreams: (number|string)[], dist:
 * string, mediaDir: string, tls: { cert: string, key: string }, serverName?: string, listenHost?: string }} o
 */
export async function renderNginx(o) {
  for (const sub of [
    'tmp/body',
    'tmp/proxy',
    'tmp/fastcgi',
    'tmp/uwsgi',
    'tmp/scgi',
    'cache/pages',
    'cache/images',
    'www/api/media',
  ])
    fs.mkdirSync(path.join(o.state, sub), { recursive: true })
  // /api/media/file/<name> answered from MEDIA_DIR without the app: a root with that path in it.
  const link = path.join(o.state, 'www/api/media/file')
  fs.rmSync(link, { force: true })
  fs.mkdirSync(o.mediaDir, { recursive: true })
  fs.symlinkSync(path.resolve(o.mediaDir), link)
  fs.copyFileSync(path.join(root, 'deploy/proxy-headers.conf'), path.join(o.state, 'proxy-headers.conf'))
  const app = await appHeadersAndTypes()
  fs.writeFileSync(path.join(o.state, 'security-headers.conf'), app.security)
  fs.writeFileSync(path.join(o.state, 'upload-headers.conf'), app.upload)
  // Where the app answers for a file: its own upload headers give way to the same ones, written once.
  fs.writeFileSync(path.join(o.state, 'upload-proxy-headers.conf'), app.uploadHidden + app.upload)
  const asRoot = process.getuid?.() === 0
  const values = {
    // Workers drop root; they need to write only the cache and temp folders.
    user: asRoot ? 'user nobody nogroup;' : '',
    state: o.state,
    mime_types: '/etc/nginx/mime.types',
    // An upstream is a port on this machine or a host:port.
    upstream_servers: o.upstreams
      .map((u) => `    server ${String(u).includes(':') ? u : `127.0.0.1:${u}`} max_fails=1 fail_timeout=5s;`)
      .join('\n'),
    listen_http: listen(o.listenHost ?? '127.0.0.1', o.httpPort),
    listen_https: listen(o.listenHost ?? '127.0.0.1', o.httpsPort),
    https_port_suffix: o.httpsPort === 443 ? '' : `:${o.httpsPort}`,
    server_name: o.serverName ?? 'localhost',
    tls_cert: o.tls.cert,
    tls_key: o.tls.key,
    dist: path.resolve(o.dist),
    media_root: path.join(o.state, 'www'),
    media_types: app.mediaTypes,
    media_extensions: app.mediaExtensions,
  }
  const template = fs.readFileSync(path.join(root, 'deploy/nginx.conf.template'), 'utf8')
  const conf = template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for {{${name}}}`)
    return values[name]
  })
  const file = path.join(o.state, 'nginx.conf')
  fs.writeFileSync(file, conf)
  if (asRoot) execFileSync('chown', ['-R', 'nobody:nogroup', path.join(o.state, 'tmp'), path.join(o.state, 'cache')])
  execFileSync(o.bin, ['-t', '-q', '-p', o.state, '-c', file], { stdio: ['ignore', 'ignore', 'inherit'] })
  return file
}

const listen = (host, port) => (host ? `${host}:${port}` : String(port))

export function startNginx({ bin, state, conf }) {
  const child = spawn(bin, ['-p', state, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
  return { child, stop: () => child.kill('SIGQUIT') }
}
