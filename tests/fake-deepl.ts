// A local stand-in for DeepL's HTTP API (POST /v2/translate), for the tests of machine translation: it checks the
// request as DeepL would (the key in `Authorization: DeepL-Auth-Key …`, a JSON body with `text`, `source_lang`,
// `target_lang`) and "translates" every run of words between tags, keeping the tags. Started by each test that needs
// it (tests/int) or by the e2e global setup, on a port of loopback.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type DeepLRequest = {
  auth: string | undefined
  text: string[]
  source_lang: string
  target_lang: string
  tag_handling?: string
}

export type FakeDeepL = {
  url: string
  requests: DeepLRequest[]
  /** Answer the next requests with this status (456: quota used up), or null for translations again. */
  failWith(status: number | null): void
  close(): Promise<void>
}

/** Turns `Caso` into `[EN-US] Caso`, or uses `dictionary` where it has the run of words. */
export function fakeTranslation(xml: string, target: string, dictionary: Record<string, string> = {}): string {
  const words = (run: string) => {
    const trimmed = run.trim()
    if (!trimmed) return run
    const lead = run.slice(0, run.indexOf(trimmed))
    const tail = run.slice(run.indexOf(trimmed) + trimmed.length)
    return `${lead}${dictionary[trimmed] ?? `[${target}] ${trimmed}`}${tail}`
  }
  return xml.replace(/(^|>)([^<]+)(?=<|$)/g, (_, open: string, run: string) => open + words(run))
}

export function startFakeDeepL({
  key,
  port = 0,
  dictionary = {},
}: {
  key: string
  port?: number
  dictionary?: Record<string, string>
}): Promise<FakeDeepL> {
  const requests: DeepLRequest[] = []
  let failure: number | null = null
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (req.method !== 'POST' || req.url !== '/v2/translate') return send(404, { message: 'Not found' })
      let body: DeepLRequest
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return send(400, { message: 'Bad request' })
      }
      requests.push({ ...body, auth: req.headers.authorization })
      if (req.headers.authorization !== `DeepL-Auth-Key ${key}`) return send(403, { message: 'Forbidden' })
      if (failure) return send(failure, { message: 'Failure' })
      if (!Array.isArray(body.text) || !body.target_lang) return send(400, { message: 'Bad request' })
      send(200, {
        translations: body.text.map((t) => ({
          detected_source_language: body.source_lang,
          text: fakeTranslation(t, body.target_lang, dictionary),
        })),
      })
    })
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${bound}`,
        requests,
        failWith: (status) => void (failure = status),
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}
