import { EssayBodyInput } from '#app/features/applications/essays'
import { saveEssayBody } from '#app/features/applications/essays.server'
import { defineServerFn, ServerFnError } from './define'

// The essay editor's autosave: the text goes to the newest version (or a new
// one after five minutes); members who may write the applications section.

export const applicationServerFns = [
	defineServerFn({
		id: 'saveEssayDraft',
		method: 'POST',
		access: { account: { section: 'applications', write: true } },
		feature: 'applications',
		input: EssayBodyInput,
		async handler({ app, input, user, account }) {
			const saved = await saveEssayBody(app, { accountId: account!.accountId, essayId: input.essayId, body: input.body, userId: user!.id, role: account!.role })
			if (!saved) throw new ServerFnError(404, 'not_found', 'That essay is no longer here.')
			return saved
		},
	}),
]
