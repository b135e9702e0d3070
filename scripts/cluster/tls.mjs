// A local certificate authority and a certificate for localhost signed by it (openssl), so the
// HTTPS front can be checked as a browser would: clients that trust the CA (NODE_EXTRA_CA_CERTS)
// verify the certificate, which the Observatory needs to count HSTS and the redirect.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export function localCertificate(dir, host = 'localhost') {
  fs.mkdirSync(dir, { recursive: true })
  const f = (name) => path.join(dir, name)
  if (fs.existsSync(f('site.crt')) && fs.existsSync(f('ca.crt')))
    return { ca: f('ca.crt'), cert: f('site.crt'), key: f('site.key') }
  const openssl = (...args) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] })
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  openssl(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    f('ca.key'),
    '-out',
    f('ca.crt'),
    '-days',
    '825',
    '-subj',
    '/CN=Studio local CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  )
  openssl('req', ...ec, '-keyout', f('site.key'), '-out', f('site.csr'), '-subj', `/CN=${host}`)
  fs.writeFileSync(
    f('site.ext'),
    `subjectAltName=DNS:${host},IP:127.0.0.1\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n`,
  )
  openssl(
    'x509',
    '-req',
    '-in',
    f('site.csr'),
    '-CA',
    f('ca.crt'),
    '-CAkey',
    f('ca.key'),
    '-CAcreateserial',
    '-out',
    f('site.crt'),
    '-days',
    '365',
    '-extfile',
    f('site.ext'),
  )
  fs.chmodSync(f('site.key'), 0o600)
  fs.chmodSync(f('ca.key'), 0o600)
  return { ca: f('ca.crt'), cert: f('site.crt'), key: f('site.key') }
}
