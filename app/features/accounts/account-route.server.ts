import type { RouterContextProvider } from 'react-router'
import { requireUser } from '#app/features/auth/auth.server'
import { getAppContext } from '#app/lib/app-context'
import { requireAccountAccessForRoute } from './access.server'
import type { AccessRule } from './permissions'

/**
 * The guard every /a/{accountId}/… loader and action starts with: a signed-in
 * user (else /login), then requireAccountAccess for this account and rule.
 */
export async function requireAccountRoute(
	request: Request,
	context: Readonly<RouterContextProvider>,
	accountId: string | undefined,
	rule: AccessRule = {},
) {
	const app = getAppContext(context)
	const user = await requireUser(request, app)
	const access = await requireAccountAccessForRoute({ db: app.db, requestScope: app.requestScope, user, request }, accountId ?? '', rule)
	return { app, user, access }
}
