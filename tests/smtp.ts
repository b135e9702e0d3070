// A real SMTP server (the smtp-server package) on a free local port, for tests and benchmarks: it receives what the
// site sends over SMTP_URL, parses each message (mailparser), and can refuse chosen addresses as a real server would.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'

export type Received = { to: string; raw: string; mail: ParsedMail | null }

export type TestSmtp = {
  url: string
  received: Received[]
  /** How many messages each address got. */
  countTo: (address: string) => number
  /** Refuses `address` at RCPT TO: 550 for good (a bounce), 451 for now (a retry); null takes it again. */
  refuse: (address: string, code: 550 | 451 | null) => void
  close: () => Promise<void>
}

export async function startSmtp({ parse = true } = {}): Promise<TestSmtp> {
  const received: Received[] = []
  const counts = new Map<string, number>()
  const refused = new Map<string, 550 | 451>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const code = refused.get(address.address.toLowerCase())
      if (!code) return callback()
      const error = new Error(code === 550 ? 'No such user here' : 'Try again later') as Error & {
        responseCode: number
      }
      error.responseCode = code
      callback(error)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(', ')
        for (const r of session.envelope.rcptTo)
          counts.set(r.address.toLowerCase(), (counts.get(r.address.toLowerCase()) ?? 0) + 1)
        const entry: Received = { to, raw, mail: null }
        received.push(entry)
        if (!parse) return callback()
        simpleParser(raw)
          .then((mail) => (entry.mail = mail))
          .finally(() => callback())
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    countTo: (address) => counts.get(address.toLowerCase()) ?? 0,
    refuse: (address, code) =>
      code ? refused.set(address.toLowerCase(), code) : refused.delete(address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
