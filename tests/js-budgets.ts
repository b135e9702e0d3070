// First-load JavaScript budgets of the public pages (gzip bytes of the module scripts each page's
// HTML loads: scripts/first-load-js.mjs), checked by tests/server/js-budget.test.ts on every run.
// The ceiling is 150 KiB for any page. Each budget was set from the figure measured at the
// commit named below, plus a little headroom for unrelated drift; raise one only with a reason.
const KiB = 1024

export const ceiling = 150 * KiB

/**
 * Page kind → budget. The test maps every route of both locales onto a kind. Measured at 654dd96
 * (`npm run test:e2e -- tests/server/js-budget.test.ts`, same figure in pt and en); each budget is
 * that figure plus ~1.5 KiB. Home carries the featured carousel's island on top of the shell.
 */
export const budgets: Record<string, number> = {
  home: 149.5 * KiB, // 147.8 KiB
  cases: 147 * KiB, // 145.5 KiB (the filter island)
  case: 147 * KiB, // 145.3 KiB
  posts: 147 * KiB, // 145.1 KiB
  post: 147 * KiB, // 145.3 KiB
  service: 147 * KiB, // 145.3 KiB
  legal: 147 * KiB, // 145.3 KiB
  offline: 147 * KiB, // 145.1 KiB
  notFound: 147 * KiB, // 145.1 KiB
  // A page of blocks (the seeded one, one with every block): no more than a case page. 146.6 KiB, the case page's
  // 145.8 plus the contact form's island, which the route's one chunk holds for every page of blocks (next/dynamic
  // made it larger); its phone mask and Payload's Live Preview listener load only when used.
  page: 147 * KiB,
}
