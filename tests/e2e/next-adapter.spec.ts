import { expect, test } from './support/test'
import { emulateConnection, prefetchPolicySettled, shellReady, trackPrefetchPolicy } from './shell-support'

// What the app shell's link listener (features/app-shell/link-navigation.tsx) relies on in the installed Next: a click
// on a plain link becomes a client-side navigation through the router's `push`, which fetches the page's payload
// (`rsc: 1`) and keeps the page; prefetches are the router's too (`next-router-prefetch: 1`). If an upgrade changes
// either, every navigation reloads the page, or prefetching stops.
type Seen = { path: string; rsc: string | null; prefetch: string | null }

test('a plain link navigates through the router, which prefetches and fetches the payload', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: Seen[] = []
    Object.assign(window, { __seenFetches: seen })
    const original = window.fetch
    window.fetch = (input, init) => {
      const request = input instanceof Request ? input : null
      const headers = new Headers(init?.headers ?? request?.headers)
      const url = new URL(request?.url ?? String(input), location.href)
      seen.push({ path: url.pathname, rsc: headers.get('rsc'), prefetch: headers.get('next-router-prefetch') })
      return original.call(window, input, init)
    }
  })
  const seen = () => page.evaluate(() => (window as unknown as { __seenFetches: Seen[] }).__seenFetches)

  await trackPrefetchPolicy(page)
  await page.goto('/politica-de-privacidade')
  await shellReady(page)
  await prefetchPolicySettled(page)
  // The header's links are prefetched once the browser is idle (spec §4).
  await expect
    .poll(async () => (await seen()).some((f) => f.path === '/cases' && f.rsc === '1' && f.prefetch === '1'))
    .toBe(true)

  // With prefetching off (data saver), following a link makes the router fetch the payload itself.
  await emulateConnection(page, { effectiveType: '4g', saveData: true })
  await page.goto('/termos-de-uso')
  await shellReady(page)
  // A full page load would lose this.
  await page.evaluate(() => Object.assign(window, { __samePage: true }))
  await page.getByRole('banner').getByRole('link', { name: 'Cases', exact: true }).click()
  await expect(page).toHaveURL(/\/cases$/)
  expect(await seen()).toContainEqual({ path: '/cases', rsc: '1', prefetch: null })
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
})
