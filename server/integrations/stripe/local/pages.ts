import express, { type Request, type Response, Router } from 'express'
import type { LocalStripe } from './local-stripe'
import { portalSessionExpired } from './portal-session-expiry'
import type { StripeObject } from './state'
import { readCardForm, summarizeCard, type CardSummary } from './test-cards'

const escape = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)

const date = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

/** Stripe's hosted pages are plain and calm: two columns, the order left, the form right. */
function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>
*{box-sizing:border-box}body{margin:0;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#fff}
main{display:grid;grid-template-columns:1fr 1fr;min-height:100vh}@media(max-width:760px){main{grid-template-columns:1fr}}
.order{background:#f6f9fc;padding:48px 40px}.pay{padding:48px 40px;max-width:480px}
h1{font-size:18px;font-weight:600;margin:0 0 4px}.total{font-size:36px;font-weight:700;margin:8px 0 24px}
.line{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #e3e8ee}
label{display:block;font-size:13px;font-weight:500;margin:16px 0 6px;color:#3c4257}
input,select{width:100%;padding:10px 12px;font:inherit;border:1px solid #cfd7df;border-radius:6px}input[readonly]{background:#f6f9fc;color:#3c4257}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{width:100%;margin-top:24px;padding:12px;font:inherit;font-weight:600;color:#fff;background:#0570de;border:0;border-radius:6px;cursor:pointer}
button.secondary{background:#fff;color:#1a1f36;border:1px solid #cfd7df}
.error{margin-top:16px;padding:10px 12px;border-radius:6px;background:#fdecea;color:#b3261e}
.note{font-size:12px;color:#697386;margin-top:16px}a{color:#0570de}.badge{font-size:12px;padding:2px 8px;border-radius:10px;background:#ffde92;color:#6b4b00}
</style></head><body>${body}</body></html>`
}

type Session = Awaited<ReturnType<LocalStripe['session']>>

/** What the hosted page already knows of the buyer: the session's customer (email and name), or only its customer_email. */
type KnownBuyer = { email?: string | null; name?: string | null }

/**
 * The hosted checkout. As Stripe's does for a session made with a customer or an email, it shows
 * that email filled in and not editable; the customer's name is in Name on card too. A buyer
 * brought back to the session (the abandoned-checkout e-mail, docs/decisions/099) finds their details there.
 */
function checkoutPage(
  session: Session,
  { error, values = {}, known = {} }: { error?: string; values?: Record<string, string>; known?: KnownBuyer } = {},
): string {
  const items = session.line_items_data
  const lines = items
    .map((item) => {
      const every = item.price.recurring ? ` / ${item.price.recurring.interval}` : ''
      return `<div class="line"><span>${escape(item.price.product_name)}</span><span>${money(item.price.unit_amount * item.quantity, item.price.currency)}${every}</span></div>`
    })
    .join('')
  const discount = Number((session.total_details as { amount_discount: number }).amount_discount)
  const needsEmail = !session.customer && !session.customer_email
  const knownEmail = session.customer_email ?? known.email
  return layout(
    'Checkout',
    `<main><section class="order" aria-label="Order summary">
<p><a href="${escape(session.cancel_url)}">← Back</a> <span class="badge">Test mode</span></p>
<h1>${escape(items[0]!.price.product_name)}</h1><div class="total">${money(Number(session.amount_total), String(session.currency))}</div>
${lines}${discount ? `<div class="line"><span>Discount</span><span>−${money(discount, String(session.currency))}</span></div>` : ''}
<div class="line"><strong>Total due today</strong><strong>${money(Number(session.amount_total), String(session.currency))}</strong></div>
</section><section class="pay"><h1>Pay with card</h1>
<form method="post" novalidate>
${knownEmail ? `<label for="email">Email</label><input id="email" type="email" value="${escape(knownEmail)}" readonly>` : ''}
${needsEmail ? `<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" value="${escape(values.email)}" required>` : ''}
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${escape(values.cardNumber)}" required>
<div class="row"><div><label for="expiry">Expiration</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" value="${escape(values.expiry)}" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" value="${escape(values.cvc)}" required></div></div>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" value="${escape(values.name ?? known.name)}" required>
${error ? `<div class="error" role="alert">${escape(error)}</div>` : ''}
<button type="submit">${session.mode === 'subscription' ? 'Subscribe' : 'Pay'}</button>
<p class="note">Local payment provider: no card is charged. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication.</p>
</form></section></main>`,
  )
}

function authenticationPage(session: Session, amount: string): string {
  return layout(
    'Authenticate your payment',
    `<main style="grid-template-columns:1fr"><section class="pay" style="margin:0 auto">
<h1>Authenticate your payment</h1><p>Your bank asks you to confirm this payment of ${escape(amount)} (test mode: no bank is involved).</p>
<form method="post"><input type="hidden" name="result" value="complete"><button type="submit">Complete authentication</button></form>
<form method="post"><input type="hidden" name="result" value="fail"><button class="secondary" type="submit">Fail authentication</button></form>
<p class="note"><a href="/pay/checkout/${escape(session.id)}">Back to checkout</a></p></section></main>`,
  )
}

function portalPage(
  customer: StripeObject,
  portal: StripeObject,
  subscriptions: StripeObject[],
  plans: { id: string; label: string }[],
  notice?: string,
): string {
  const rows = subscriptions
    .map((sub) => {
      const item = (
        sub.items as {
          data: {
            price: { id: string; unit_amount: number; currency: string; recurring: { interval: string }; nickname: string }
            current_period_end: number
          }[]
        }
      ).data[0]!
      const state =
        sub.status === 'canceled'
          ? 'Canceled'
          : sub.cancel_at_period_end
            ? `Cancels on ${date(item.current_period_end)}`
            : `Renews on ${date(item.current_period_end)}`
      const options = plans
        .filter((plan) => plan.id !== item.price.id)
        .map((plan) => `<option value="${escape(plan.id)}">${escape(plan.label)}</option>`)
        .join('')
      // As Stripe's portal offers switching only between the products its configuration
      // lists (the catalogue's plans): a subscription at an inline price (a vendor tier) is not switched.
      const switchForm = plans.some((plan) => plan.id === item.price.id)
        ? `
<form method="post"><input type="hidden" name="subscription" value="${escape(sub.id)}"><input type="hidden" name="action" value="switch">
<label for="plan-${escape(sub.id)}">Switch plan</label><select id="plan-${escape(sub.id)}" name="price">${options}</select><button type="submit">Update plan</button></form>`
        : ''
      const actions =
        sub.status === 'canceled'
          ? ''
          : `<form method="post"><input type="hidden" name="subscription" value="${escape(sub.id)}"><input type="hidden" name="action" value="cancel"><button class="secondary" type="submit">Cancel plan</button></form>${switchForm}`
      return `<div class="line" style="display:block"><h1>${escape(item.price.nickname)}</h1><p>${money(item.price.unit_amount, item.price.currency)} / ${escape(item.price.recurring.interval)} · ${escape(state)}</p>${actions}</div>`
    })
    .join('')
  return layout(
    'Billing',
    `<main style="grid-template-columns:1fr"><section class="pay" style="margin:0 auto;max-width:560px">
<p><a href="${escape(portal.return_url)}">← Return</a> <span class="badge">Test mode</span></p>
<h1>Current plan</h1><p>${escape(customer.email)}</p>${notice ? `<div class="error" role="status" style="background:#e6f4ea;color:#1e6b34">${escape(notice)}</div>` : ''}
${rows || '<p>No subscriptions.</p>'}</section></main>`,
  )
}

type PortalFlow = {
  type: string
  after_completion: { type: string; redirect: { return_url: string } | null }
  subscription_cancel: { subscription: string }
}

/** A portal link past its hour: nothing to see or change, a way back to sign in and open a new one. */
function expiredPortalPage(portal: StripeObject): string {
  return layout(
    'Billing session expired',
    `<main style="grid-template-columns:1fr"><section class="pay" style="margin:0 auto;max-width:560px">
<h1>This billing session has expired</h1>
<p>Billing links work for one hour. Return to your account and open billing again to manage your plan.</p>
<p><a href="${escape(portal.return_url)}">← Return to your account</a> <span class="badge">Test mode</span></p></section></main>`,
  )
}

/** The portal's cancellation flow (`flow_data.type = subscription_cancel`): one plan, one question. */
function cancelFlowPage(portal: StripeObject, subscription: StripeObject): string {
  const item = (subscription.items as { data: { price: SubscriptionPrice; current_period_end: number }[] }).data[0]!
  return layout(
    'Cancel your plan',
    `<main style="grid-template-columns:1fr"><section class="pay" style="margin:0 auto;max-width:560px">
<p><a href="${escape(portal.return_url)}">← Return</a> <span class="badge">Test mode</span></p>
<h1>Cancel your plan</h1>
<div class="line" style="display:block"><p><strong>${escape(item.price.nickname)}</strong><br>${money(item.price.unit_amount, item.price.currency)} / ${escape(item.price.recurring.interval)}</p></div>
<p>Your plan will be canceled, but is still available until the end of your billing period on ${escape(date(item.current_period_end))}.</p>
<p class="note">If you change your mind, you can renew your subscription.</p>
<form method="post"><input type="hidden" name="subscription" value="${escape(subscription.id)}"><input type="hidden" name="action" value="cancel"><button type="submit">Confirm cancellation</button></form>
<p class="note"><a href="${escape(portal.return_url)}">Go back</a></p></section></main>`,
  )
}

type SubscriptionPrice = { id: string; unit_amount: number; currency: string; recurring: { interval: string }; nickname: string }

/** The browser-facing pages of the local provider: hosted checkout, bank authentication, billing portal. */
export function localStripePages(stripe: LocalStripe): Router {
  const router = Router()
  router.use(express.urlencoded({ extended: false, limit: '16kb' }))
  const sessionOr404 = async (req: Request, res: Response): Promise<Session | undefined> => {
    try {
      return await stripe.session(String(req.params.id))
    } catch {
      res.status(404).type('text/plain').send('This checkout session does not exist.')
      return undefined
    }
  }
  const html = (res: Response, body: string, status = 200) => res.status(status).set('cache-control', 'no-store').type('html').send(body)
  const knownBuyer = async (session: Session): Promise<KnownBuyer> => {
    if (!session.customer) return {}
    const customer = await stripe.customer(String(session.customer)).catch(() => undefined)
    return { email: customer?.email as string | null | undefined, name: customer?.name as string | null | undefined }
  }
  const checkoutView = async (session: Session, options: { error?: string; values?: Record<string, string> } = {}) =>
    checkoutPage(session, { ...options, known: await knownBuyer(session) })

  router.get('/checkout/:id', async (req, res) => {
    const session = await sessionOr404(req, res)
    if (!session) return
    if (session.status !== 'open') return void res.redirect(303, String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id))
    html(res, await checkoutView(session))
  })

  router.post('/checkout/:id', async (req, res) => {
    const session = await sessionOr404(req, res)
    if (!session) return
    const values = req.body as Record<string, string>
    // Shown again on an error, as Stripe's page keeps what was typed; the card is read once
    // and only its summary goes further (nothing keeps the number or the CVC).
    const email = values.email?.trim()
    if (!session.customer && !session.customer_email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email ?? ''))
      return void html(res, await checkoutView(session, { error: 'Your email address is invalid.', values }), 400)
    const read = readCardForm(values)
    if ('error' in read) return void html(res, await checkoutView(session, { error: read.error, values }), 400)
    const card = summarizeCard(read.card)
    const result = await stripe.payCheckout(session.id, card, email)
    if (result.next === 'declined') return void html(res, await checkoutView(session, { error: result.message, values }), 402)
    if (result.next === 'authenticate') {
      // The card's summary waits on the session until the holder answers the bank's step.
      await stripe.state.put({ ...(await stripe.session(session.id)), pending_card: card, pending_email: email })
      return void res.redirect(303, `/pay/authenticate/${session.id}`)
    }
    res.redirect(303, result.url)
  })

  router.get('/authenticate/:id', async (req, res) => {
    const session = await sessionOr404(req, res)
    if (!session) return
    if (!session.pending_card) return void res.redirect(303, `/pay/checkout/${session.id}`)
    html(res, authenticationPage(session, money(Number(session.amount_total), String(session.currency))))
  })

  router.post('/authenticate/:id', async (req, res) => {
    const session = await sessionOr404(req, res)
    if (!session) return
    const card = session.pending_card as CardSummary | undefined
    const email = session.pending_email as string | undefined
    const { pending_card: _card, pending_email: _email, ...rest } = session
    await stripe.state.put(rest as Session)
    if (!card) return void res.redirect(303, `/pay/checkout/${session.id}`)
    if ((req.body as { result?: string }).result !== 'complete')
      return void html(
        res,
        await checkoutView(await stripe.session(session.id), {
          error: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        }),
        402,
      )
    const result = await stripe.payCheckout(session.id, card, email, true)
    res.redirect(303, result.next === 'success' ? result.url : `/pay/checkout/${session.id}`)
  })

  const portalView = async (portal: StripeObject, notice?: string) => {
    const subscriptions = await stripe.state.list('subscription', { customer: String(portal.customer) })
    const plans = (await stripe.options.prices.list())
      .filter((price) => price.recurring)
      .map((price) => ({
        id: price.id,
        label: `${price.product_name} — ${money(price.unit_amount, price.currency)} / ${price.recurring!.interval}`,
      }))
    return portalPage(await stripe.customer(String(portal.customer)), portal, subscriptions, plans, notice)
  }

  /** The subscription a cancellation flow is about, while it can still be canceled. */
  const cancelling = async (portal: StripeObject) => {
    const flow = portal.flow as PortalFlow | null
    if (flow?.type !== 'subscription_cancel') return undefined
    const subscription = await stripe.state.get(flow.subscription_cancel.subscription, 'subscription')
    return subscription && subscription.status !== 'canceled' && !subscription.cancel_at_period_end ? subscription : undefined
  }

  router.get('/portal/:id', async (req, res, next) => {
    try {
      const portal = await stripe.state.get(String(req.params.id), 'billing_portal.session')
      if (!portal) return void res.status(404).type('text/plain').send('This billing session does not exist.')
      if (portalSessionExpired(portal)) return void html(res, expiredPortalPage(portal), 410)
      const subscription = await cancelling(portal)
      if (subscription) return void html(res, cancelFlowPage(portal, subscription))
      html(res, await portalView(portal))
    } catch (error) {
      next(error)
    }
  })

  router.post('/portal/:id', async (req, res, next) => {
    try {
      const portal = await stripe.state.get(String(req.params.id), 'billing_portal.session')
      if (!portal) return void res.status(404).type('text/plain').send('This billing session does not exist.')
      // The link is the only credential the portal asks for: after its hour it changes nothing.
      if (portalSessionExpired(portal)) return void html(res, expiredPortalPage(portal), 410)
      const { subscription, action, price } = req.body as Record<string, string>
      const owned = await stripe.state.get(String(subscription), 'subscription')
      if (!owned || owned.customer !== portal.customer) return void res.status(404).type('text/plain').send('No such subscription.')
      const flow = portal.flow as PortalFlow | null
      const completesFlow = action === 'cancel' && flow?.subscription_cancel?.subscription === owned.id && (await cancelling(portal))
      if (action === 'cancel') await stripe.updateSubscription(owned.id, { cancel_at_period_end: 'true' })
      // The flow's end, as Stripe does it: the redirect it was given.
      if (completesFlow && flow.after_completion.type === 'redirect' && flow.after_completion.redirect)
        return void res.redirect(303, flow.after_completion.redirect.return_url)
      const switchable = (await stripe.options.prices.list()).some(
        (plan) => plan.id === (owned.items as { data: { price: { id: string } }[] }).data[0]?.price.id,
      )
      if (action === 'switch' && price && switchable) await stripe.updateSubscription(owned.id, { items: [{ price }] })
      html(
        res,
        await portalView(
          portal,
          action === 'cancel' ? 'Your plan will be canceled at the end of the period.' : 'Your plan has been updated.',
        ),
      )
    } catch (error) {
      next(error)
    }
  })

  return router
}
