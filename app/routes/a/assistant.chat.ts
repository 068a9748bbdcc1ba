import { AccessError, requireAccountAccess } from '#app/features/accounts/access.server'
import { type ChatError, ChatRequestSchema, handleAccountChat } from '#app/features/assistant/chat.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { getBillingState } from '#app/features/billing/billing.server'
import { featureRefusal } from '#app/features/billing/require-feature.server'
import { getAppContext } from '#app/lib/app-context'
import { getSessionUser } from '#app/lib/session.server'
import { type FormWrites } from '#app/features/billing/writes'
import type { Route } from './+types/assistant.chat'

// POST one question to the assistant for this student account and stream the
// answer (the `ai` SDK's UI message stream). Errors are JSON the panel shows:
// 401 signed out, 403 not shared / not on the plan, 400 bad question, 404
// unknown conversation, 429 over the day's messages.

/** What each write here uses of the plan, by intent (decision 022): checked before it runs, as requireWrite does for the pages. */
export const writes = { ask: 'assistant' } satisfies FormWrites

export async function action({ request, params, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	try {
		const user = await getSessionUser(request, app)
		const access = await requireAccountAccess({ ...app, user }, params.accountId, { section: 'assistant' })
		const parsed = ChatRequestSchema.safeParse(await request.json().catch(() => null))
		if (!parsed.success) return chatError({ status: 400, message: parsed.error.issues[0]!.message })
		// The same check as every form action (requireWrite), answered in the panel's shape.
		const refusal = await featureRefusal(app, access.accountId, writes.ask)
		if (refusal) return chatError({ status: 403, message: refusal.message, code: refusal.code })
		const billing = await getBillingState(app, access.accountId)
		const answer = await handleAccountChat(app, { access, billing, request, input: parsed.data })
		return answer instanceof Response ? answer : chatError(answer)
	} catch (error) {
		if (error instanceof AccessError) return chatError({ status: error.status as 403, message: error.message })
		throw error
	}
}

export function chatError({ status, message, retryAfterSeconds, code }: ChatError & { code?: string }) {
	return Response.json({ error: { message, ...(code ? { code } : {}) } }, { status, headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {} })
}
