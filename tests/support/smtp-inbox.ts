import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message as a test reads it: its recipient, when it came, its headers and its two parts. */
export type ReceivedMail = { to: string; at: number; headers: Map<string, string>; text: string; html: string }

/** Quoted-printable as nodemailer writes it: soft breaks and =XX bytes. */
const unQuote = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** Headers (lower-cased names, unfolded) and the text and HTML parts of a raw multipart/alternative message. */
function parse(raw: string, to: string): ReceivedMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/, 1)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  const part = (type: string) => {
    const match = new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)\\r?\\n--`, 'i').exec(raw)
    return match ? unQuote(match[1]!) : ''
  }
  return { to, at: Date.now(), headers, text: part('text/plain'), html: part('text/html') }
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package, by nodemailer's authors) that
 * keeps every message it receives: what a product node's SMTP_URL points to in a test.
 *
 * `hold()` keeps each next message's answer back: the sender waits mid-send, and the message
 * counts as received only once `release()` answers it (a sender that dies meanwhile delivered
 * nothing, as SMTP has it). `held()` counts the messages waiting so.
 */
export async function startSmtpInbox(): Promise<{
  url: string
  received: ReceivedMail[]
  close: () => Promise<void>
  hold: () => void
  release: () => void
  held: () => number
}> {
  const received: ReceivedMail[] = []
  let holding = false
  const waiting = new Map<string, () => void>()
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        const accept = () => {
          waiting.delete(session.id)
          for (const rcpt of session.envelope.rcptTo) received.push(parse(raw, rcpt.address))
          done()
        }
        if (holding) waiting.set(session.id, accept)
        else accept()
      })
    },
    // The sender went away before its answer: nothing was delivered.
    onClose: (session) => void waiting.delete(session.id),
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
    hold: () => void (holding = true),
    release: () => {
      holding = false
      for (const accept of [...waiting.values()]) accept()
    },
    held: () => waiting.size,
  }
}
