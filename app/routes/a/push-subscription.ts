import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { handlePushSubscriptionPost } from '#app/features/notifications/push.server'
import type { Route } from './+types/push-subscription'

// POST this browser's push subscription, as JSON, from Settings →
// Notifications: { intent: 'subscribe', subscription } (PushSubscription.toJSON())
// or { intent: 'unsubscribe', endpoint }. Answers { ok, message } with 201,
// 200, 400 (bad body), 404 (not the member's own), 409 (push not configured)
// or 413 (too large). Any member may, counselors too: it is their own device.

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user, access } = await requireAccountRoute(request, context, params.accountId)
	requireSameOrigin(request, app.env)
	const { status, result } = await handlePushSubscriptionPost(app, { accountId: access.accountId, userId: user.id, sessionId: user.sessionId, role: access.role }, request)
	return Response.json(result, { status, headers: { 'cache-control': 'no-store' } })
}
