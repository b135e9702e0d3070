import type { CollectionConfig, Field } from 'payload'
import {
  bucketBounds,
  bucketFields,
  connections,
  devices,
  metricNames,
  navigationTypes,
  pageKinds,
} from '@/features/vitals/metrics'
import { admins, editors, hiddenUnless, nobody } from '../access'

const select = (name: string, options: readonly string[]): Field => ({
  name,
  type: 'select',
  required: true,
  options: options.map((value) => ({ value, label: value })),
})

const bounds = bucketBounds('LCP')

/**
 * Field Web Vitals (features/vitals): per São Paulo day, page kind, locale, device, metric, connection and navigation
 * type, how many measurements fell in each bucket (b0 … b39; bucket i holds values up to the i-th bound of
 * features/vitals/metrics.ts, in ms, CLS in thousandths; the last holds the rest). Written only by the beacon
 * endpoint's batched upserts, deleted after 90 days by a job. Its list is the Speed view (admins and editors, like its
 * rows).
 */
export const WebVitals: CollectionConfig = {
  slug: 'web-vitals',
  labels: {
    singular: { pt: 'Velocidade', en: 'Speed' },
    plural: { pt: 'Velocidade', en: 'Speed' },
  },
  access: { read: editors, create: nobody, update: nobody, delete: admins },
  admin: {
    hidden: hiddenUnless('admin', 'editor'),
    group: { pt: 'Estúdio', en: 'Studio' },
    useAsTitle: 'day',
    defaultColumns: ['day', 'page', 'device', 'metric', 'count'],
    components: { views: { list: { Component: '/features/vitals/admin/speed-view#SpeedView' } } },
    description: {
      pt: 'Medidas de velocidade de visitantes reais (p75), por tipo de página.',
      en: 'Speed measured by real visitors (p75), per page kind.',
    },
  },
  defaultSort: '-day',
  indexes: [{ fields: ['day', 'page', 'locale', 'device', 'metric', 'connection', 'navigation'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    select('page', pageKinds),
    select('locale', ['pt', 'en']),
    select('device', devices),
    select('metric', metricNames),
    select('connection', connections),
    select('navigation', navigationTypes),
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    ...bucketFields.map((name, i): Field => ({
      name,
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: {
        description: i < bounds.length ? `≤ ${bounds[i]} ms (CLS ≤ ${bounds[i] / 1000})` : `> ${bounds.at(-1)} ms`,
      },
    })),
  ],
}
