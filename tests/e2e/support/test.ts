// The `test` every spec uses: Playwright's, with the browser context kept off
// third-party hosts. The e2e build has a (fake) GTM_ID, so any test that
// acknowledges the cookie notice would make the page fetch the tag manager;
// it gets an empty script here instead. A spec's own page.route wins over this.
import { expect, test as base } from '@playwright/test'

export const thirdPartyHosts = ['https://www.googletagmanager.com/**', 'https://www.google.com/recaptcha/**', 'https://www.gstatic.com/recaptcha/**']

export const test = base.extend({
  context: async ({ context }, provide) => {
    for (const host of thirdPartyHosts) await context.route(host, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }))
    await provide(context)
  },
})

export { expect }
