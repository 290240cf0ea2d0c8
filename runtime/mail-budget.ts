import { MemoryStore, ipKeyGenerator, type Store } from 'express-rate-limit'
import { RedisStore } from 'rate-limit-redis'

/**
 * One budget for every mail sent to an address a caller typed (issue 30, docs/decisions/072):
 * send-checklist, request-member-link, request-chat-link, the sign-up notice and password
 * reset. A client address may have a few mailed per hour, a recipient gets at most one per
 * ten minutes and a few per day, and all of them together stop at an hourly ceiling. Counted in
 * Redis when the nodes share one (REDIS_URL), else in this process's memory. It lives in
 * runtime/ because Payload's own hooks (collections/Users) spend it as well as the server's functions.
 */
export type MailLimits = {
  /** Mails asked for from one client address per hour (MAIL_PER_CLIENT_PER_HOUR). */
  perClientPerHour: number
  /** Mails to one recipient per ten minutes (MAIL_PER_RECIPIENT_PER_10_MINUTES). */
  perRecipientPer10Minutes: number
  /** Mails to one recipient per day (MAIL_PER_RECIPIENT_PER_DAY). */
  perRecipientPerDay: number
  /** All such mails per hour, every node together when Redis is shared (MAIL_PER_HOUR). */
  perHour: number
}

export const DEFAULT_MAIL_LIMITS: MailLimits = { perClientPerHour: 5, perRecipientPer10Minutes: 1, perRecipientPerDay: 3, perHour: 500 }

/** Why a mail was not sent: the caller's address, the recipient's, or the hourly ceiling. */
export type MailHold = 'client' | 'recipient' | 'ceiling'

/** What the budgets need of a Redis client: node-redis's raw command call. */
export type MailBudgetRedis = { sendCommand: (args: string[]) => Promise<unknown> }

type BudgetName = 'client' | 'recipient10m' | 'recipientDay' | 'ceiling'

type Settings = {
  limits: MailLimits
  redis?: MailBudgetRedis
  stores: Map<BudgetName, Promise<Store>>
  /** Told of every mail held, and of the ceiling's first refusal in its hour (the alert). */
  onHeld?: (hold: MailHold, firstAtCeiling: boolean) => void
  /** The hour whose ceiling was last reported, so one hour raises one alert per node. */
  ceilingReportedFor?: number
}

// On globalThis: the admin bundled by Next runs its own copy of the Users hooks in this process.
const settings = (): Settings =>
  ((globalThis as { __mailBudget?: Settings }).__mailBudget ??= { limits: DEFAULT_MAIL_LIMITS, stores: new Map() })

/** Called once at start-up (server/app.ts): the limits, the shared Redis if any, and the alert. */
export function configureMailBudget(choice: { limits?: Partial<MailLimits>; redis?: MailBudgetRedis; onHeld?: Settings['onHeld'] }): void {
  const current = settings()
  if (choice.limits) current.limits = { ...current.limits, ...choice.limits }
  if ('redis' in choice && choice.redis !== current.redis) {
    current.stores.clear()
    current.redis = choice.redis
  }
  if (choice.onHeld) current.onHeld = choice.onHeld
}

const HOUR_MS = 60 * 60_000
const BUDGETS: Record<BudgetName, { windowMs: number; limit: (limits: MailLimits) => number }> = {
  client: { windowMs: HOUR_MS, limit: (l) => l.perClientPerHour },
  recipient10m: { windowMs: 10 * 60_000, limit: (l) => l.perRecipientPer10Minutes },
  recipientDay: { windowMs: 24 * HOUR_MS, limit: (l) => l.perRecipientPerDay },
  ceiling: { windowMs: HOUR_MS, limit: (l) => l.perHour },
}

function store(name: BudgetName): Promise<Store> {
  const { stores, redis } = settings()
  let found = stores.get(name)
  if (!found) {
    const created: Store = redis
      ? new RedisStore({ prefix: `agency:mail:${name}:`, sendCommand: (...args: string[]) => redis.sendCommand(args) as never })
      : new MemoryStore()
    found = Promise.resolve(created.init?.({ windowMs: BUDGETS[name].windowMs } as Parameters<MemoryStore['init']>[0])).then(() => created)
    stores.set(name, found)
  }
  return found
}

async function spend(name: BudgetName, key: string): Promise<boolean> {
  const { totalHits } = await (await store(name)).increment(key)
  return totalHits <= BUDGETS[name].limit(settings().limits)
}

function held(hold: MailHold): MailHold {
  const current = settings()
  const hour = Math.floor(Date.now() / HOUR_MS)
  const first = hold === 'ceiling' && current.ceilingReportedFor !== hour
  if (first) current.ceilingReportedFor = hour
  current.onHeld?.(hold, first)
  return hold
}

/**
 * Spends the caller's and the recipient's budgets for one mail, before anything is looked up,
 * so the same is spent whether or not the address is known. Null: within both; else which one
 * holds it. `client` is the request's address (none for the server's own calls: not counted).
 */
export async function spendMailBudget({ client, recipient }: { client?: string; recipient: string }): Promise<MailHold | null> {
  if (await spendClientMailBudget(client)) return 'client'
  const to = recipient.trim().toLowerCase()
  if (!(await spend('recipient10m', to))) return held('recipient')
  if (!(await spend('recipientDay', to))) return held('recipient')
  return null
}

/**
 * Spends only the caller's budget: a public call that enrols an address in the e-mail sequences
 * (issue 38), whose e-mails spend the recipient's budgets and the ceiling when each goes out.
 * Null when within it; `'client'` (and the metric) when held.
 */
export async function spendClientMailBudget(client: string | undefined): Promise<MailHold | null> {
  if (client && !(await spend('client', ipKeyGenerator(client)))) return held('client')
  return null
}

/** Takes one from the hourly ceiling right before a mail goes out; false (and the alert) when it is reached. */
export async function takeFromMailCeiling(): Promise<boolean> {
  if (await spend('ceiling', 'all')) return true
  held('ceiling')
  return false
}

/** Both: the caller's and recipient's budgets, then the ceiling. Null when the mail may go now. */
export async function admitMail(who: { client?: string; recipient: string }): Promise<MailHold | null> {
  return (await spendMailBudget(who)) ?? ((await takeFromMailCeiling()) ? null : 'ceiling')
}
