/** Work to do once a Stripe event's transaction has committed (an email must not go out for a rolled-back write). */
export type AfterCommit = (() => Promise<void>)[]
