import type { CollectionConfig, Payload } from 'payload'
import { site } from '@/config/site'
import { limiter, pointsLeft, takePoints } from '@/lib/rate-limit'
import { count } from '../admin/text'

/**
 * What machine translation costs: each user's characters an hour (`TRANSLATE_CHARS_PER_HOUR`, default 50,000), counted
 * by rate-limiter-flexible (in Redis when REDIS_URL is set, so every instance shares one budget), and the whole
 * studio's characters a calendar month in São Paulo, what a DeepL plan counts, kept in the database
 * (`translation-usage`, one row a month, hidden and closed to the API) so that a restart loses none of it.
 */

export const DEFAULT_CHARS_PER_HOUR = 50_000

/** `TRANSLATE_CHARS_PER_HOUR` when a whole number above zero, else the default. Read on each use. */
export function charsPerHour(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.TRANSLATE_CHARS_PER_HOUR?.trim() || NaN)
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_CHARS_PER_HOUR
}

const hourLimiter = () => limiter({ keyPrefix: 'translate-chars', points: charsPerHour(), duration: 60 * 60 })

const userKey = (user: { id: number | string; collection?: string }) => `${user.collection ?? 'users'}:${user.id}`

export type HourRefusal = { needed: number; left: number; limit: number; retryAfterS: number }

/** Takes `characters` of the user's hour, or nothing: null when taken, else why not. */
export async function takeFromHour(
  user: { id: number | string; collection?: string },
  characters: number,
): Promise<HourRefusal | null> {
  const limit = charsPerHour()
  const refused = await takePoints(hourLimiter(), userKey(user), characters)
  return refused && { needed: characters, limit, ...refused }
}

/**
 * The refusal in both admin languages: what the translation needs and what is left, and when it can be used again;
 * a translation larger than the whole hour can never be, and says so.
 */
export function hourRefusalText(refusal: HourRefusal, now = new Date()): { pt: string; en: string } {
  const { needed, left, limit, retryAfterS } = refusal
  const [pt, en] = (['pt', 'en'] as const).map((l) => ({
    needed: count(needed, l),
    left: count(left, l),
    limit: count(limit, l),
    at: new Intl.DateTimeFormat(site.localeTags[l], { timeZone: site.timeZone, timeStyle: 'short' }).format(
      new Date(now.getTime() + retryAfterS * 1000),
    ),
  }))
  if (needed > limit)
    return {
      pt:
        `Esta tradução precisa de ${pt.needed} caracteres, mais que o limite de ${pt.limit} por hora de cada ` +
        'pessoa. Nada foi enviado ao DeepL; quem administra o servidor pode aumentar TRANSLATE_CHARS_PER_HOUR.',
      en:
        `This translation needs ${en.needed} characters, more than each person's limit of ${en.limit} an hour. ` +
        'Nothing was sent to DeepL; whoever runs the server can raise TRANSLATE_CHARS_PER_HOUR.',
    }
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60))
  return {
    pt:
      `Limite de tradução desta hora atingido: esta tradução precisa de ${pt.needed} caracteres e restam ` +
      `${pt.left} dos seus ${pt.limit} por hora. Você poderá traduzir de novo às ${pt.at} (em ${minutes} min). ` +
      'Nada foi enviado ao DeepL.',
    en:
      `Hourly translation limit reached: this translation needs ${en.needed} characters and ${en.left} of your ` +
      `${en.limit} an hour are left. You can translate again at ${en.at} (in ${minutes} min). ` +
      'Nothing was sent to DeepL.',
  }
}

/** Gives back characters taken but never sent (the provider failed first). */
export async function giveBackToHour(user: { id: number | string; collection?: string }, characters: number) {
  if (characters > 0) await hourLimiter().reward(userKey(user), characters)
}

export async function hourLeft(user: { id: number | string; collection?: string }) {
  return { limit: charsPerHour(), left: await pointsLeft(hourLimiter(), userKey(user)) }
}

export const usageCollection = 'translation-usage'

/** The month's characters sent to the translation provider, for the whole studio. No API access: the panel shows it. */
export const TranslationUsage: CollectionConfig = {
  slug: usageCollection,
  labels: {
    singular: { pt: 'Uso da tradução automática', en: 'Machine translation usage' },
    plural: { pt: 'Uso da tradução automática', en: 'Machine translation usage' },
  },
  admin: { hidden: true },
  access: { create: () => false, read: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'month', type: 'text', required: true, unique: true, label: { pt: 'Mês', en: 'Month' } },
    {
      name: 'characters',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { pt: 'Caracteres enviados', en: 'Characters sent' },
    },
  ],
}

/** `YYYY-MM` of `at` in São Paulo: the month a DeepL plan counts in, for the studio. */
export function monthOf(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone, year: 'numeric', month: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {})
  return `${parts.year}-${parts.month}`
}

/**
 * Adds `characters` to the month's count in one atomic UPDATE (`characters = characters + n`), so instances saving
 * at once lose nothing; the month's row is made by its first use (a second instance making it too retries the add).
 */
export async function countSent(payload: Payload, characters: number, at = new Date()): Promise<void> {
  if (!Number.isSafeInteger(characters) || characters <= 0) return
  const month = monthOf(at)
  const add = () =>
    payload.db.updateOne({
      collection: usageCollection,
      where: { month: { equals: month } },
      data: { characters: { $inc: characters } },
      options: { atomic: true },
    })
  if (await add()) return
  try {
    await payload.db.create({ collection: usageCollection, data: { month, characters } })
  } catch (error) {
    if (!(await add())) throw error
  }
}

/** The month's characters sent so far. */
export async function monthSent(payload: Payload, at = new Date()): Promise<{ month: string; characters: number }> {
  const month = monthOf(at)
  const row = await payload.db.findOne({ collection: usageCollection, where: { month: { equals: month } } })
  return { month, characters: Number((row as { characters?: unknown } | null)?.characters ?? 0) }
}
