import { randomInt } from 'node:crypto'

/** The shortest and longest wait between an answer and its mail work, ms. */
export const MAIL_LATER_MS = { min: 300, max: 800 } as const

/**
 * Runs the work behind an answer that must not tell whether an address is known (issue 30,
 * docs/decisions/072): the lookup, the link and the mail happen a random moment after the
 * answer went out, not on the turn after it. Otherwise a buyer's lookups and writes delay the
 * very next request, and a caller can time that request to learn who bought.
 */
export function mailLater(work: () => Promise<unknown>, onError: (error: unknown) => void): void {
  setTimeout(() => void work().catch(onError), randomInt(MAIL_LATER_MS.min, MAIL_LATER_MS.max + 1))
}
