// The W3C Nu HTML checker (npm vnu-jar, run with the machine's Java 17+) over HTML documents.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pagesToCheck } from './check-pages.mjs'
import { root } from './env.mjs'

export const vnuJar = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar')

/**
 * @typedef {{ name: string, type: 'error' | 'warning' | 'info', message: string, line?: number, column?: number,
 * extract?: string }} VnuMessage
 */

/**
 * Checks each `{ name, html }` in one JVM run. Returns its messages, each with the document's
 * `name`, `type` ('error' | 'warning' | 'info'), `message`, `line`, `column` and `extract`.
 */
/** @param {{ name: string, html: string }[]} documents @returns {Promise<VnuMessage[]>} */
export async function checkHtml(documents) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'))
  try {
    const files = documents.map((doc, i) => {
      const file = path.join(dir, `${i}.html`)
      fs.writeFileSync(file, doc.html)
      return file
    })
    const output = await new Promise((resolve, reject) => {
      const child = spawn('java', ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let out = ''
      child.stdout.on('data', (chunk) => (out += chunk))
      child.on('error', reject)
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`vnu exited with ${code}`))))
    })
    return JSON.parse(output).messages.map((m) => ({
      name: documents[files.findIndex((f) => m.url?.endsWith(`/${path.basename(f)}`))]?.name ?? m.url,
      type: m.type === 'info' ? (m.subType === 'warning' ? 'warning' : 'info') : 'error',
      message: m.message,
      line: m.lastLine,
      column: m.firstColumn ?? m.lastColumn,
      extract: m.extract,
    }))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** One message as a line of text: `name:line:column type: message` and the extract. @param {VnuMessage} m */
export function formatMessage(m) {
  const where = [m.name, m.line, m.column].filter((p) => p !== undefined).join(':')
  return `${where} ${m.type}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : ''}`
}

/** Fetches the pages the quality checks look at (check-pages.mjs) from `origin` and checks them. */
/** @param {string} origin @returns {Promise<{ pages: string[], messages: VnuMessage[] }>} */
export async function checkSite(origin) {
  const pages = await pagesToCheck(origin)
  const documents = await Promise.all(
    pages.map(async (page) => {
      const res = await fetch(origin + page)
      if (!res.ok) throw new Error(`GET ${origin}${page} → ${res.status}`)
      return { name: page, html: await res.text() }
    }),
  )
  return { pages, messages: await checkHtml(documents) }
}
