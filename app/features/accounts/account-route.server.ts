import { createContext, data, type MiddlewareFunction, redirect, type RouterContextProvider } from 'react-router'
import { requireUser } from '#app/features/auth/auth.server'
import { getAppContext } from '#app/lib/app-context'
import type { SessionUser } from '#app/lib/session.server'
import { AccessError, accessFor, type Membership, requireAccountAccessForRoute, routeRefusal } from './access.server'
import { type AccountDetails, getAccountDetails, getAccountMember, listUserAccounts } from './accounts.server'
import type { AccessRule } from './permissions'

// The /a/{accountId} area. Its layout's middleware finds who is asking once
// per request — the signed-in user, their membership and the account — and
// hands them to every loader and action below it through the router context;
// each then applies its own rule to that membership, without reading it again.

interface AccountMember {
	user: SessionUser
	accountId: string
	/**
	 * The method of the request the membership was read for. After an action,
	 * React Router runs the page's loaders with a GET of their own in the same
	 * request: what the action changed (a member's own role) is read again then.
	 */
	method: string
	membership: Membership
	/** Read with the membership for a GET; an action may change it, so after one it is read afresh. */
	account: AccountDetails | null
}

const accountMemberContext = createContext<AccountMember | null>(null)

/**
 * Route access exactly as spec §4: signed in (else /login), then has
 * accounts (else /onboarding), then the id is one of them (else the first
 * account's dashboard). A form posted to an account that is not the user's
 * is refused with the 403 its action would give.
 */
export const accountMiddleware: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
	const app = getAppContext(context)
	const user = await requireUser(request, app)
	const accountId = params.accountId ?? ''
	const reading = request.method === 'GET' || request.method === 'HEAD'
	const member = await getAccountMember(app, accountId, user.id)
	if (!member && !reading) throw routeRefusal(new AccessError(403, 'forbidden', 'You do not have access to this student account.'))
	if (!member || (reading && member.account.onboardingCompletedAt === null)) {
		const [first] = await listUserAccounts(app, user.id)
		throw redirect(first ? `/a/${first.id}/dashboard` : '/onboarding')
	}
	context.set(accountMemberContext, { user, accountId, method: request.method, membership: member.membership, account: reading ? member.account : null })
	return next()
}

/**
 * The guard every /a/{accountId}/… loader and action starts with: the member
 * the middleware found, held to this route's rule (a 403 screen when it
 * fails). Routes outside the layout (the vault's upload and download, the
 * assistant's chat, checkout) have no middleware and one handler per
 * request, and the loaders that run after an action: they read the user and
 * membership here.
 */
export async function requireAccountRoute(
	request: Request,
	context: Readonly<RouterContextProvider>,
	accountId: string | undefined,
	rule: AccessRule = {},
) {
	const app = getAppContext(context)
	const member = context.get(accountMemberContext)
	if (member && member.accountId === accountId && member.method === request.method) {
		try {
			return { app, user: member.user, access: accessFor(member.membership, member.user, member.accountId, rule) }
		} catch (error) {
			throw error instanceof AccessError ? routeRefusal(error) : error
		}
	}
	const user = await requireUser(request, app)
	const access = await requireAccountAccessForRoute({ db: app.db, user }, accountId ?? '', rule)
	return { app, user, access }
}

/** The account's details for a member who passed requireAccountRoute: the middleware's read, or a fresh one. */
export async function getRouteAccount(context: Readonly<RouterContextProvider>, accountId: string): Promise<AccountDetails> {
	const member = context.get(accountMemberContext)
	if (member?.accountId === accountId && member.account) return member.account
	const account = await getAccountDetails(getAppContext(context), accountId)
	if (!account) throw data({ code: 'forbidden', message: 'You do not have access to this student account.' }, { status: 403 })
	return account
}
