/**
 * Paint first, then hydrate. Next writes a page's framework and island chunks as
 * `<script src async>` tags (and a low-priority preload of the main one), so on a fast link they
 * arrive before the first paint and the browser runs them first: on a phone that is 100+ ms of
 * script evaluation between a page that is ready to show and the screen showing it, and
 * Lighthouse charges every such script to the page's largest paint. Every public page is complete
 * server-rendered HTML that works before its scripts run (links are links, forms post), so the
 * scripts can wait one frame: this rewrite replaces those tags with one inline loader that adds
 * the same scripts, in the same order, right after the first frame is painted.
 *
 * Hand-written: neither Next nor React can be told to start the bootstrap scripts after paint
 * (React emits them, Next only lists them). The page's own inline scripts (the RSC payload
 * chunks, Turbopack's chunk list) stay where they are: they queue data for the runtime, which
 * reads the queue whenever it starts. The loader is an inline script like those, so the CSP
 * hashes it with them (security-headers.ts); the scripts it adds come from 'self'.
 */

// React writes bootstrap scripts exactly like this (src first, then async="").
const chunkScript = /<script src="(\/_next\/static\/[^"?#\s]+\.js)" async=""><\/script>/g
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"?#\s]+\.js)"\/>/g

/**
 * Runs in the page (serialized into it, so it must not refer outside its own body): adds the
 * scripts once the first frame has been painted. A requestAnimationFrame callback runs just before
 * the frame is painted and a task queued from it just after. One script per task: starting a
 * script's fetch costs the main thread about a millisecond, so a dozen added at once made one
 * 15–18 ms task right after the first paint (60–70 ms on the 4× slower CPU Lighthouse assumes for a
 * phone), just when the visitor may start to scroll. In a hidden tab no frame comes until the
 * visitor looks, so the scripts start at once there (the service worker's registration and the
 * cookie notice's state should not wait for a glance).
 */
export function loadAfterFirstPaint(sources: string[]) {
  // Next's bootstrap hydrates once the entries of its `self.__next_s` queue (next/script's
  // beforeInteractive) have run, and for an inline entry it waits one task (app-bootstrap.js in
  // Next 16). An inert entry (a JSON script, which never executes, so the CSP is not involved)
  // makes the framework chunk's evaluation and the start of hydration two tasks instead of one:
  // 21–27 ms of CPU in one task on home at times, 6–12 and 13–20 ms in two.
  const bootstrapQueue = ((self as unknown as { __next_s?: unknown[] }).__next_s ??= [])
  bootstrapQueue.push([0, { type: 'application/json', children: '' }])
  const add = (i: number) => {
    const script = document.createElement('script')
    script.src = sources[i]
    script.async = true
    document.head.appendChild(script)
    if (i + 1 < sources.length) setTimeout(add, 0, i + 1)
  }
  if (document.visibilityState === 'hidden') add(0)
  else requestAnimationFrame(() => setTimeout(add, 0, 0))
}

// The same on every page (so its CSP hash is too): the list rides in the tag's data-chunks, which
// is also where scripts/first-load-js.mjs (the JavaScript budgets) and the service worker's
// precache (any /_next/static path in the page) find the scripts.
/** The loader's text, the same on every page (its chunks are in an attribute), so one CSP hash allows it. */
export const loaderBody = `(${String(loadAfterFirstPaint)})(document.currentScript.dataset.chunks.split(' '))`

/**
 * `html` with its chunk script tags (and their preloads) replaced by the loader, placed where the
 * first of them was. A document without them (the admin's, or one already rewritten) comes back
 * unchanged, so the rewrite can run twice.
 */
export function paintFirst(html: string): string {
  const sources = [...new Set([...html.matchAll(chunkScript)].map((m) => m[1]))]
  if (sources.length === 0) return html
  // Chunk paths have no spaces or quotes (the pattern above admits none), so they list as they are.
  const loader = `<script data-chunks="${sources.join(' ')}">${loaderBody}</script>`
  let placed = false
  return html
    .replace(chunkScript, () => (placed ? '' : ((placed = true), loader)))
    .replace(chunkPreload, (tag, href: string) => (sources.includes(href) ? '' : tag))
}
