import { vitalsBeacon } from '@/lib/vitals-beacon'
import type { Connection, Device, MetricName, NavigationType, PageKind } from './metrics'

/**
 * The beacon a page sends when it is hidden: where it goes and how large it may be (the reporter, the endpoint and
 * the API route, which refuses a larger body before reading it, agree on both). What is measured, and about
 * which kind of page, locale, screen and connection; nothing that tells one visitor from another.
 */
export const beaconPath = vitalsBeacon.path
export const beaconMaxBytes = vitalsBeacon.maxBytes
/** Metrics in one beacon: the five of a page load, and the same again after a restore from the back/forward cache. */
export const beaconMaxMetrics = 10

export type BeaconContext = { page: PageKind; locale: 'pt' | 'en'; device: Device; connection: Connection }
export type BeaconMetric = { name: MetricName; value: number; navigation: NavigationType }
export type Beacon = BeaconContext & { metrics: BeaconMetric[] }
