/** A Stripe API error: the SDK turns `{ error: {…} }` with this status into its typed errors. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; decline_code?: string; message: string; param?: string; payment_intent?: unknown },
  ) {
    super(body.message)
  }
}

export const invalid = (message: string, param?: string) => new StripeApiError(400, { type: 'invalid_request_error', message, param })
export const missing = (id: string) =>
  new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` })
