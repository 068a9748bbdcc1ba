import { AccessError, requireAccountAccess } from '#app/features/accounts/access.server'
import { type ChatError, ChatRequestSchema, handleAccountChat } from '#app/features/assistant/chat.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { getBillingState } from '#app/features/billing/billing.server'
import { getAppContext } from '#app/lib/app-context'
import { getSessionUser } from '#app/lib/session.server'
import type { Route } from './+types/assistant.chat'

// POST one question to the assistant for this student account and stream the
// answer (the `ai` SDK's UI message stream). Errors are JSON the panel shows:
// 401 signed out, 403 not shared / not on the plan, 400 bad question, 404
// unknown conversation, 429 over the day's messages.

export async function action({ request, params, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	try {
		const user = await getSessionUser(request, app)
		const access = await requireAccountAccess({ db: app.db, user }, params.accountId, { section: 'assistant' })
		const parsed = ChatRequestSchema.safeParse(await request.json().catch(() => null))
		if (!parsed.success) return chatError({ status: 400, message: parsed.error.issues[0]!.message })
		const billing = await getBillingState(app, access.accountId)
		const answer = await handleAccountChat(app, { access, billing, request, input: parsed.data })
		return answer instanceof Response ? answer : chatError(answer)
	} catch (error) {
		if (error instanceof AccessError) return chatError({ status: error.status as 403, message: error.message })
		throw error
	}
}

export function chatError({ status, message, retryAfterSeconds }: ChatError) {
	return Response.json({ error: { message } }, { status, headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {} })
}
