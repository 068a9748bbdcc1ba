import { data, Link } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { DocumentsPanel } from '#app/components/applications/documents-panel'
import { EssaysPanel } from '#app/components/applications/essays-panel'
import { OverviewPanel } from '#app/components/applications/overview-panel'
import { RecommendationsPanel } from '#app/components/applications/recommendations-panel'
import { TrackerPanel } from '#app/components/applications/tracker-panel'
import { FormMessage } from '#app/components/form-controls'
import { LockedFeature } from '#app/components/locked-feature'
import { TabLink, TabsNav } from '#app/components/ui/tabs'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import type { AccountAccess } from '#app/features/accounts/access.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { AcceptedPlatformsSchema, ApplicationSaveSchema, bindingConflict } from '#app/features/applications/applications'
import { loadApplications, loadPlatformChecklists, saveAcceptedPlatforms, saveApplication, savePlatformChecklist } from '#app/features/applications/applications.server'
import { EssayCommentSchema, EssayFormSchema, essayStatuses, essayStatusLabels, MAX_ESSAY_CHARS, StartEssaySchema } from '#app/features/applications/essays'
import { addEssayComment, createEssay, deleteEssay, deleteEssayComment, listEssayComments, listEssays, restoreEssayVersion, saveEssayBody, setEssayPrivate, setEssayStatus } from '#app/features/applications/essays.server'
import { handleRecommendationIntent, loadRecommendationsTab } from '#app/features/applications/recommendations-tab.server'
import { familyTimeZone } from '#app/features/plan/plan.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { getBillingState } from '#app/features/billing/billing.server'
import { can } from '#app/features/billing/entitlements'
import { edWarning } from '#app/features/colleges/college-list'
import { listCollegeEntries } from '#app/features/colleges/college-list.server'
import { handleDocumentIntent, loadDocumentsTab } from '#app/features/documents/documents-tab.server'
import { getStudentProfile } from '#app/features/student-profile/profile.server'
import type { AppContext } from '#app/lib/app-context'
import { cn } from '#app/lib/cn'
import { readFormData } from '#app/lib/form-data.server'
import { type IntentResult, intentError, intentOk, intentResponse } from '#app/lib/intent-result'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import type { Route } from './+types/applications'

// spec §2: tab overview|applications|documents (default overview; DECISIONS.md),
// optional subtab essays|recommendations; unknown values fall back. The route
// only picks the tab and checks access; each tab's data and changes live in
// its domain module.

const tabs = ['overview', 'applications', 'documents'] as const
const subtabs = ['essays', 'recommendations'] as const
type Tab = (typeof tabs)[number]
type Subtab = (typeof subtabs)[number]

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
	const { accountId, role } = access
	if (tab === 'documents') return { kind: 'documents' as const, documents: await loadDocumentsTab(app, access) }
	if (subtab === 'recommendations') return { kind: 'recommendations' as const, recommendations: await loadRecommendationsTab(app, access) }
	if (subtab === 'essays') {
		const [essays, entries, timeZone] = await Promise.all([listEssays(app, accountId, role), listCollegeEntries(app, accountId), familyTimeZone(app, accountId)])
		const openEssay = essays.find((essay) => essay.id === url.searchParams.get('essay')) ?? null
		return {
			kind: 'essays' as const,
			essays: essays.map(({ body: _body, versions: _versions, ...essay }) => essay),
			openEssay,
			comments: openEssay ? await listEssayComments(app, accountId, openEssay.id, role) : [],
			listed: entries.map(({ college }) => ({ id: college.id, name: college.name })),
			isStudent: role === 'student',
			userId,
			timeZone,
		}
	}
	const { today, applications } = await loadApplications(app, accountId, role)
	const bindingWarning = bindingConflict(applications)
	if (tab === 'applications') return { kind: 'tracker' as const, today, applications, bindingWarning }
	const [checklists, profile, essays] = await Promise.all([loadPlatformChecklists(app, accountId), access.sections.includes('profile') ? getStudentProfile(app, accountId) : null, listEssays(app, accountId, role)])
	// The Common App personal essay: no college, and not the Coalition's main essay.
	const personal = essays.find((essay) => essay.collegeId === null && essay.platform !== 'coalition')
	return {
		kind: 'overview' as const,
		today,
		applications,
		bindingWarning,
		checklists,
		// The activities are the profile's: their count shows only to those it is shared with.
		activities: profile ? { count: profile.activities.length } : null,
		personalEssay: personal ? { id: personal.id, status: essayStatusLabels[personal.status].toLowerCase(), wordCount: personal.wordCount } : null,
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user } = await requireAccountRoute(request, context, params.accountId)
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	const intent = String(formData.get('intent') ?? '')
	const section = intent.startsWith('document-') ? 'documents' : 'applications'
	// Commenting on an essay is the one change a (read-only) counselor may make (decision 017).
	const write = intent !== 'comment-essay' && intent !== 'delete-comment'
	const { access } = await requireAccountRoute(request, context, params.accountId, { section, write })
	await requireWrite(app, access, writes, intent)
	const input = { access, userId: user.id, intent, formData }
	if (section === 'documents') return intentResponse(await handleDocumentIntent(app, input))
	if (intent.startsWith('rec-')) return intentResponse(await handleRecommendationIntent(app, input))
	return intentResponse(await handleApplicationIntent(app, input))
}

async function handleApplicationIntent(app: AppContext, { access, userId, intent, formData }: { access: AccountAccess; userId: string; intent: string; formData: FormData }): Promise<IntentResult> {
	const { accountId, role } = access
	const essayId = String(formData.get('essayId') ?? '')
	const essayGone = intentError(404, 'That essay is no longer here.')
	switch (intent) {
		case 'save-application': {
			const parsed = ApplicationSaveSchema.safeParse({ ...Object.fromEntries(formData), done: formData.getAll('done') })
			if (!parsed.success) return intentError(400, parsed.error.issues[0]!.message)
			const entries = await listCollegeEntries(app, accountId)
			const warning = edWarning(entries.map(({ entry, college }) => ({ id: entry.id, planType: entry.planType, name: college.name })), parsed.data.entryId, parsed.data.planType)
			if (!(await saveApplication(app, accountId, parsed.data))) return intentError(404, 'That college is no longer on the list.')
			return intentOk(warning ? `Saved. ${warning}` : 'Application saved.')
		}
		case 'save-checklist': {
			const list = formData.get('list')
			if (list !== 'common-app' && list !== 'coalition') return intentError(400, 'Unknown checklist.')
			const done = formData.getAll('done').map(String).filter((key) => /^[a-z-]{1,60}$/.test(key)).slice(0, 20)
			await savePlatformChecklist(app, accountId, list, done)
			return intentOk('Checklist saved.')
		}
		case 'save-platforms': {
			const submission = parseWithZod(formData, { schema: AcceptedPlatformsSchema })
			if (submission.status !== 'success') return intentError(400, Object.values(submission.error ?? {}).flat().find(Boolean) ?? 'Choose from the platforms listed.')
			const { entryId, acceptedPlatforms } = submission.value
			if (!(await saveAcceptedPlatforms(app, accountId, entryId, acceptedPlatforms))) return intentError(404, 'That college is no longer on the list.')
			return intentOk(acceptedPlatforms ? 'Platforms saved.' : 'Platforms cleared.')
		}
		case 'start-essay': {
			const submission = parseWithZod(formData, { schema: StartEssaySchema })
			if (submission.status !== 'success') return intentError(400, 'Choose one of the prompts listed.')
			const { essay, prompt } = submission.value
			await createEssay(app, accountId, { title: essay.essayTitle, prompt: prompt.text, wordLimit: essay.wordLimit, collegeId: null, platform: essay.platform })
			return intentOk(`${essay.essayTitle} added, with its prompt.`)
		}
		case 'create-essay': {
			const parsed = EssayFormSchema.safeParse(Object.fromEntries(formData))
			if (!parsed.success) return intentError(400, parsed.error.issues[0]!.message)
			await createEssay(app, accountId, parsed.data)
			return intentOk('Essay added.')
		}
		case 'save-body': {
			const body = String(formData.get('body') ?? '')
			if (body.length > MAX_ESSAY_CHARS) return intentError(400, `Essays here are limited to ${MAX_ESSAY_CHARS.toLocaleString('en-US')} characters.`)
			return (await saveEssayBody(app, { accountId, essayId, body, userId, role })) ? intentOk('Saved.') : essayGone
		}
		case 'set-status': {
			const status = essayStatuses.find((value) => value === formData.get('status'))
			if (!status) return intentError(400, 'Choose a status.')
			const result = await setEssayStatus(app, { accountId, essayId, status, role })
			if (result === 'over-limit') return intentError(400, 'The essay is over its word limit, so it cannot be final yet.')
			return result === 'saved' ? intentOk(`Marked ${essayStatusLabels[status].toLowerCase()}.`) : essayGone
		}
		case 'set-private':
			return (await setEssayPrivate(app, { accountId, essayId, role, value: formData.get('private') === 'on' }))
				? intentOk('Privacy saved.')
				: intentError(403, 'Only the student decides what counselors may read.')
		case 'restore':
			return (await restoreEssayVersion(app, { accountId, essayId, versionId: String(formData.get('versionId') ?? ''), userId, role }))
				? intentOk('That version is the current one again.')
				: essayGone
		case 'delete-essay':
			return (await deleteEssay(app, accountId, essayId, role)) ? intentOk('Essay deleted.') : essayGone
		case 'comment-essay': {
			const parsed = EssayCommentSchema.safeParse(Object.fromEntries(formData))
			if (!parsed.success) return intentError(400, parsed.error.issues[0]!.message)
			return (await addEssayComment(app, { accountId, essayId: parsed.data.essayId, userId, role, body: parsed.data.body })) ? intentOk('Comment posted.') : essayGone
		}
		case 'delete-comment':
			return (await deleteEssayComment(app, { accountId, commentId: String(formData.get('commentId') ?? ''), userId, role }))
				? intentOk('Comment deleted.')
				: intentError(404, 'That comment is no longer here, or it is not yours.')
		default:
			return intentError(400, 'Unknown action.')
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
			{actionData ? <FormMessage tone={actionData.ok ? 'info' : 'error'}>{actionData.message}</FormMessage> : null}
			{!unlocked || !view ? (
				<LockedFeature feature={tab === 'documents' ? 'documents' : 'applications'} accountId={accountId} canManage={canManage} />
			) : view.kind === 'documents' ? (
				<DocumentsPanel accountId={accountId} data={view.documents} readOnly={readOnly} />
			) : view.kind === 'recommendations' ? (
				<RecommendationsPanel accountId={accountId} data={view.recommendations} readOnly={readOnly} />
			) : view.kind === 'essays' ? (
				<EssaysPanel accountId={accountId} essays={view.essays} openEssay={view.openEssay} comments={view.comments} listed={view.listed} readOnly={readOnly} isStudent={view.isStudent} userId={view.userId} timeZone={view.timeZone} />
			) : view.kind === 'tracker' ? (
				<TrackerPanel accountId={accountId} today={view.today} applications={view.applications} bindingWarning={view.bindingWarning} readOnly={readOnly} />
			) : (
				<OverviewPanel accountId={accountId} data={view} readOnly={readOnly} />
			)}
		</main>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Applications | Northstar' }, { name: 'robots', content: 'noindex' }]
}
