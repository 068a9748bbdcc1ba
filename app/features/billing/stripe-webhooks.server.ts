import type Stripe from 'stripe'
import type { AppContext } from '#app/lib/app-context'
import {
	activateSubscription,
	recordBillingEvent,
	updateProviderSubscription,
} from './billing.server'
import { verifyStripeSignature } from './stripe-rest.server'

// POST /webhooks/stripe: verified with STRIPE_WEBHOOK_SECRET (a bad signature
// is a 400), handled once per event id (a replay changes nothing).

type Ctx = Pick<AppContext, 'db' | 'now' | 'env'>

function json(body: unknown, status = 200) {
	return Response.json(body, { status })
}

function periodEndOf(subscription: Stripe.Subscription): number | undefined {
	const seconds = subscription.items?.data?.[0]?.current_period_end
	return typeof seconds === 'number' ? seconds * 1000 : undefined
}

const statusMap: Record<string, 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete'> = {
	trialing: 'trialing',
	active: 'active',
	past_due: 'past_due',
	unpaid: 'past_due',
	canceled: 'canceled',
	incomplete: 'incomplete',
	incomplete_expired: 'canceled',
	paused: 'past_due',
}

export async function handleStripeWebhook(ctx: Ctx, request: Request): Promise<Response> {
	const secret = ctx.env.STRIPE_WEBHOOK_SECRET
	if (!secret) return json({ error: { code: 'not_configured', message: 'Stripe webhooks are not configured.' } }, 404)
	const signature = request.headers.get('stripe-signature')
	if (!signature) return json({ error: { code: 'bad_signature', message: 'Missing Stripe-Signature.' } }, 400)
	const payload = await request.text()

	if (!(await verifyStripeSignature(payload, signature, secret, { now: ctx.now().getTime() }))) {
		return json({ error: { code: 'bad_signature', message: 'The signature does not match.' } }, 400)
	}
	let event: Stripe.Event
	try {
		event = JSON.parse(payload) as Stripe.Event
	} catch {
		return json({ error: { code: 'bad_payload', message: 'The event is not JSON.' } }, 400)
	}
	if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object' || event.data.object === null) {
		return json({ error: { code: 'bad_payload', message: 'That is not a Stripe event.' } }, 400)
	}

	const object = event.data.object as unknown as { metadata?: Record<string, string> | null }
	const accountId = object.metadata?.accountId ?? null
	if (!(await recordBillingEvent(ctx, { id: event.id, provider: 'stripe', type: event.type, accountId }))) {
		return json({ received: true, duplicate: true })
	}

	switch (event.type) {
		case 'checkout.session.completed': {
			const session = event.data.object
			const account = session.metadata?.accountId ?? session.client_reference_id
			const planSlug = session.metadata?.planSlug
			if (account && planSlug) {
				await activateSubscription(ctx, {
					accountId: account,
					planSlug,
					provider: 'stripe',
					actorUserId: null,
					providerCustomerId: typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null),
					providerSubscriptionId:
						typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null),
				})
			}
			break
		}
		case 'customer.subscription.created':
		case 'customer.subscription.updated':
		case 'customer.subscription.deleted': {
			const subscription = event.data.object
			await updateProviderSubscription(ctx, subscription.id, {
				status: event.type === 'customer.subscription.deleted' ? 'canceled' : (statusMap[subscription.status] ?? 'incomplete'),
				cancelAtPeriodEnd: subscription.cancel_at_period_end,
				...(periodEndOf(subscription) ? { currentPeriodEnd: periodEndOf(subscription) } : {}),
			})
			break
		}
		case 'invoice.paid':
		case 'invoice.payment_failed': {
			const invoice = event.data.object as unknown as {
				parent?: { subscription_details?: { subscription?: string | { id: string } } } | null
				subscription?: string | { id: string } | null
				lines?: { data?: Array<{ period?: { end?: number } }> }
			}
			const ref = invoice.parent?.subscription_details?.subscription ?? invoice.subscription
			const subscriptionId = typeof ref === 'string' ? ref : ref?.id
			if (subscriptionId) {
				const end = invoice.lines?.data?.[0]?.period?.end
				await updateProviderSubscription(ctx, subscriptionId, {
					status: event.type === 'invoice.paid' ? 'active' : 'past_due',
					...(event.type === 'invoice.paid' && end ? { currentPeriodEnd: end * 1000 } : {}),
				})
			}
			break
		}
		default:
			break
	}
	return json({ received: true })
}
