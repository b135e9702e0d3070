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
import { speedTexts } from '@/features/vitals/admin/texts'
import { admins, editors, hiddenUnless, nobody } from '../access'
import { label, languageNames, optionsIn, type AdminText, type OptionWords } from '@/lib/admin-labels'

/** A select of measurement names; each option's label in both languages, or its name where it is the same in both. */
const select = (name: string, fieldLabel: AdminText, values: readonly string[], words?: OptionWords): Field => ({
  name,
  type: 'select',
  required: true,
  label: fieldLabel,
  options: optionsIn(values, words),
})

const navigationWords: OptionWords = {
  pt: {
    navigate: 'navegação',
    reload: 'recarga',
    'back-forward': 'voltar/avançar',
    'back-forward-cache': 'voltar/avançar (cache)',
    prerender: 'pré-renderização',
    restore: 'restauração',
    'soft-navigation': 'navegação sem recarga',
  },
}

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
    { name: 'day', type: 'text', required: true, index: true, label: { pt: 'Dia', en: 'Day' } },
    select('page', { pt: 'Página', en: 'Page' }, pageKinds, { pt: speedTexts.pt.pages, en: speedTexts.en.pages }),
    select('locale', label.language, ['pt', 'en'], languageNames),
    select('device', { pt: 'Aparelho', en: 'Device' }, devices, {
      pt: speedTexts.pt.devices,
      en: speedTexts.en.devices,
    }),
    select('metric', { pt: 'Medida', en: 'Metric' }, metricNames),
    select('connection', { pt: 'Conexão', en: 'Connection' }, connections, { pt: { unknown: 'desconhecida' } }),
    select('navigation', { pt: 'Navegação', en: 'Navigation' }, navigationTypes, navigationWords),
    { name: 'count', type: 'number', required: true, defaultValue: 0, label: { pt: 'Medidas', en: 'Samples' } },
    ...bucketFields.map((name, i): Field => {
      const range = i < bounds.length ? `≤ ${bounds[i]} ms (CLS ≤ ${bounds[i] / 1000})` : `> ${bounds.at(-1)} ms`
      return {
        name,
        type: 'number',
        required: true,
        defaultValue: 0,
        label: { pt: `Faixa ${i + 1}`, en: `Bucket ${i + 1}` },
        admin: { description: { pt: range, en: range } },
      }
    }),
  ],
}
