/**
 * Paint first, then hydrate. Next writes a page's framework and island chunks as `<script src async>` tags (and a
 * low-priority preload of the main one), so on a fast link they arrive before the first paint and the browser runs them
 * first: on a phone that is 100+ ms of script evaluation between a page that is ready to show and the screen showing
 * it, and Lighthouse charges every such script to the page's largest paint. Every public page is complete
 * server-rendered HTML that works before its scripts run (links are links, forms post), so the scripts can wait one
 * frame: this rewrite replaces those tags with one inline loader that adds the same scripts, in the same order, right
 * after the first frame is painted.
 *
 * Hand-written: neither Next nor React can be told to start the bootstrap scripts after paint (React emits them, Next
 * only lists them). The page's own inline scripts (the RSC payload chunks, Turbopack's chunk list) stay where they are:
 * they queue data for the runtime, which reads the queue whenever it starts. The loader is an inline script like those,
 * so the CSP hashes it with them (written-page.mjs); the scripts it adds come from 'self'.
 */

// React writes bootstrap scripts exactly like this (src first, then async="").
const chunkScript = /<script src="(\/_next\/static\/[^"?#\s]+\.js)" async=""><\/script>/g
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"?#\s]+\.js)"\/>/g

/**
 * Runs in the page, from the loader tag's data-chunks: adds the scripts once the first frame has been painted. A
 * requestAnimationFrame callback runs just before the frame is painted and a task queued from it just after. One
 * script per task: starting a script's fetch costs the main thread about a millisecond, so a dozen added at once made
 * one 15–18 ms task right after the first paint (60–70 ms on the 4× slower CPU Lighthouse assumes for a phone). In a
 * hidden tab no frame comes until the visitor looks, so the scripts start at once there.
 * First it queues an inert entry (a JSON script, never executed) in Next's bootstrap queue `self.__next_s`: Next
 * hydrates once that queue's entries have run, one task after an inline one (app-bootstrap.js in Next 16), so the
 * framework chunk's evaluation and the start of hydration are two tasks instead of one (21–27 ms on home at times,
 * then 6–12 and 13–20 ms). Source text, the same on every page, so one CSP hash allows it.
 */
export const loaderBody = `(function (sources) {
  (self.__next_s = self.__next_s || []).push([0, { type: 'application/json', children: '' }]);
  function add(i) {
    var script = document.createElement('script');
    script.src = sources[i];
    script.async = true;
    document.head.appendChild(script);
    if (i + 1 < sources.length) setTimeout(add, 0, i + 1);
  }
  if (document.visibilityState === 'hidden') add(0);
  else requestAnimationFrame(function () { setTimeout(add, 0, 0); });
})(document.currentScript.dataset.chunks.split(' '))`

/**
 * `html` with its chunk script tags (and their preloads) replaced by the loader, placed where the
 * first of them was. A document without them (the admin's, or one already rewritten) comes back
 * unchanged, so the rewrite can run twice.
 */
/** @param {string} html */
export function paintFirst(html) {
  const sources = [...new Set([...html.matchAll(chunkScript)].map((m) => m[1]))]
  if (sources.length === 0) return html
  // Chunk paths have no spaces or quotes (the pattern above admits none), so they list as they are.
  const loader = `<script data-chunks="${sources.join(' ')}">${loaderBody}</script>`
  let placed = false
  return html
    .replace(chunkScript, () => (placed ? '' : ((placed = true), loader)))
    .replace(chunkPreload, (tag, href) => (sources.includes(href) ? '' : tag))
}
