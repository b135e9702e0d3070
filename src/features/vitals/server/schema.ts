import * as z from 'zod/mini'
import { beaconMaxMetrics } from '../beacon'
import { connections, devices, maxValue, metricNames, navigationTypes, pageKinds } from '../metrics'

const metric = z.strictObject({
  name: z.enum(metricNames),
  value: z.number().check(z.gte(0)),
  navigation: z.enum(navigationTypes),
})

/**
 * A beacon as the endpoint takes it: every field one of the values the reporter sends, nothing else (no key the
 * reporter does not send, so nothing a visitor could be told apart by is ever accepted), 1 to 10 metrics, each a
 * finite number from 0 to its largest plausible value.
 */
export const beaconSchema = z.strictObject({
  page: z.enum(pageKinds),
  locale: z.enum(['pt', 'en']),
  device: z.enum(devices),
  connection: z.enum(connections),
  metrics: z
    .array(metric.check(z.refine((m) => m.value <= maxValue(m.name), { error: 'too large' })))
    .check(z.minLength(1), z.maxLength(beaconMaxMetrics)),
})

export type ValidBeacon = z.output<typeof beaconSchema>
