import { ChatRequestSchema, handlePublicChat } from '#app/features/assistant/chat.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { getAppContext } from '#app/lib/app-context'
import { chatError } from './a/assistant.chat'
import type { Route } from './+types/assistant.chat'

// "Ask Northstar" on public pages (DECISIONS.md): the guides only, nothing
// about any family, a few questions a minute per network address.

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const parsed = ChatRequestSchema.safeParse(await request.json().catch(() => null))
	if (!parsed.success) return chatError({ status: 400, message: parsed.error.issues[0]!.message })
	const answer = await handlePublicChat(app, { request, input: { ...parsed.data, conversationId: null } })
	return answer instanceof Response ? answer : chatError(answer)
}
