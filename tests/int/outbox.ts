// Reads the .eml files the e-mail adapter writes when SMTP_URL is not set.
import fs from 'node:fs'
import path from 'node:path'

export type OutboxMail = { file: string; raw: string; headers: string; to: string; subject: string; text: string }

/** Quoted-printable (what nodemailer uses for long or accented lines) back to UTF-8 text. */
export function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(soft[i], 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ')
  return decodeWords(new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded)?.[1]?.trim() ?? '')
}

/** The text/plain part of a message, decoded. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw)
  if (!part) return ''
  const head = raw.slice(0, part.index + part[0].indexOf(part[1]))
  const lastEncoding = [...head.matchAll(/Content-Transfer-Encoding: (\S+)/gi)].at(-1)?.[1]?.toLowerCase()
  if (lastEncoding === 'quoted-printable') return decodeQuotedPrintable(part[1])
  if (lastEncoding === 'base64') return Buffer.from(part[1].replace(/\s/g, ''), 'base64').toString('utf8')
  return part[1]
}

export function readOutbox(dir: string): OutboxMail[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8')
      const headers = raw.split(/\r?\n\r?\n/)[0]
      return {
        file,
        raw,
        headers,
        to: header(headers, 'To'),
        subject: header(headers, 'Subject'),
        text: plainText(raw),
      }
    })
}

export function mailHeader(mail: OutboxMail, name: string): string {
  return header(mail.headers, name)
}

/** The first URL in the text that contains `fragment`. */
export function linkIn(text: string, fragment: string): string {
  const url = text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(fragment))
  if (!url) throw new Error(`no link with ${fragment} in:\n${text}`)
  return url
}
