import { handleStripeWebhook } from '#app/features/billing/stripe-webhooks.server'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/webhooks.stripe'

export function action({ request, context }: Route.ActionArgs) {
	return handleStripeWebhook(getAppContext(context), request)
}

export function loader() {
	return Response.json({ error: { code: 'method_not_allowed', message: 'Stripe posts here.' } }, { status: 405 })
}
