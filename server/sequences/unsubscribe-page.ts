import { escapeHtml } from './escape-html'
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Unsubscribe</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937">${body}</body></html>`

/** The page an e-mail's unsubscribe link opens: one button, so a mail scanner's GET unsubscribes nobody. */
export const unsubscribePage = (email: string) =>
  page(
    `<h1>Unsubscribe</h1><p>Stop every e-mail of this kind to <strong>${escapeHtml(email)}</strong>?</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
  )

export const unsubscribedPage = (email: string) =>
  page(
    `<h1>You're unsubscribed</h1><p><strong>${escapeHtml(email)}</strong> will get no more of these e-mails.</p><p><a href="/">Back to Home</a></p>`,
  )
