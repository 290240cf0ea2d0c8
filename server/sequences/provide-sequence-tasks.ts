import type { Payload } from 'payload'
import { provideSequenceTaskHandlers } from '../../collections/Sequences/tasks'
import type { PaymentProvider } from '../billing/payment-provider'
import { handleSequenceEvent } from './handle-sequence-event'
import { sendSequenceStep } from './send-sequence-step'

/**
 * Hands the sequences' job handlers to the Jobs Queue's tasks at start-up (server/app.ts), so
 * this node runs them. The abandoned checkout's link is the open checkout session's own page.
 */
export function provideSequenceTasks({ payments }: { payload: Payload; payments: PaymentProvider }): void {
  const checkoutUrl = async ({ checkout_session_id }: { checkout_session_id: string }) => {
    try {
      const session = await payments.stripe().checkout.sessions.retrieve(checkout_session_id)
      return session.status === 'open' ? (session.url ?? null) : null
    } catch {
      return null
    }
  }
  provideSequenceTaskHandlers({
    onEvent: (input, req, at) => handleSequenceEvent(req, { ...input, at }, checkoutUrl),
    sendStep: (input, req, tries) => sendSequenceStep(req, input, tries),
  })
}
