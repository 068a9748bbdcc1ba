import { parseWithZod } from '@conform-to/zod/v4'
import { Link } from 'react-router'
import { z } from 'zod'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { DocumentsPanel } from '#app/components/applications/documents-panel'
import { EssaysPanel } from '#app/components/applications/essays-panel'
import { OverviewPanel } from '#app/components/applications/overview-panel'
import { RecommendationsPanel } from '#app/components/applications/recommendations-panel'
import { TrackerPanel } from '#app/components/applications/tracker-panel'
import { LockedFeature } from '#app/components/locked-feature'
import { FormResultMessage } from '#app/components/page-form'
import { TabLink, TabsNav } from '#app/components/ui/tabs'
import type { AccountAccess } from '#app/features/accounts/access.server'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { essayForms, recommendationForms, trackerForms } from '#app/features/applications/application-forms'
import { handleApplicationIntent, loadEssaysTab, loadOverviewTab, loadTrackerTab } from '#app/features/applications/applications-tab.server'
import { handleRecommendationIntent, loadRecommendationsTab } from '#app/features/applications/recommendations-tab.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { getBillingState } from '#app/features/billing/billing.server'
import { can } from '#app/features/billing/entitlements'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import { documentForms } from '#app/features/documents/document-forms'
import { handleDocumentIntent, loadDocumentsTab } from '#app/features/documents/documents-tab.server'
import type { AppContext } from '#app/lib/app-context'
import { cn } from '#app/lib/cn'
import { formInvalid, formResponse } from '#app/lib/form-result'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/applications'

// spec §2: tab overview|applications|documents (default overview; DECISIONS.md),
// optional subtab essays|recommendations; unknown values fall back. The route
// only picks the tab and checks access; each tab's data and changes live in
// its domain module.

const tabs = ['overview', 'applications', 'documents'] as const
const subtabs = ['essays', 'recommendations'] as const
type Tab = (typeof tabs)[number]
type Subtab = (typeof subtabs)[number]

/** Every form on the page, by its `intent`: one schema per form, the same ones the panels give Conform. */
const ApplicationsFormSchema = z.discriminatedUnion('intent', [...trackerForms, ...essayForms, ...recommendationForms, ...documentForms])

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = {
	'save-application': 'applications',
	'save-checklist': 'applications',
	'save-platforms': 'applications',
	'start-essay': 'applications',
	'create-essay': 'applications',
	'save-body': 'applications',
	'set-status': 'applications',
	restore: 'applications',
	'comment-essay': 'applications',
	'rec-create': 'applications',
	'rec-update': 'applications',
	'rec-set-request': 'applications',
	'rec-thanked': 'applications',
	'rec-unthanked': 'applications',
	'document-update': 'documents',
	'document-restore': 'documents',
	'set-private': null,
	'delete-essay': null,
	'delete-comment': null,
	'rec-delete': null,
	'document-set-private': null,
	'document-delete': null,
} satisfies FormWrites

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const tabParam = tabs.find((value) => value === url.searchParams.get('tab')) ?? 'overview'
	const subtab = tabParam === 'documents' ? null : (subtabs.find((value) => value === url.searchParams.get('subtab')) ?? null)
	const tab: Tab = subtab ? 'applications' : tabParam
	// The documents tab is the vault: its own shared section, so a counselor
	// who may read applications does not see documents unless shared too.
	const { app, user, access } = await requireAccountRoute(request, context, params.accountId, { section: tab === 'documents' ? 'documents' : 'applications' })
	const billing = await getBillingState(app, access.accountId)
	const unlocked = can(billing, tab === 'documents' ? 'documents' : 'applications')
	const common = { tab, subtab, unlocked, canManage: access.role === 'owner', readOnly: access.readOnly }
	if (!unlocked) return { ...common, view: null }
	return { ...common, view: await loadView(app, access, user.id, tab, subtab, url) }
}

async function loadView(app: AppContext, access: AccountAccess, userId: string, tab: Tab, subtab: Subtab | null, url: URL) {
	if (tab === 'documents') return { kind: 'documents' as const, documents: await loadDocumentsTab(app, access) }
	if (subtab === 'recommendations') return { kind: 'recommendations' as const, recommendations: await loadRecommendationsTab(app, access) }
	if (subtab === 'essays') return { kind: 'essays' as const, ...(await loadEssaysTab(app, access, { userId, openEssayId: url.searchParams.get('essay') })) }
	if (tab === 'applications') return { kind: 'tracker' as const, ...(await loadTrackerTab(app, access)) }
	return { kind: 'overview' as const, ...(await loadOverviewTab(app, access)) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user } = await requireAccountRoute(request, context, params.accountId)
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	// The section, the role and the plan are asked before the post is read any further (decision 022).
	const posted = formData.get('intent')
	const intent = typeof posted === 'string' ? posted : ''
	const section = intent.startsWith('document-') ? 'documents' : 'applications'
	// Commenting on an essay is the one change a (read-only) counselor may make (decision 017).
	const write = intent !== 'comment-essay' && intent !== 'delete-comment'
	const { access } = await requireAccountRoute(request, context, params.accountId, { section, write })
	await requireWrite(app, access, writes, intent)
	const submission = parseWithZod(formData, { schema: ApplicationsFormSchema })
	if (submission.status !== 'success') return formResponse(formInvalid(intent, submission.error), submission.reply)
	const input = submission.value
	switch (input.intent) {
		case 'document-update':
		case 'document-set-private':
		case 'document-delete':
		case 'document-restore':
			return formResponse(await handleDocumentIntent(app, { access, userId: user.id, input }), submission.reply)
		case 'rec-create':
		case 'rec-update':
		case 'rec-set-request':
		case 'rec-delete':
		case 'rec-thanked':
		case 'rec-unthanked':
			return formResponse(await handleRecommendationIntent(app, { access, input }), submission.reply)
		default:
			return formResponse(await handleApplicationIntent(app, { access, userId: user.id, input }), submission.reply)
	}
}

const tabLabels: Record<Tab, string> = { overview: 'Overview', applications: 'Applications', documents: 'Documents' }
const subnav: Array<[Subtab | null, string]> = [
	[null, 'All applications'],
	['essays', 'Essays'],
	['recommendations', 'Recommendations'],
]

export default function ApplicationsRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { tab, subtab, unlocked, canManage, view, readOnly } = loaderData
	const accountId = params.accountId
	const base = `/a/${accountId}/applications`
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<h1 className="text-2xl font-bold">Applications</h1>
			<TabsNav aria-label="Applications">
				{tabs.map((value) => (
					<TabLink key={value} to={`${base}?tab=${value}`} active={tab === value}>
						{tabLabels[value]}
					</TabLink>
				))}
			</TabsNav>
			{tab === 'applications' ? (
				<nav aria-label="Applications sections" className="-mt-3 flex flex-wrap gap-2 text-sm">
					{subnav.map(([value, label]) => (
						<Link
							key={label}
							to={`${base}?tab=applications${value ? `&subtab=${value}` : ''}`}
							aria-current={subtab === value ? 'page' : undefined}
							className={cn('rounded-md px-2 py-1 hover:bg-muted', subtab === value && 'font-medium text-brand underline underline-offset-4')}
						>
							{label}
						</Link>
					))}
				</nav>
			) : null}
			<FormResultMessage actionData={actionData} />
			{!unlocked || !view ? (
				<LockedFeature feature={tab === 'documents' ? 'documents' : 'applications'} accountId={accountId} canManage={canManage} />
			) : view.kind === 'documents' ? (
				<DocumentsPanel accountId={accountId} data={view.documents} readOnly={readOnly} actionData={actionData} />
			) : view.kind === 'recommendations' ? (
				<RecommendationsPanel accountId={accountId} data={view.recommendations} readOnly={readOnly} actionData={actionData} />
			) : view.kind === 'essays' ? (
				<EssaysPanel accountId={accountId} essays={view.essays} openEssay={view.openEssay} comments={view.comments} listed={view.listed} readOnly={readOnly} isStudent={view.isStudent} userId={view.userId} actionData={actionData} />
			) : view.kind === 'tracker' ? (
				<TrackerPanel accountId={accountId} today={view.today} applications={view.applications} bindingWarning={view.bindingWarning} readOnly={readOnly} actionData={actionData} />
			) : (
				<OverviewPanel accountId={accountId} data={view} readOnly={readOnly} actionData={actionData} />
			)}
		</main>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Applications | Northstar' }, { name: 'robots', content: 'noindex' }]
}
