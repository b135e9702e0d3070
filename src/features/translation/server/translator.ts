/**
 * Machine translation, behind one small interface. The one provider is DeepL's HTTP API
 * (POST /v2/translate), configured by the environment: `DEEPL_API_KEY` turns it on,
 * `DEEPL_API_URL` is its origin (default: DeepL's free API for a key ending in ":fx", else the
 * pro one). Without a key there is no translator and the admin shows no Translate button.
 */

export type Locale = 'pt' | 'en'

export interface Translator {
  /** Translates XML texts (words in tags, `&`, `<`, `>` escaped), keeping every tag; same order out. */
  translate(texts: string[], from: Locale, to: Locale): Promise<string[]>
}

/** Why a translation could not be had; the admin shows `message`. */
export class TranslatorError extends Error {}

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

function deepl(key: string, origin: string): Translator {
  return {
    async translate(texts, from, to) {
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
          throw new TranslatorError(`DeepL did not answer (${(error as Error).message})`)
        }
        if (!res.ok) {
          const reason =
            res.status === 403
              ? 'the key was refused'
              : res.status === 456
                ? 'the monthly quota is used up'
                : res.status === 429
                  ? 'too many requests, try again shortly'
                  : `status ${res.status}`
          throw new TranslatorError(`DeepL: ${reason}`)
        }
        const body = (await res.json().catch(() => null)) as { translations?: { text?: unknown }[] } | null
        const list = body?.translations?.map((t) => t.text)
        if (!list || list.length !== batch.length || list.some((t) => typeof t !== 'string'))
          throw new TranslatorError('DeepL answered something other than one translation per text')
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
