// `npm run cluster`: the production topology on this machine (see README "Production"):
// PostgreSQL, Redis, two app instances and nginx with a self-signed certificate, on loopback.
// State (database, media, certificate) stays in .cluster/ between runs. Ctrl-C stops everything.
//   CLUSTER_PORT_BASE (default 8440): http on it, https on +3 (https://localhost:8443).
import path from 'node:path'
import { root } from './env.mjs'
import { startCluster } from './cluster/index.mjs'

const cluster = await startCluster({
  state: path.join(root, '.cluster'),
  portBase: Number(process.env.CLUSTER_PORT_BASE) || 8440,
})
console.log(
  `\n  Site   ${cluster.url}\n  Admin  ${cluster.url}/admin   (first admin's password: .cluster/admin-credentials.txt)\n  The certificate is signed by .cluster/tls/ca.crt: trust it, or accept the browser's warning.\n  Ctrl-C stops everything.\n`,
)
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.log('\n▸ Stopping nginx, the app instances, Redis and PostgreSQL…')
    await cluster.stop()
    process.exit(0)
  })
}
