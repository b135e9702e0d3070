import type { Endpoint, PayloadRequest } from 'payload'
import { hasRole } from '@/cms/access'
import { siteUrl } from '@/config/site-url'
import { requestAddress } from '@/lib/requests/client-address'
import { foreignOrigin } from '@/lib/requests/origin'
import { limiter, takePoint } from '@/lib/rate-limit'
import { beaconMaxBytes, beaconPath } from '../beacon'
import { storeSettings } from '../settings'
import { beaconSchema } from './schema'
import { recordBeacon } from './store'

/** The beacons' limit, read on each use (tests change VITALS_RATE_LIMIT_PER_MINUTE). */
const beaconLimiter = () =>
  limiter({
    keyPrefix: 'vitals',
    points: Number(process.env.VITALS_RATE_LIMIT_PER_MINUTE) || storeSettings.beaconsPerMinute,
    duration: 60,
  })

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } })

async function body(req: PayloadRequest): Promise<unknown> {
  const text = (await req.text?.()) ?? ''
  if (Buffer.byteLength(text) > beaconMaxBytes) return tooLarge
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
const tooLarge = Symbol('too large')

/**
 * POST /api/vitals — a page's beacon (features/vitals/report.ts): rate limit per client address first (so a flood
 * costs no parsing), then at most 2 KB (the API route refuses more before reading it: lib/requests/body.ts),
 * then every field checked. Counted in memory and stored within seconds (store.ts); 204 at once. A page on another
 * site may not post (403): its visitors' browsers would otherwise fill the histograms. A beacon from a preview (Next's
 * draft-mode cookie) or from a signed-in editor's browser is answered and not counted: theirs is not the visitors'
 * speed.
 */
export const vitalsEndpoint: Endpoint = {
  path: beaconPath.replace(/^\/api/, ''),
  method: 'post',
  handler: async (req) => {
    const host = req.headers.get('host')
    if (foreignOrigin(req.headers.get('origin'), [host, new URL(siteUrl()).host])) return answer(403)
    const retryAfterS = await takePoint(beaconLimiter(), requestAddress(req.headers))
    if (retryAfterS !== null) return answer(429, { 'retry-after': String(retryAfterS) })
    const raw = await body(req)
    if (raw === tooLarge) return answer(413)
    const beacon = beaconSchema.safeParse(raw)
    if (!beacon.success) return answer(400)
    const preview = /(^|;\s*)__prerender_bypass=/.test(req.headers.get('cookie') ?? '')
    if (!preview && !hasRole(req.user, 'admin', 'editor')) recordBeacon(req.payload, beacon.data)
    return answer(204)
  },
}
