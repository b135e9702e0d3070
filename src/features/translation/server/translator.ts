/**
 * Machine translation, behind one small interface. The one provider is DeepL's HTTP API
 * (POST /v2/translate), configured by the environment: `DEEPL_API_KEY` turns it on,
 * `DEEPL_API_URL` is its origin (default: DeepL's free API for a key ending in ":fx", else the
 * pro one). Without a key there is no translator, and the admin's Translate action is disabled with a hint.
 */

export type Locale = 'pt' | 'en'

export interface Translator {
  /**
   * Translates XML texts (words in tags, `&`, `<`, `>` escaped), keeping every tag; same order out. `sent` is told
   * the characters of each request the provider accepted (what it bills), as each is answered.
   */
  translate(texts: string[], from: Locale, to: Locale, sent?: (characters: number) => Promise<void>): Promise<string[]>
}

/** The characters of texts as a provider bills them: Unicode code points, tags and escapes included. */
export function charactersOf(texts: string[]): number {
  const pairs = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g
  return texts.reduce((n, text) => n + text.length - (text.match(pairs)?.length ?? 0), 0)
}

/** Why a translation could not be had, in both admin languages; `message` is the English, for the log. */
export class TranslatorError extends Error {
  constructor(readonly reason: { pt: string; en: string }) {
    super(reason.en)
  }
}

const source: Record<Locale, string> = { pt: 'PT', en: 'EN' }
const target: Record<Locale, string> = { pt: 'PT-BR', en: 'EN-US' }

/** DeepL's limits per request: 50 texts, 128 KiB of body; a little under both. */
const MAX_TEXTS = 50
const MAX_CHARS = 100_000
const TIMEOUT_MS = 30_000

export function deeplOrigin(key: string, url: string | undefined): string {
  const given = url
    ?.trim()
    .replace(/\/+$/, '')
    .replace(/\/v2\/translate$/, '')
  if (given) return given
  return key.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com'
}

/** Texts in batches DeepL accepts. */
function batches(texts: string[]): string[][] {
  const out: string[][] = []
  let current: string[] = []
  let size = 0
  for (const text of texts) {
    if (current.length && (current.length >= MAX_TEXTS || size + text.length > MAX_CHARS)) {
      out.push(current)
      current = []
      size = 0
    }
    current.push(text)
    size += text.length
  }
  if (current.length) out.push(current)
  return out
}

/** What DeepL's refusal means to an editor. */
function refusal(status: number): { pt: string; en: string } {
  if (status === 403) return { pt: 'DeepL: a chave foi recusada', en: 'DeepL: the key was refused' }
  if (status === 456) return { pt: 'DeepL: a cota do mês acabou', en: 'DeepL: the monthly quota is used up' }
  if (status === 429)
    return {
      pt: 'DeepL: pedidos demais, tente de novo em instantes',
      en: 'DeepL: too many requests, try again shortly',
    }
  return { pt: `DeepL: status ${status}`, en: `DeepL: status ${status}` }
}

function deepl(key: string, origin: string): Translator {
  return {
    async translate(texts, from, to, sent) {
      const results: string[] = []
      for (const batch of batches(texts)) {
        let res: Response
        try {
          res = await fetch(`${origin}/v2/translate`, {
            method: 'POST',
            headers: { Authorization: `DeepL-Auth-Key ${key}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({
              text: batch,
              source_lang: source[from],
              target_lang: target[to],
              tag_handling: 'xml',
            }),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          })
        } catch (error) {
          const cause = (error as Error).message
          throw new TranslatorError({ pt: `DeepL não respondeu (${cause})`, en: `DeepL did not answer (${cause})` })
        }
        if (!res.ok) throw new TranslatorError(refusal(res.status))
        await sent?.(charactersOf(batch))
        const body = (await res.json().catch(() => null)) as { translations?: { text?: unknown }[] } | null
        const list = body?.translations?.map((t) => t.text)
        if (!list || list.length !== batch.length || list.some((t) => typeof t !== 'string'))
          throw new TranslatorError({
            pt: 'DeepL respondeu algo diferente de uma tradução por texto',
            en: 'DeepL answered something other than one translation per text',
          })
        results.push(...(list as string[]))
      }
      return results
    },
  }
}

/** The configured translator, or null when `DEEPL_API_KEY` is not set. Read on each call: no restart to change it. */
export function translatorFromEnv(env: Record<string, string | undefined> = process.env): Translator | null {
  const key = env.DEEPL_API_KEY?.trim()
  return key ? deepl(key, deeplOrigin(key, env.DEEPL_API_URL)) : null
}
