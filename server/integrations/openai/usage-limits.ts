import type { Request } from 'express'
import { MemoryStore, type Options } from 'express-rate-limit'
import { AppError } from '../../../contracts/errors'
import { parseSettings } from '../../../runtime/settings'

const HOUR = 60 * 60 * 1000

function windowStore(windowMs: number): MemoryStore {
  const store = new MemoryStore()
  store.init({ windowMs } as Options)
  return store
}

let limits: { perSession: number; perAddress: number; sessions: MemoryStore; addresses: MemoryStore } | undefined

/**
 * The survey's model calls (chat, transcription, live voice) per funnel session and per
 * client address in a one-hour window, on top of the public functions' per-minute limit, so
 * the endpoints cannot serve as a free model proxy (docs/decisions/023). Counters live in
 * this node's memory, as the functions' limit does (docs/decisions/004).
 */
export async function chargeSurveyCall(req: Request, sessionId: string): Promise<void> {
  if (!limits) {
    const env = parseSettings()
    limits = {
      perSession: env.SURVEY_CHAT_PER_SESSION,
      perAddress: env.SURVEY_CHAT_PER_ADDRESS,
      sessions: windowStore(HOUR),
      addresses: windowStore(HOUR),
    }
  }
  const address = req.ip ?? req.socket.remoteAddress ?? 'unknown'
  const [bySession, byAddress] = await Promise.all([limits.sessions.increment(sessionId), limits.addresses.increment(address)])
  if (bySession.totalHits > limits.perSession || byAddress.totalHits > limits.perAddress) throw new AppError('RATE_LIMITED')
}
