import { data } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { EmptyState } from '#app/components/empty-state'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { getAppContext } from '#app/lib/app-context'
import { getSessionUser } from '#app/lib/session.server'
import type { Route } from './+types/admin-entitlements'

// Site admins only (users.is_admin). «Billing» fills the page with plans and grants.

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await getSessionUser(request, getAppContext(context))
	if (user && !user.isAdmin) {
		throw data({ message: 'This page is for Northstar administrators.' }, { status: 403 })
	}
	await requireAccountRoute(request, context, params.accountId)
	return null
}

export default function AdminEntitlementsRoute() {
	return (
		<main id="main-content">
			<h1 className="mb-6 text-2xl font-bold">Entitlements</h1>
			<EmptyState title="No entitlements to manage yet">
				The plan, trial and feature grants of this student account will be shown and adjusted here.
			</EmptyState>
		</main>
	)
}

export const ErrorBoundary = AccountErrorBoundary
