import { Link } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { getAccountDetails } from '#app/features/accounts/accounts.server'
import { concernOptions } from '#app/features/accounts/schemas'
import type { Route } from './+types/profile'

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId)
	const account = await getAccountDetails(app, access.accountId)
	return { account: account!, canEdit: !access.readOnly }
}

export default function AccountProfileRoute({ loaderData, params }: Route.ComponentProps) {
	const { account, canEdit } = loaderData
	const rows: Array<[string, string]> = [
		['Student', account.studentName],
		['Class of', account.graduationYear ? String(account.graduationYear) : '—'],
		['Grade', account.grade ?? '—'],
		['High school', account.highSchool ?? '—'],
		['State / ZIP', [account.state, account.zip].filter(Boolean).join(' ') || '—'],
		['Intended start', account.intendedStartTerm ?? '—'],
		['Intended majors', account.intendedMajors?.join(', ') || '—'],
		['Regions', account.regions?.join(', ') || '—'],
		[
			'Support',
			account.concerns?.map((concern) => concernOptions[concern as keyof typeof concernOptions] ?? concern).join(', ') ||
				'—',
		],
	]
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-2xl font-bold">Student profile</h1>
				{canEdit ? (
					<Link to={`/a/${params.accountId}/settings?tab=student`} className="text-sm font-medium text-brand underline-offset-4 hover:underline">
						Edit student details
					</Link>
				) : null}
			</div>
			<dl className="grid gap-x-6 gap-y-3 rounded-xl border bg-background p-6 sm:grid-cols-[12rem_1fr]">
				{rows.map(([label, value]) => (
					<div key={label} className="contents">
						<dt className="text-sm text-muted-foreground">{label}</dt>
						<dd>{value}</dd>
					</div>
				))}
			</dl>
		</main>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Profile | Northstar' }, { name: 'robots', content: 'noindex' }]
}
