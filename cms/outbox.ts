import fs from 'node:fs'
import path from 'node:path'
import nodemailer, { type Transport, type Transporter } from 'nodemailer'
import { setting } from '../runtime/settings'

/**
 * The embedded email default: without SMTP_URL every message is written as a JSON file
 * to data/outbox/ so a developer (and a test) can read what would have been sent.
 */
export function outboxTransport(): Transporter {
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), setting('OUTBOX_DIR'))
  const transport: Transport = {
    name: 'outbox',
    version: '1',
    send(mail, callback) {
      const { from, to, subject, text, html } = mail.data
      const id = `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`
      fs.mkdirSync(dir, { recursive: true })
      // Written beside the folder, then moved in: whoever reads the outbox sees whole mails only.
      const partial = path.join(path.dirname(dir), `.outbox-${id}.tmp`)
      fs.writeFileSync(partial, JSON.stringify({ id, from, to, subject, text, html }, null, 2))
      fs.renameSync(partial, path.join(dir, `${id}.json`))
      callback(null, { envelope: mail.message.getEnvelope(), messageId: id })
    },
  }
  return nodemailer.createTransport(transport)
}
