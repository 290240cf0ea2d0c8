/**
 * Stripe's documented test cards, as the local provider treats them. Any other well-formed
 * number succeeds, as in Stripe's test mode.
 */
/** `disputed`: the payment succeeds, then its holder disputes it (charge.dispute.created). */
export type CardOutcome = 'succeeds' | 'declined' | 'requires_authentication' | 'disputed'

export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000002500003155': 'requires_authentication',
  '4000000000000259': 'disputed',
}

export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[number] ?? 'succeeds'
}

export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa'
  if (/^5[1-5]/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  return 'unknown'
}

export type CardEntry = { number: string; expMonth: number; expYear: number; cvc: string; name: string }

/**
 * What the provider keeps of a card, as a real provider exposes it: brand, last 4 and expiry,
 * and how Stripe's test mode treats it. Never the number or the CVC (issue 21.2).
 */
export type CardSummary = { brand: string; last4: string; expMonth: number; expYear: number; name: string; outcome: CardOutcome }

export function summarizeCard(card: CardEntry): CardSummary {
  return {
    brand: cardBrand(card.number),
    last4: card.number.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    name: card.name,
    outcome: cardOutcome(card.number),
  }
}

/**
 * Reads the hosted checkout form the way Stripe's page does: digits only, a future MM / YY
 * date, a 3–4 digit CVC and a name. Answers the field error to show, or the card.
 */
export function readCardForm(form: Record<string, unknown>, now = new Date()): { error: string } | { card: CardEntry } {
  const number = String(form.cardNumber ?? '').replace(/\s+/g, '')
  if (!/^\d{13,19}$/.test(number)) return { error: 'Your card number is incomplete.' }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(String(form.expiry ?? ''))
  if (!expiry) return { error: "Your card's expiration date is incomplete." }
  const expMonth = Number(expiry[1])
  const expYear = 2000 + Number(expiry[2])
  if (expMonth < 1 || expMonth > 12) return { error: "Your card's expiration date is incomplete." }
  if (expYear < now.getFullYear() || (expYear === now.getFullYear() && expMonth < now.getMonth() + 1))
    return { error: "Your card's expiration year is in the past." }
  const cvc = String(form.cvc ?? '').trim()
  if (!/^\d{3,4}$/.test(cvc)) return { error: "Your card's security code is incomplete." }
  const name = String(form.name ?? '').trim()
  if (!name) return { error: 'Please enter the name on your card.' }
  return { card: { number, expMonth, expYear, cvc, name } }
}
