import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import type { Route } from './+types/contacts'

// STUB — replaced by the helper building this page.

export async function loader({ request, params, context }: Route.LoaderArgs) {
	await requireAccountRoute(request, context, params.accountId, { section: 'contacts' })
	return {}
}

export default function Stub() {
	return <main id="main-content"><h1 className="text-2xl font-bold">contacts</h1></main>
}

export const ErrorBoundary = AccountErrorBoundary
