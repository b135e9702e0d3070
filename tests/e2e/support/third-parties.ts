// Google's hosts, answered on loopback. The e2e build has a (fake) GTM_ID and a reCAPTCHA site key, so pages load the
// tag manager after the cookie notice is acknowledged, and forms load reCAPTCHA on first focus. Chromium resolves
// those hosts to this HTTPS server (--host-resolver-rules; its certificate is accepted by ignoreHTTPSErrors): the tag
// manager gets an empty script, reCAPTCHA a stand-in that behaves like the invisible widget (renders its frame,
// answers execute() with a token). The server runs without the secret key, so it does not verify the token.
// At the network layer and not by page.route: routing sends every request of a page through Playwright and turns off
// the browser's cache, which made each page load of the suite ~40 % dearer (docs/decisions/ci-time.md).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const thirdPartyHosts = ['www.googletagmanager.com', 'www.google.com', 'www.gstatic.com']

export const fakeRecaptchaToken = 'e2e-recaptcha-token'

const fakeRecaptcha = `(() => {
  const onload = new URL(document.currentScript.src).searchParams.get('onload')
  const widgets = []
  window.grecaptcha = {
    render(container, params) {
      const frame = document.createElement('iframe')
      frame.src = 'https://www.google.com/recaptcha/api2/anchor?k=' + encodeURIComponent(params.sitekey)
      frame.title = 'reCAPTCHA'
      frame.width = '256'
      frame.height = '60'
      container.appendChild(frame)
      return widgets.push(params) - 1
    },
    execute(id) { setTimeout(() => widgets[id].callback(${JSON.stringify(fakeRecaptchaToken)}), 20) },
    reset() {},
  }
  if (onload && typeof window[onload] === 'function') window[onload]()
})()`

/** The Chromium switch that sends the hosts to the stand-in on `port`. */
export const hostResolverRules = (port: string) =>
  `--host-resolver-rules=${thirdPartyHosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(',')}`

/** Starts the stand-in on a free port of loopback, with a certificate made for it. */
export async function startThirdParties(): Promise<{ port: number; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-third-parties-'))
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
      ...['-subj', '/CN=www.google.com', '-keyout', key, '-out', cert],
      ...['-addext', `subjectAltName=${thirdPartyHosts.map((host) => `DNS:${host}`).join(',')}`],
    ],
    { stdio: 'ignore' },
  )
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    const url = new URL(req.url ?? '/', `https://${req.headers.host}`)
    const [type, body] =
      url.hostname === 'www.google.com' && url.pathname === '/recaptcha/api.js'
        ? ['text/javascript', fakeRecaptcha]
        : url.hostname === 'www.google.com' && url.pathname.startsWith('/recaptcha/api2/')
          ? ['text/html', '<!doctype html><html lang="en"><title>reCAPTCHA</title></html>']
          : ['text/javascript', '']
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  fs.rmSync(dir, { recursive: true, force: true })
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((closed) => server.close(() => closed())),
  }
}
