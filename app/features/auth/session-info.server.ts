import { listUserAccounts } from '#app/features/accounts/accounts.server'
import { getSubscriptionStatus } from '#app/features/billing/billing.server'
import type { AppContext } from '#app/lib/app-context'
import type { SessionUser } from '#app/lib/session.server'
import { safeRedirect } from './redirects'

// What the session says about the visitor (spec §3 Session, §7 calls): the
// user, the current account and the account list.

export function publicUser(user: SessionUser) {
	return { id: user.id, email: user.email, name: user.name, kind: user.kind, isAdmin: user.isAdmin }
}

/** Every account on the session, onboarding in progress included (spec §3 Session). */
export function getSessionAccounts(ctx: Pick<AppContext, 'db' | 'now'>, userId: string) {
	return listUserAccounts(ctx, userId, { includeIncomplete: true })
}

/** spec §7 "session check": where to send the visitor, who they are, onboarded, their role. */
export async function checkSession(ctx: Pick<AppContext, 'db' | 'now' | 'env'>, user: SessionUser | null) {
	if (!user) return { redirectTo: '/login', user: null, isOnboarded: false, userRole: null }
	const list = await getSessionAccounts(ctx, user.id)
	const onboarded = list.filter((account) => account.onboarded)
	const current = onboarded.find((account) => account.id === user.currentAccountId) ?? onboarded[0] ?? null
	const isOnboarded = current !== null
	// spec §4: the session check may send the visitor to /subscription-confirm (trial over, no plan).
	const needsPlan = current ? (await getSubscriptionStatus(ctx, current.id)).needsPlan : false
	return {
		redirectTo: !isOnboarded ? '/onboarding' : needsPlan ? '/subscription-confirm' : null,
		user: publicUser(user),
		isOnboarded,
		userRole: current?.role ?? null,
	}
}

/** spec §7 "session redirect check": a signed-in visitor is sent on (to /dashboard by default). */
export function checkSessionRedirect(user: SessionUser | null, redirectTo = '/dashboard') {
	return { shouldRedirect: user !== null, redirectTo: safeRedirect(redirectTo, '/dashboard') }
}
