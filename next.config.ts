import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // The e2e suite builds into its own folder so it never overwrites the operator's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm run typecheck` checks types (CI runs it); the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
    deviceSizes: [390, 640, 768, 960, 1280, 1600, 1920],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
