import { z } from 'zod'
import { EmailSchema } from '#app/features/auth/email'
import {
	checkSession,
	checkSessionRedirect,
	getSessionAccounts,
	publicUser,
} from '#app/features/auth/session-info.server'
import { createTestAccount } from '#app/features/auth/test-bootstrap.server'
import { defineServerFn, NoInput, ServerFnError } from './define'

export const authServerFns = [
	defineServerFn({
		id: 'getCurrentUser',
		method: 'GET',
		access: 'public',
		input: NoInput,
		handler: ({ user }) => (user ? publicUser(user) : null),
	}),
	defineServerFn({
		id: 'checkSession',
		method: 'GET',
		access: 'public',
		input: NoInput,
		handler: ({ app, user }) => checkSession(app, user),
	}),
	defineServerFn({
		id: 'checkSessionRedirect',
		method: 'GET',
		access: 'public',
		input: z.object({ redirectTo: z.string().max(2048).optional() }).strict().nullish(),
		handler: ({ input, user }) => checkSessionRedirect(user, input?.redirectTo),
	}),
	defineServerFn({
		id: 'getSessionAccounts',
		method: 'GET',
		access: 'user',
		input: NoInput,
		async handler({ app, user }) {
			const accounts = await getSessionAccounts(app, user!.id)
			return { accounts, currentAccountId: user!.currentAccountId ?? accounts[0]?.id ?? null }
		},
	}),
	defineServerFn({
		id: 'createTestAccount',
		method: 'POST',
		access: 'public',
		input: z
			.object({ email: EmailSchema.optional(), studentName: z.string().trim().max(80).optional() })
			.strict()
			.nullish(),
		async handler({ app, input, setHeader }) {
			// Exists only for test runs (DECISIONS.md: /test/bootstrap).
			if (!app.env.ENABLE_TEST_ROUTES) {
				throw new ServerFnError(404, 'not_found', 'No server function named "createTestAccount".')
			}
			const { setCookie, ...created } = await createTestAccount(app, input ?? {})
			setHeader('set-cookie', setCookie)
			return { accountId: created.accountId, userId: created.userId, email: created.email }
		},
	}),
]
