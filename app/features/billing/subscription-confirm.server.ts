import { requireAccountAccess } from '#app/features/accounts/access.server'
import { listUserAccounts } from '#app/features/accounts/accounts.server'
import type { AppContext } from '#app/lib/app-context'
import type { SessionUser } from '#app/lib/session.server'
import { getSubscriptionStatus } from './billing.server'

// /subscription-confirm (spec §2): the signed-in member's accounts, the one
// asked for (`?accountId=`, else the session's current one, else the first)
// and its subscription status; no status when they have no account yet.

export async function loadSubscriptionConfirm(app: AppContext, user: SessionUser, wantedAccountId: string | null) {
	const accounts = await listUserAccounts(app, user.id)
	const wanted = wantedAccountId ?? user.currentAccountId
	const current = accounts.find((account) => account.id === wanted) ?? accounts[0] ?? null
	if (!current) return { accounts, current: null }
	const access = await requireAccountAccess({ db: app.db, user }, current.id)
	const { providerCustomerId: _customer, ...status } = await getSubscriptionStatus(app, current.id)
	return { accounts, current: { id: current.id, status, canManage: access.role === 'owner' } }
}
