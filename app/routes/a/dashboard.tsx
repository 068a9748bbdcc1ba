import { Link } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { EmptyState } from '#app/components/empty-state'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { getAccountDetails } from '#app/features/accounts/accounts.server'
import { sectionLabels } from '#app/features/accounts/permissions'
import type { Route } from './+types/dashboard'

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId)
	const account = await getAccountDetails(app, access.accountId)
	return {
		studentName: account!.studentName,
		grade: account!.grade,
		highSchool: account!.highSchool,
		sections: access.sections.map((section) => ({ section, label: sectionLabels[section] })),
		readOnly: access.readOnly,
	}
}

export default function AccountDashboardRoute({ loaderData, params }: Route.ComponentProps) {
	const { studentName, grade, highSchool, sections, readOnly } = loaderData
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<div>
				<h1 className="text-2xl font-bold">{studentName}</h1>
				<p className="text-muted-foreground">{[grade, highSchool].filter(Boolean).join(' · ')}</p>
			</div>
			<EmptyState title="This week's plan is on its way">
				Each week, 1 to 3 small steps of 15 minutes or less, the next deadlines, and what changed since your last
				visit will show here.
			</EmptyState>
			<section aria-labelledby="shared-heading" className="rounded-xl border bg-background p-6">
				<h2 id="shared-heading" className="font-semibold">
					{readOnly ? 'Shared with you' : 'Sections'}
				</h2>
				{sections.length ? (
					<ul className="mt-3 flex flex-wrap gap-2" data-testid="shared-sections">
						{sections.map(({ section, label }) => (
							<li key={section} className="rounded-full bg-muted px-3 py-1 text-sm">
								{label}
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-muted-foreground">
						Nothing has been shared with you yet. The family decides what you can see.
					</p>
				)}
				{!readOnly ? (
					<p className="mt-4 text-sm">
						<Link to={`/a/${params.accountId}/settings?tab=users`} className="text-brand underline-offset-4 hover:underline">
							Invite family members and counselors
						</Link>
					</p>
				) : null}
			</section>
		</main>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Dashboard | Northstar' }, { name: 'robots', content: 'noindex' }]
}
