import type { SubscriptionRecord } from './entitlements'

// What a Stripe webhook event says about a subscription, and whether it may
// change the one we hold (decision 023). Pure: the webhook route parses and
// verifies, billing.server.ts reads and writes.
//
// Stripe sends events at least once and in no promised order. So:
// - an event is judged by its `created` time against the newest one applied
//   to that subscription; older changes nothing. Stripe's clock counts whole
//   seconds and one checkout fires several events in the same second, so an
//   event from the same second applies, and two facts about Stripe
//   subscriptions guard those ties: an ended subscription never comes back,
//   and one that left `incomplete` never returns to it;
// - only a paid checkout, or a subscription that is active, trialing or past
//   due, creates the row that grants access; an unpaid checkout grants nothing.

export type ProviderStatus = SubscriptionRecord['status']

export interface SubscriptionChange {
	subscriptionId: string
	/** The event's `created` time, in ms. */
	at: number
	status?: ProviderStatus
	currentPeriodEnd?: number
	cancelAtPeriodEnd?: boolean
	trialEndsAt?: number | null
	/** Whose subscription it is, when the event says (our checkout puts it in the metadata): lets the event create the row. */
	owner?: { accountId: string; planSlug: string; customerId: string | null }
}

export interface StripeEventEnvelope {
	id: string
	type: string
	created: number
	object: Record<string, unknown>
}

/** The parts of a webhook body every Stripe event has; null when it is not one. */
export function parseStripeEvent(body: unknown): StripeEventEnvelope | null {
	if (!isRecord(body)) return null
	const { id, type, created, data } = body
	if (typeof id !== 'string' || !id || id.length > 255 || typeof type !== 'string' || !type) return null
	if (typeof created !== 'number' || !Number.isFinite(created) || created <= 0) return null
	if (!isRecord(data) || !isRecord(data.object)) return null
	return { id, type, created, object: data.object }
}

const stripeStatuses: Record<string, ProviderStatus> = {
	trialing: 'trialing',
	active: 'active',
	past_due: 'past_due',
	unpaid: 'past_due',
	paused: 'past_due',
	canceled: 'canceled',
	incomplete: 'incomplete',
	incomplete_expired: 'canceled',
}

export const handledStripeEvents = [
	'checkout.session.completed',
	'checkout.session.async_payment_succeeded',
	'customer.subscription.created',
	'customer.subscription.updated',
	'customer.subscription.deleted',
	'invoice.paid',
	'invoice.payment_failed',
] as const

/** The change an event asks for; null when it asks for none (an unpaid checkout, an event we do not handle, odd contents). */
export function changeFromStripeEvent(event: StripeEventEnvelope): SubscriptionChange | null {
	const at = event.created * 1000
	const object = event.object
	switch (event.type) {
		case 'checkout.session.completed':
		case 'checkout.session.async_payment_succeeded': {
			if (object.mode !== undefined && object.mode !== 'subscription') return null
			const subscription = object.subscription
			const subscriptionId = idOf(subscription)
			if (!subscriptionId) return null
			const metadata = isRecord(object.metadata) ? object.metadata : {}
			const accountId = text(metadata.accountId) ?? text(object.client_reference_id)
			const planSlug = text(metadata.planSlug)
			const owner = accountId && planSlug ? { accountId, planSlug, customerId: idOf(object.customer) } : undefined
			if (object.payment_status === 'paid') return { subscriptionId, at, status: 'active', owner }
			// Nothing to pay (a trial): only the subscription itself can say it is trialing.
			if (isRecord(subscription) && subscription.status === 'trialing') {
				return { subscriptionId, at, status: 'trialing', trialEndsAt: seconds(subscription.trial_end) ?? null, owner }
			}
			return null
		}
		case 'customer.subscription.created':
		case 'customer.subscription.updated':
		case 'customer.subscription.deleted': {
			const subscriptionId = text(object.id)
			const status = event.type === 'customer.subscription.deleted' ? 'canceled' : stripeStatuses[String(object.status)]
			if (!subscriptionId || !status) return null
			const metadata = isRecord(object.metadata) ? object.metadata : {}
			const accountId = text(metadata.accountId)
			const planSlug = text(metadata.planSlug)
			const items = isRecord(object.items) && Array.isArray(object.items.data) ? object.items.data : []
			// Newer API versions keep the period on the items; older ones on the subscription.
			const periodEnd = seconds(isRecord(items[0]) ? items[0].current_period_end : undefined) ?? seconds(object.current_period_end)
			return {
				subscriptionId,
				at,
				status,
				...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
				...(typeof object.cancel_at_period_end === 'boolean' ? { cancelAtPeriodEnd: object.cancel_at_period_end } : {}),
				...(object.trial_end !== undefined ? { trialEndsAt: seconds(object.trial_end) ?? null } : {}),
				owner: accountId && planSlug ? { accountId, planSlug, customerId: idOf(object.customer) } : undefined,
			}
		}
		case 'invoice.paid':
		case 'invoice.payment_failed': {
			const parent = isRecord(object.parent) && isRecord(object.parent.subscription_details) ? object.parent.subscription_details : {}
			const subscriptionId = idOf(parent.subscription) ?? idOf(object.subscription)
			if (!subscriptionId) return null
			if (event.type === 'invoice.payment_failed') return { subscriptionId, at, status: 'past_due' }
			const lines = isRecord(object.lines) && Array.isArray(object.lines.data) ? object.lines.data : []
			const line = isRecord(lines[0]) ? lines[0] : {}
			const periodEnd = seconds(isRecord(line.period) ? line.period.end : undefined)
			return {
				subscriptionId,
				at,
				// A $0 invoice (a trial's first) says nothing about payment; the subscription's own events say trialing.
				...(object.amount_paid === 0 ? {} : { status: 'active' as const }),
				...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
			}
		}
		default:
			return null
	}
}

export interface StoredProviderState {
	status: ProviderStatus
	providerEventAt: number | null
}

export type SubscriptionPatch = Partial<Pick<SubscriptionChange, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'trialEndsAt'>> & { providerEventAt: number }

/** What to write for `change` over what is stored; null when the change is older than what we hold, or the subscription has ended. */
export function nextSubscriptionState(stored: StoredProviderState, change: SubscriptionChange): SubscriptionPatch | null {
	if (stored.providerEventAt !== null && change.at < stored.providerEventAt) return null
	if (stored.status === 'canceled') return null
	const { status, currentPeriodEnd, cancelAtPeriodEnd, trialEndsAt } = change
	return {
		...(status && !(status === 'incomplete' && stored.status !== 'incomplete') ? { status } : {}),
		...(currentPeriodEnd !== undefined ? { currentPeriodEnd } : {}),
		...(cancelAtPeriodEnd !== undefined ? { cancelAtPeriodEnd } : {}),
		...(trialEndsAt !== undefined ? { trialEndsAt } : {}),
		providerEventAt: Math.max(stored.providerEventAt ?? 0, change.at),
	}
}

/** Statuses a new row may start with: the ones that give the family the plan. */
export function grantsAccess(status: ProviderStatus | undefined): status is 'active' | 'trialing' | 'past_due' {
	return status === 'active' || status === 'trialing' || status === 'past_due'
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string | null {
	return typeof value === 'string' && value.length > 0 && value.length <= 255 ? value : null
}

/** An id, or the id of an expanded object. */
function idOf(value: unknown): string | null {
	return text(value) ?? (isRecord(value) ? text(value.id) : null)
}

/** Stripe's seconds as our ms. */
function seconds(value: unknown): number | undefined {
	return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value * 1000 : undefined
}
