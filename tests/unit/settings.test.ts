import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MAIL_LIMITS } from '../../runtime/mail-budget'
import { DEFAULT_UPLOAD_BUDGETS } from '../../collections/hooks/uploadBudgets'
import { parseSettings, setting, SettingsError, settingsSchema } from '../../runtime/settings'
import { DEFAULT_ADMISSION } from '../../server/overload/admission'

const SECRET = 'x'.repeat(32)
const parse = (vars: Record<string, string>) => parseSettings(vars as NodeJS.ProcessEnv)

describe('parseSettings', () => {
  it('rejects a PAYLOAD_SECRET shorter than 32 characters with a clear message', () => {
    expect(() => parse({ PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET must be at least 32 characters/)
    expect(() => parse({ PAYLOAD_SECRET: 'x'.repeat(31) })).toThrow(/Invalid configuration[\s\S]*PAYLOAD_SECRET/)
  })

  it('rejects a missing PAYLOAD_SECRET, naming it', () => {
    expect(() => parse({})).toThrow(/PAYLOAD_SECRET/)
  })

  it('applies the README defaults', () => {
    const env = parse({ PAYLOAD_SECRET: SECRET })
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      ADMIN_EMAIL: 'admin@example.com',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: 120,
      SSR_CACHE_TTL_MS: 30_000,
    })
    expect(env.PAYLOAD_SECRET).toBe(SECRET)
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.ADMIN_PASSWORD).toBeUndefined()
  })

  it('reads numbers from strings and keeps given values', () => {
    const env = parse({
      PAYLOAD_SECRET: SECRET,
      PORT: '0',
      RATE_LIMIT_PER_MINUTE: '5',
      NODE_ENV: 'development',
      DATABASE_URL: 'file:/tmp/x.db',
      LOG_LEVEL: 'warn',
    })
    expect(env.PORT).toBe(0)
    expect(env.RATE_LIMIT_PER_MINUTE).toBe(5)
    expect(env.NODE_ENV).toBe('development')
    expect(env.DATABASE_URL).toBe('file:/tmp/x.db')
    expect(env.LOG_LEVEL).toBe('warn')
  })

  it('lists every bad setting at once', () => {
    let message = ''
    try {
      parse({ PAYLOAD_SECRET: 'short', PORT: 'abc', ADMIN_PASSWORD: '123', LOG_LEVEL: 'loud' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('PAYLOAD_SECRET')
    expect(message).toContain('PORT')
    expect(message).toContain('ADMIN_PASSWORD must be at least 8 characters')
    expect(message).toContain('LOG_LEVEL')
  })

  it('rejects a port out of range and a bad admin email', () => {
    expect(() => parse({ PAYLOAD_SECRET: SECRET, PORT: '70000' })).toThrow(/PORT/)
    expect(() => parse({ PAYLOAD_SECRET: SECRET, ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/)
  })
})

/** Issue 27.3: every setting through one module; a bad one named, with what it must be. */
describe('a bad setting names itself and what it must be', () => {
  const bad = (vars: Record<string, string>) => {
    try {
      parse({ PAYLOAD_SECRET: SECRET, ...vars })
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError)
      return (error as Error).message
    }
    throw new Error(`accepted ${JSON.stringify(vars)}`)
  }

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://db/app' }, 'DATABASE_URL must be empty, file:<path>, postgres://… or mongodb://…'],
    [{ DATABASE_URL: 'postgres://' }, 'DATABASE_URL must be empty, file:<path>, postgres://… or mongodb://…'],
    [{ DATABASE_URL: 'app.db' }, 'DATABASE_URL must be empty, file:<path>, postgres://… or mongodb://…'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be redis://… or rediss://…'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL must be redis://… or rediss://…'],
    [{ MAIL_PER_HOUR: 'lots' }, 'MAIL_PER_HOUR must be a whole number, at least 1'],
    [{ MAIL_PER_RECIPIENT_PER_DAY: '0' }, 'MAIL_PER_RECIPIENT_PER_DAY must be a whole number, at least 1'],
    [{ UPLOAD_BYTES_PER_HOUR: '1.5' }, 'UPLOAD_BYTES_PER_HOUR must be a whole number, at least 1'],
    [{ PRUNE_EVERY_MS: '-1' }, 'PRUNE_EVERY_MS must be a number of milliseconds (0 turns it off)'],
    [{ EMAIL_FROM: 'nobody' }, 'EMAIL_FROM must be an e-mail address'],
    [{ SMTP_URL: 'mail.example.com:25' }, 'SMTP_URL must be smtp://… or smtps://…'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be http://… or https://…'],
    [{ SOURCE_MAPS_ALL: 'please' }, 'SOURCE_MAPS_ALL must be true or false'],
  ])('%j', (vars, expected) => {
    expect(bad(vars)).toBe(`Invalid configuration: ${expected}`)
  })

  it('keeps the secret out of the message', () => {
    expect(bad({ DATABASE_URL: 'postgres//user:hunter2@db/app' })).not.toContain('hunter2')
  })

  it('says it in one line however many are bad', () => {
    const message = bad({ PORT: 'abc', REDIS_URL: 'nope' })
    expect(message.split('\n')).toHaveLength(1)
    expect(message).toBe('Invalid configuration: PORT must be a whole number from 0 to 65535; REDIS_URL must be redis://… or rediss://…')
  })

  it('takes the database and Redis URLs each adapter takes', () => {
    for (const url of [
      'file:./data/x.db',
      'postgres://u:p@127.0.0.1:5432/app',
      'postgresql://db/app',
      'mongodb://db/app',
      'mongodb+srv://c.example.net/app',
    ])
      expect(parse({ PAYLOAD_SECRET: SECRET, DATABASE_URL: url }).DATABASE_URL).toBe(url)
    expect(parse({ PAYLOAD_SECRET: SECRET, REDIS_URL: 'rediss://:pw@cache:6380/0' }).REDIS_URL).toBe('rediss://:pw@cache:6380/0')
  })

  it('reads an empty variable as an unset one', () => {
    const settings = parse({ PAYLOAD_SECRET: SECRET, PORT: '', S3_ENDPOINT: '', MEDIA_DIR: '' })
    expect(settings).toMatchObject({ PORT: 3000, MEDIA_DIR: 'data/media' })
    expect(settings.S3_ENDPOINT).toBeUndefined()
  })

  it('reads one setting alone the same way (the Payload config and the collections)', () => {
    expect(setting('MEDIA_DIR', {})).toBe('data/media')
    expect(setting('OUTBOX_DIR', { OUTBOX_DIR: '/tmp/out' })).toBe('/tmp/out')
    expect(setting('PAYLOAD_SECRET', {})).toBeUndefined()
    expect(() => setting('PORT', { PORT: 'abc' })).toThrow('Invalid configuration: PORT must be a whole number from 0 to 65535')
  })

  it('says what every setting must be', () => {
    for (const [name, schema] of Object.entries(settingsSchema.shape)) expect(schema.description, name).toBeTruthy()
  })
})

describe('the settings and the code agree', () => {
  const defaults = parse({ PAYLOAD_SECRET: SECRET })

  it('on the defaults the code falls back to', () => {
    expect({
      inFlight: defaults.ADMISSION_IN_FLIGHT,
      queued: defaults.ADMISSION_QUEUE,
      retryAfterSeconds: defaults.ADMISSION_RETRY_AFTER_SECONDS,
      heavyInFlight: defaults.ADMISSION_REPORTS_IN_FLIGHT,
      heavyQueued: defaults.ADMISSION_REPORTS_QUEUE,
      bytesInFlight: defaults.ADMISSION_BYTES_IN_FLIGHT,
    }).toEqual(DEFAULT_ADMISSION)
    expect({
      perClientPerHour: defaults.MAIL_PER_CLIENT_PER_HOUR,
      perRecipientPer10Minutes: defaults.MAIL_PER_RECIPIENT_PER_10_MINUTES,
      perRecipientPerDay: defaults.MAIL_PER_RECIPIENT_PER_DAY,
      perHour: defaults.MAIL_PER_HOUR,
    }).toEqual(DEFAULT_MAIL_LIMITS)
    expect({
      filesPerHour: defaults.UPLOAD_FILES_PER_HOUR,
      bytesPerHour: defaults.UPLOAD_BYTES_PER_HOUR,
      unsentPerConversation: defaults.UNSENT_UPLOADS_PER_CONVERSATION,
    }).toEqual(DEFAULT_UPLOAD_BUDGETS)
  })

  // The README's table: | names | default | must be | meaning |, a row per setting or per group of them.
  const readme = fs.readFileSync(path.join(process.cwd(), 'README.md'), 'utf8')
  const rows = readme
    .split('\n## Configuration\n')[1]!
    .split('\n## ')[0]!
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split(' | ')
      return { names: [...cells[0]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!), mustBe: cells[2]!.replaceAll('`', '') }
    })

  it("on the names: the README's configuration table lists every setting, and only those", () => {
    const documented = new Set(rows.flatMap((row) => row.names))
    const names = new Set(Object.keys(settingsSchema.shape))
    expect(
      [...names].filter((name) => !documented.has(name)),
      'settings missing from the README',
    ).toEqual([])
    expect(
      [...documented].filter((name) => !names.has(name)),
      'README rows that are no setting',
    ).toEqual([])
  })

  it('on what each must be: the README says what a bad value is told', () => {
    const shape = settingsSchema.shape as Record<string, { description?: string }>
    for (const row of rows) for (const name of row.names) expect(row.mustBe, name).toContain(shape[name]?.description)
  })
})
