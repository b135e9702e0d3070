import { draftMode } from 'next/headers'
import { getLocale, getTranslations } from 'next-intl/server'
import { ChunkRecovery } from '@/features/chunk-recovery'
import { CookieNotice } from '@/features/cookie-consent'
import { OfflineBanner } from '@/features/offline'
import { ProgressBar } from '@/features/progress-bar'
import { RegisterServiceWorker } from '@/features/pwa/register-service-worker'
import { Toaster } from '@/features/toaster'
import { sampleRate } from '@/features/vitals/gate'
import { VitalsReporter } from '@/features/vitals/reporter'
import { localizePath, paths, type RouteLocale } from '@/lib/paths'
import { tagManagerId } from '@/lib/tag-manager-id'
import { AnchorScroll } from './anchor-scroll'
import { LinkNavigation } from './link-navigation'
import { MotionPause } from './motion-pause'
import { PrefetchLinks } from './prefetch-links'
import { ReadyMarker } from './ready-marker'

/**
 * Site-wide behaviours mounted once in the layout: progress bar, in-page anchor
 * scrolling, the link prefetch policy, chunk-failure recovery, the offline
 * banner, the cookie notice with the tag manager, the toaster, the service
 * worker's registration and the Web Vitals reporter (each in its own feature folder). A server component:
 * only the islands below ship JS, and they get their strings from here, already
 * translated (no message catalogue or formatter in the browser).
 */
export async function AppShell() {
  const locale = (await getLocale()) as RouteLocale
  const [cookies, offline, toaster] = await Promise.all([
    getTranslations('cookies'),
    getTranslations('offline'),
    getTranslations('toaster'),
  ])
  // Read while rendering, and pages are prerendered by `next build`: GTM_ID must
  // be set in the build's environment, and changing it needs a rebuild (or the
  // page's next regeneration). Unset or malformed: no tag manager at all.
  const gtmId = tagManagerId(process.env.GTM_ID)
  // A preview (Preview, Live Preview) is an editor looking at a draft: not a visitor's speed.
  const preview = (await draftMode()).isEnabled
  return (
    <>
      <ProgressBar />
      <AnchorScroll />
      <LinkNavigation />
      <MotionPause />
      <PrefetchLinks />
      <ChunkRecovery />
      <OfflineBanner texts={{ message: offline('message'), forms: offline('forms'), back: offline('back') }} />
      <CookieNotice
        tagManagerId={gtmId}
        texts={{
          label: cookies('label'),
          text: cookies('text'),
          privacy: cookies('privacy'),
          privacyHref: localizePath(locale, paths.privacy()),
          acknowledge: cookies('acknowledge'),
        }}
      />
      <Toaster label={toaster('label')} close={toaster('close')} />
      <RegisterServiceWorker />
      {/* Read at build time too, like GTM_ID: changing VITALS_SAMPLE_RATE needs a rebuild. */}
      {preview ? null : <VitalsReporter locale={locale} sampleRate={sampleRate(process.env.VITALS_SAMPLE_RATE)} />}
      <ReadyMarker />
    </>
  )
}
