import { z } from 'zod'
import { deleteConversation, listConversations, loadConversationMessages, renameConversation } from '#app/features/assistant/chat.server'
import { defineServerFn, ServerFnError } from './define'

// The assistant panel's conversation list: a member's own chats only (the
// chat itself streams from /a/{id}/assistant/chat).

const accountId = z.string().min(1).max(40)
const conversationId = z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/)
const gone = () => new ServerFnError(404, 'not_found', 'That conversation is no longer here.')

export const assistantServerFns = [
	defineServerFn({
		id: 'listAssistantConversations',
		method: 'GET',
		access: { account: { section: 'assistant' } },
		input: z.object({ accountId }),
		async handler({ app, user, account }) {
			return listConversations(app, account!.accountId, user!.id)
		},
	}),
	defineServerFn({
		id: 'getAssistantConversation',
		method: 'GET',
		access: { account: { section: 'assistant' } },
		input: z.object({ accountId, conversationId }),
		async handler({ app, input, user, account }) {
			return (await loadConversationMessages(app, { accountId: account!.accountId, userId: user!.id, conversationId: input.conversationId })) ?? { id: null, title: null, messages: [] }
		},
	}),
	defineServerFn({
		id: 'renameAssistantConversation',
		method: 'POST',
		access: { account: { section: 'assistant' } },
		feature: 'assistant',
		input: z.object({ accountId, conversationId, title: z.string().trim().min(1, 'Give the conversation a name.').max(80, 'Keep the name under 80 characters.') }),
		async handler({ app, input, user, account }) {
			if (!(await renameConversation(app, { accountId: account!.accountId, userId: user!.id, conversationId: input.conversationId, title: input.title }))) throw gone()
			return { ok: true }
		},
	}),
	defineServerFn({
		id: 'deleteAssistantConversation',
		method: 'POST',
		access: { account: { section: 'assistant' } },
		feature: null,
		input: z.object({ accountId, conversationId }),
		async handler({ app, input, user, account }) {
			if (!(await deleteConversation(app, { accountId: account!.accountId, userId: user!.id, conversationId: input.conversationId }))) throw gone()
			return { ok: true }
		},
	}),
]
