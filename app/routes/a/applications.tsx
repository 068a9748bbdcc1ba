import { Link } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { EmptyState } from '#app/components/empty-state'
import { LockedFeature } from '#app/components/locked-feature'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { getBillingState } from '#app/features/billing/billing.server'
import { can } from '#app/features/billing/entitlements'
import { cn } from '#app/lib/cn'
import type { Route } from './+types/applications'

// spec §2: tab overview|applications|documents (default overview; DECISIONS.md),
// optional subtab essays|recommendations; unknown values fall back.

const tabs = ['overview', 'applications', 'documents'] as const
const subtabs = ['essays', 'recommendations'] as const

const empty: Record<(typeof tabs)[number], { title: string; text: string }> = {
	overview: {
		title: 'No applications yet',
		text: 'Each application with its deadline, Common App or Coalition sections, essays and recommendations will be summarised here.',
	},
	applications: {
		title: 'No applications tracked yet',
		text: 'Track every application: plan, deadline type, status and what is still missing.',
	},
	documents: {
		title: 'The document vault is empty',
		text: 'Transcripts, test reports, essays and aid forms, kept in one place. A student can mark a document private from counselors.',
	},
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'applications' })
	const billing = await getBillingState(app, access.accountId)
	const url = new URL(request.url)
	const tabParam = url.searchParams.get('tab')
	const subtabParam = url.searchParams.get('subtab')
	const tab = tabs.find((value) => value === tabParam) ?? 'overview'
	const subtab = subtabs.find((value) => value === subtabParam) ?? null
	return { tab, subtab, unlocked: can(billing, 'applications'), canManage: access.role === 'owner' }
}

export default function ApplicationsRoute({ loaderData, params }: Route.ComponentProps) {
	const { tab, subtab, unlocked, canManage } = loaderData
	if (!unlocked) {
		return (
			<main id="main-content" className="flex flex-col gap-6">
				<h1 className="text-2xl font-bold">Applications</h1>
				<LockedFeature feature="applications" accountId={params.accountId} canManage={canManage} />
			</main>
		)
	}
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<h1 className="text-2xl font-bold">Applications</h1>
			<nav aria-label="Applications" className="flex gap-2">
				{tabs.map((value) => (
					<Link
						key={value}
						to={`/a/${params.accountId}/applications?tab=${value}`}
						aria-current={tab === value ? 'page' : undefined}
						className={cn('rounded-md px-3 py-1.5 text-sm capitalize hover:bg-muted', tab === value && 'bg-brand/10 font-medium text-brand')}
					>
						{value}
					</Link>
				))}
			</nav>
			<EmptyState title={subtab === 'essays' ? 'No essays yet' : subtab === 'recommendations' ? 'No recommendations yet' : empty[tab].title}>
				{subtab === 'essays'
					? 'Essay drafts with their prompts and word limits (the Common App personal essay is 650 words).'
					: subtab === 'recommendations'
						? 'Who is writing each recommendation, when you asked, and whether it was submitted.'
						: empty[tab].text}
			</EmptyState>
		</main>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Applications | Northstar' }, { name: 'robots', content: 'noindex' }]
}
