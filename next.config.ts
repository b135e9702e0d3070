import fs from 'node:fs'
import path from 'node:path'
import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import { baseSecurityHeaders, policyOptions, uploadedFileHeaders } from './src/lib/security-headers.mjs'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

// The e2e suite builds into its own folder so it never overwrites the operator's build.
const distDir = process.env.NEXT_DIST_DIR || '.next'

// Next adds every build folder's type globs to the tsconfig it reads, rewriting it. It reads this
// one, made here and ignored by git, so a build leaves the committed tsconfig.json as it is.
const buildTsconfig = 'tsconfig.next.json'
if (!fs.existsSync(buildTsconfig) && !process.env.STUDIO_BASELINE)
  fs.writeFileSync(buildTsconfig, JSON.stringify({ extends: './tsconfig.json' }))

const nextConfig: NextConfig = {
  distDir,
  poweredByHeader: false,
  // `npm run typecheck` checks types (CI runs it); the build need not do it twice.
  typescript: { ignoreBuildErrors: true, tsconfigPath: buildTsconfig },
  reactStrictMode: true,
  // Next's cache, which never keeps an error answer (the 404 of a made-up address). Several instances (deploy/):
  // with REDIS_URL every instance reads and writes one page and data cache, and a tag expired on one is expired on
  // all. Read when the server starts, so one build serves with or without Redis.
  cacheHandler: path.resolve('src/next-adapter/cache-handler.mjs'),
  ...(process.env.REDIS_URL ? { cacheMaxMemorySize: 0 } : {}),
  // For tools/analyze-js.mjs only: which sources a page's JavaScript comes from.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  experimental: {
    // The proxy sees a copy of a page's or the admin's post (server actions, 1 MiB at most: proxy.ts): enough past
    // that limit for the proxy to tell a longer undeclared body, whose copy stops here.
    proxyClientMaxBodySize: 1024 * 1024 + 128 * 1024,
    // CI builds from a clean checkout: Turbopack's on-disk cache is never read there, and writing it costs ~14 s a
    // build (docs/decisions/ci-time.md).
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // Next 16's router learns route shapes from the trees it prefetches and predicts the rest:
    // after /en (= /[locale]) it takes /cases for /[locale] with locale "cases", because the
    // proxy's rewrite of unprefixed Portuguese URLs (/cases → /pt/cases) is invisible to it.
    // The predicted segment 404s (a console error) and the prefetcher then refetches it in a
    // loop. Asking the server for each route's tree is correct for this site.
    optimisticRouting: false,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Uploads only, as pages name them (media.url): no query string, which the site never adds. Anything else is a
    // 400, so no made-up address costs an encode or a cache entry (proxy.ts also asks for the exact form).
    localPatterns: [{ pathname: '/api/media/file/*', search: '' }],
    deviceSizes: [390, 640, 768, 960, 1280, 1600, 1920],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    // The optimizer's disk cache, least recently used out first (Next's default is half the free disk): every
    // width and format of about a thousand uploads.
    maximumDiskCacheSize: 1024 * 1024 * 1024,
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
const payloadHeaders = config.headers!
const headerList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }))
// Every answer's security headers; a page's CSP is written with the page (src/next-adapter/written-page.mjs), the
// admin's and previews' by proxy.ts. An uploaded file, opened on its own, is never run as a page of the site.
const securityHeaders = [
  { source: '/:path*', headers: headerList(baseSecurityHeaders(policyOptions())) },
  { source: '/api/media/file/:path*', headers: headerList(uploadedFileHeaders) },
]

/**
 * `npm run lighthouse`'s floor, a near-empty app built with this Next (tools/lighthouse-baseline.mjs): Next finds this
 * file upwards from it, and Turbopack compiles the workspace's instrumentation into it, so Payload's packages stay
 * external; everything else is Next's default (it compresses, for one).
 */
const floor: NextConfig = { serverExternalPackages: config.serverExternalPackages }

export default process.env.STUDIO_BASELINE === '1'
  ? floor
  : ({
      ...config,
      // withPayload asks every route for the Sec-CH-Prefers-Color-Scheme client hint (the admin's
      // theme) with Accept-CH and Critical-CH; on a first visit Chrome then fetches the document a
      // second time to send it. Only the admin reads the hint, so only the admin asks for it.
      headers: async () => [
        ...securityHeaders,
        ...(await payloadHeaders()).map((rule) =>
          rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
        ),
      ],
    } satisfies NextConfig)
