// The `test` every spec uses: Playwright's, with the browser context kept off third-party hosts.
// The e2e build has a (fake) GTM_ID and a reCAPTCHA site key, so pages load the tag manager after
// the cookie notice is acknowledged, and forms load reCAPTCHA on first focus. Google's hosts are
// answered here, at the network layer: the tag manager with an empty script, reCAPTCHA with a
// stand-in that behaves like the invisible widget (renders its frame, answers execute() with a
// token). The server runs without the secret key, so it does not verify the token. A spec's own
// page.route wins over these.
import { expect, test as base } from '@playwright/test'

export const thirdPartyHosts = [
  'https://www.googletagmanager.com/**',
  'https://www.google.com/recaptcha/**',
  'https://www.gstatic.com/recaptcha/**',
]

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

export const test = base.extend({
  context: async ({ context }, provide) => {
    for (const host of thirdPartyHosts)
      await context.route(host, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }))
    await context.route('https://www.google.com/recaptcha/api.js**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeRecaptcha }),
    )
    await context.route('https://www.google.com/recaptcha/api2/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>reCAPTCHA</title></html>',
      }),
    )
    await provide(context)
  },
  // What the browser said (console, page errors, failed requests, navigations), kept with a
  // failed test: the CI log then says why a flaky run failed, where its trace is gone.
  page: async ({ page }, provide, testInfo) => {
    const log: string[] = []
    const at = () => `${(performance.now() / 1000).toFixed(3)}s`
    page.on('console', (m) => log.push(`${at()} console.${m.type()} ${m.text()}`))
    page.on('pageerror', (e) => log.push(`${at()} pageerror ${e.message}`))
    page.on('requestfailed', (r) =>
      log.push(`${at()} request failed ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`),
    )
    page.on('framenavigated', (f) => f === page.mainFrame() && log.push(`${at()} navigated ${f.url()}`))
    await provide(page)
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('browser-log', { body: log.join('\n'), contentType: 'text/plain' })
  },
})

export { expect }
