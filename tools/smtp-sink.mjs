// A real SMTP server (the smtp-server package) on a free local port, for tests and benchmarks: it receives what the
// site sends over SMTP_URL, counts each recipient's messages, parses them (mailparser) when asked, and can refuse
// chosen addresses as a real server would.
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'

/**
 * @typedef {{ to: string, at: number, raw: string, mail: import('mailparser').ParsedMail | null }} Received
 * @typedef {{
 *   url: string,
 *   received: Received[],
 *   countTo: (address: string) => number,
 *   counts: Map<string, number>,
 *   refuse: (address: string, code: 550 | 451 | null) => void,
 *   close: () => Promise<void>,
 * }} SmtpSink
 */

/**
 * Starts the server. `parse`: keep and parse each message (tests); off, only who got one and when (benchmarks).
 * `refuse(address, 550)` refuses for good (a bounce), `451` for now (a retry), `null` takes the address again.
 * @param {{ parse?: boolean }} [options]
 * @returns {Promise<SmtpSink>}
 */
export async function startSmtpSink({ parse = true } = {}) {
  /** @type {Received[]} */
  const received = []
  /** @type {Map<string, number>} */
  const counts = new Map()
  /** @type {Map<string, 550 | 451>} */
  const refused = new Map()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const code = refused.get(address.address.toLowerCase())
      if (!code) return callback()
      const error = /** @type {Error & { responseCode: number }} */ (
        new Error(code === 550 ? 'No such user here' : 'Try again later')
      )
      error.responseCode = code
      callback(error)
    },
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = []
      stream.on('data', (chunk) => parse && chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        for (const address of to) counts.set(address, (counts.get(address) ?? 0) + 1)
        /** @type {Received} */
        const entry = { to: to.join(', '), at: performance.now(), raw: '', mail: null }
        received.push(entry)
        if (!parse) return callback()
        entry.raw = Buffer.concat(chunks).toString('utf8')
        simpleParser(entry.raw)
          .then((mail) => (entry.mail = mail))
          .finally(() => callback())
      })
    },
  })
  // A client that dies mid-session (a server killed on purpose) resets its connection: expected, not a failure of
  // the sink. Without a listener the server's 'error' event would be thrown in the test's process.
  server.on('error', (error) => {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code
    if (code !== 'ECONNRESET' && code !== 'EPIPE') console.error('SMTP sink:', error)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.server.address())
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    counts,
    countTo: (address) => counts.get(address.toLowerCase()) ?? 0,
    refuse: (address, code) => {
      if (code) refused.set(address.toLowerCase(), code)
      else refused.delete(address.toLowerCase())
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}
