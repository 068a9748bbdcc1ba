import type { AppContext } from '#app/lib/app-context'
import { applyStripeChange, isBillingEventRecorded, recordBillingEvent, type StripeChangeResult } from './billing.server'
import { changeFromStripeEvent, parseStripeEvent, type StripeEventEnvelope } from './stripe-events'
import { verifyStripeSignature } from './stripe-rest.server'

// POST /webhooks/stripe: verified with STRIPE_WEBHOOK_SECRET (a bad signature
// is a 400). Each event is applied first and its id recorded after (decision
// 023): an event that fails is answered 500 and Stripe delivers it again; one
// applied but not recorded is applied again, harmlessly (applyStripeChange).

type Ctx = Pick<AppContext, 'db' | 'now' | 'env' | 'reportError'>

/** Far above any event Stripe sends; the body is read before the signature can be checked. */
const MAX_EVENT_BYTES = 1024 * 1024

function json(body: unknown, status = 200) {
	return Response.json(body, { status })
}

export async function handleStripeWebhook(ctx: Ctx, request: Request): Promise<Response> {
	const secret = ctx.env.STRIPE_WEBHOOK_SECRET
	if (!secret) return json({ error: { code: 'not_configured', message: 'Stripe webhooks are not configured.' } }, 404)
	const signature = request.headers.get('stripe-signature')
	if (!signature) return json({ error: { code: 'bad_signature', message: 'Missing Stripe-Signature.' } }, 400)
	const payload = await readTextWithin(request, MAX_EVENT_BYTES)
	if (payload === null) return json({ error: { code: 'too_large', message: 'A Stripe event is never this large.' } }, 413)

	if (!(await verifyStripeSignature(payload, signature, secret, { now: ctx.now().getTime() }))) {
		return json({ error: { code: 'bad_signature', message: 'The signature does not match.' } }, 400)
	}
	let body: unknown
	try {
		body = JSON.parse(payload)
	} catch {
		return json({ error: { code: 'bad_payload', message: 'The event is not JSON.' } }, 400)
	}
	const event = parseStripeEvent(body)
	if (!event) return json({ error: { code: 'bad_payload', message: 'That is not a Stripe event.' } }, 400)

	try {
		if (await isBillingEventRecorded(ctx, event.id)) return json({ received: true, duplicate: true })
		const change = changeFromStripeEvent(event)
		const result = change ? await applyStripeChange(ctx, change) : null
		if (result === 'unknown-account' || result === 'unknown-plan') reportUnapplied(ctx, event, result)
		await recordBillingEvent(ctx, { id: event.id, provider: 'stripe', type: event.type, accountId: change?.owner?.accountId ?? null })
		return json({ received: true })
	} catch (error) {
		// Ids and the event type only: the payload carries a family's email and name.
		console.error('Stripe webhook failed', { event: event.id, type: event.type })
		ctx.reportError(error, { where: 'stripe-webhook', event: event.id, type: event.type })
		return json({ error: { code: 'processing_failed', message: 'The event could not be applied; Stripe will deliver it again.' } }, 500)
	}
}

/**
 * A paid subscription for an account or plan we do not hold: acknowledged
 * (a retry cannot help), never acted on — a Stripe account may feed more than
 * one deployment — and reported, as someone may be paying for nothing.
 */
function reportUnapplied(ctx: Ctx, event: StripeEventEnvelope, result: Extract<StripeChangeResult, 'unknown-account' | 'unknown-plan'>) {
	ctx.reportError(new Error(`Stripe event for ${result === 'unknown-account' ? 'an account' : 'a plan'} Northstar does not hold`), {
		where: 'stripe-webhook',
		event: event.id,
		type: event.type,
	})
}

/** The body as text, or null once it passes `limit` bytes (declared or counted as it streams). */
async function readTextWithin(request: Request, limit: number): Promise<string | null> {
	if (Number(request.headers.get('content-length')) > limit) return null
	if (!request.body) return ''
	const reader = request.body.getReader()
	const decoder = new TextDecoder()
	let text = ''
	let total = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) return text + decoder.decode()
		total += value.byteLength
		if (total > limit) {
			await reader.cancel()
			return null
		}
		text += decoder.decode(value, { stream: true })
	}
}
