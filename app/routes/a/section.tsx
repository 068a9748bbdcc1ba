import { data } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { EmptyState } from '#app/components/empty-state'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { pageFor } from '#app/features/accounts/sections'
import type { Route } from './+types/section'

// The signed-in pages later issues fill (tasks, tests, colleges, financial
// aid, contacts, resources): guarded like every account page, and honest
// about what will be there.

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const path = new URL(request.url).pathname.split('/')[3] ?? ''
	const page = pageFor(path)
	if (!page?.empty) throw data(null, { status: 404 })
	const { access } = await requireAccountRoute(request, context, params.accountId, { section: page.section })
	return { label: page.label, empty: page.empty, readOnly: access.readOnly }
}

export default function AccountSectionRoute({ loaderData }: Route.ComponentProps) {
	const { label, empty } = loaderData
	return (
		<main id="main-content">
			<h1 className="mb-6 text-2xl font-bold">{label}</h1>
			<EmptyState title={empty.title}>{empty.text}</EmptyState>
		</main>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta({ data }: Route.MetaArgs) {
	return [{ title: `${data?.label ?? 'Student'} | Northstar` }, { name: 'robots', content: 'noindex' }]
}
