import { data, Form, Link } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { EmptyState } from '#app/components/empty-state'
import { LockedFeature } from '#app/components/locked-feature'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { getBillingState } from '#app/features/billing/billing.server'
import { can } from '#app/features/billing/entitlements'
import { cn } from '#app/lib/cn'
import { EssayEditor } from '#app/components/essay-editor'
import { FormMessage, inputClassName } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { EssayFormSchema, essayStatuses, essayStatusLabels, MAX_ESSAY_CHARS, PERSONAL_ESSAY_LIMIT } from '#app/features/applications/essays'
import { createEssay, deleteEssay, listEssays, restoreEssayVersion, saveEssayBody, setEssayPrivate, setEssayStatus } from '#app/features/applications/essays.server'
import { listCollegeEntries } from '#app/features/colleges/college-list.server'
import { requireAccountAccessForRoute } from '#app/features/accounts/access.server'
import { handleDocumentIntent, loadDocumentsTab } from '#app/features/documents/documents-tab.server'
import { handleRecommendationIntent, loadRecommendationsTab } from '#app/features/applications/recommendations-tab.server'
import { DocumentsPanel } from '#app/components/applications/documents-panel'
import { RecommendationsPanel } from '#app/components/applications/recommendations-panel'
import { intentResponse } from '#app/lib/intent-result'
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
	const url = new URL(request.url)
	const tabParam = url.searchParams.get('tab')
	const subtabParam = url.searchParams.get('subtab')
	const tab = tabs.find((value) => value === tabParam) ?? 'overview'
	const subtab = tab === 'documents' ? null : (subtabs.find((value) => value === subtabParam) ?? null)
	// The documents tab is the vault: its own shared section, so a counselor
	// who may read applications does not see documents unless shared too.
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: tab === 'documents' ? 'documents' : 'applications' })
	const billing = await getBillingState(app, access.accountId)
	const documents = tab === 'documents' && can(billing, 'documents') ? await loadDocumentsTab(app, access) : null
	const recommendations = subtab === 'recommendations' && can(billing, 'applications') ? await loadRecommendationsTab(app, access) : null
	const essaysShown = subtab === 'essays' && can(billing, 'applications')
	const essayList = essaysShown ? await listEssays(app, access.accountId, access.role) : []
	const listed = essaysShown ? (await listCollegeEntries(app, access.accountId)).map(({ college }) => ({ id: college.id, name: college.name })) : []
	const essayId = url.searchParams.get('essay')
	return {
		tab,
		subtab,
		unlocked: can(billing, tab === 'documents' ? 'documents' : 'applications'),
		documents,
		recommendations,
		canManage: access.role === 'owner',
		essays: essayList.map(({ body: _body, versions, ...essay }) => ({ ...essay, versionCount: versions.length })),
		openEssay: essayList.find((essay) => essay.id === essayId) ?? null,
		listed,
		readOnly: access.readOnly,
		isStudent: access.role === 'student',
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user } = await requireAccountRoute(request, context, params.accountId, { write: true })
	requireSameOrigin(request, app.env)
	const formData = await request.formData()
	const intent = String(formData.get('intent') ?? '')
	const section = intent.startsWith('document-') ? 'documents' : 'applications'
	const access = await requireAccountAccessForRoute({ db: app.db, user }, params.accountId, { section, write: true })
	if (section === 'documents') return intentResponse(await handleDocumentIntent(app, { access, userId: user.id, intent, formData }))
	if (intent.startsWith('rec-')) return intentResponse(await handleRecommendationIntent(app, { access, userId: user.id, intent, formData }))
	const essayId = String(formData.get('essayId') ?? '')
	const notFound = () => data({ ok: false, message: 'That essay is no longer here.' }, { status: 404 })
	switch (intent) {
		case 'create-essay': {
			const parsed = EssayFormSchema.safeParse(Object.fromEntries(formData))
			if (!parsed.success) return data({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 })
			await createEssay(app, access.accountId, parsed.data)
			return { ok: true, message: 'Essay added.' }
		}
		case 'save-body': {
			const body = String(formData.get('body') ?? '')
			if (body.length > MAX_ESSAY_CHARS) return data({ ok: false, message: `Essays here are limited to ${MAX_ESSAY_CHARS.toLocaleString('en-US')} characters.` }, { status: 400 })
			return (await saveEssayBody(app, { accountId: access.accountId, essayId, body, userId: user.id, role: access.role })) ? { ok: true, message: 'Saved.' } : notFound()
		}
		case 'set-status': {
			const status = essayStatuses.find((value) => value === formData.get('status'))
			if (!status) return data({ ok: false, message: 'Choose a status.' }, { status: 400 })
			const result = await setEssayStatus(app, { accountId: access.accountId, essayId, status, role: access.role })
			if (result === 'over-limit') return data({ ok: false, message: 'The essay is over its word limit, so it cannot be final yet.' }, { status: 400 })
			return result === 'saved' ? { ok: true, message: `Marked ${essayStatusLabels[status].toLowerCase()}.` } : notFound()
		}
		case 'set-private': {
			const done = await setEssayPrivate(app, { accountId: access.accountId, essayId, role: access.role, value: formData.get('private') === 'on' })
			return done ? { ok: true, message: 'Privacy saved.' } : data({ ok: false, message: 'Only the student decides what counselors may read.' }, { status: 403 })
		}
		case 'restore':
			return (await restoreEssayVersion(app, { accountId: access.accountId, essayId, versionId: String(formData.get('versionId') ?? ''), userId: user.id, role: access.role }))
				? { ok: true, message: 'That version is the current one again.' }
				: notFound()
		case 'delete-essay':
			return (await deleteEssay(app, access.accountId, essayId, access.role)) ? { ok: true, message: 'Essay deleted.' } : notFound()
		default:
			return data({ ok: false, message: 'Unknown action.' }, { status: 400 })
	}
}

export default function ApplicationsRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { tab, subtab, unlocked, canManage } = loaderData
	if (!unlocked) {
		return (
			<main id="main-content" className="flex flex-col gap-6">
				<h1 className="text-2xl font-bold">Applications</h1>
				<LockedFeature feature={tab === 'documents' ? 'documents' : 'applications'} accountId={params.accountId} canManage={canManage} />
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
			{tab === 'applications' || subtab ? (
				<nav aria-label="Applications sections" className="-mt-3 flex gap-2 text-sm">
					{([[null, 'All applications'], ['essays', 'Essays'], ['recommendations', 'Recommendations']] as const).map(([value, label]) => (
						<Link
							key={label}
							to={`/a/${params.accountId}/applications?tab=applications${value ? `&subtab=${value}` : ''}`}
							aria-current={subtab === value ? 'page' : undefined}
							className={cn('rounded-md px-2 py-1 hover:bg-muted', subtab === value && 'font-medium text-brand underline underline-offset-4')}
						>
							{label}
						</Link>
					))}
				</nav>
			) : null}
			{actionData ? <FormMessage tone={actionData.ok ? 'info' : 'error'}>{actionData.message}</FormMessage> : null}
			{subtab === 'essays' ? (
				<EssaysPanel accountId={params.accountId} loaderData={loaderData} />
			) : loaderData.documents ? (
				<DocumentsPanel accountId={params.accountId} data={loaderData.documents} readOnly={loaderData.readOnly} />
			) : loaderData.recommendations ? (
				<RecommendationsPanel accountId={params.accountId} data={loaderData.recommendations} readOnly={loaderData.readOnly} />
			) : (
				<EmptyState title={subtab === 'recommendations' ? 'No recommendations yet' : empty[tab].title}>
					{subtab === 'recommendations' ? 'Who is writing each recommendation, when you asked, and whether it was submitted.' : empty[tab].text}
				</EmptyState>
			)}
		</main>
	)
}

function EssaysPanel({ accountId, loaderData }: { accountId: string; loaderData: Route.ComponentProps['loaderData'] }) {
	const { essays, openEssay, listed, readOnly, isStudent } = loaderData
	const base = `/a/${accountId}/applications?tab=applications&subtab=essays`
	if (openEssay) return <EssayEditor key={openEssay.id} accountId={accountId} essay={openEssay} readOnly={readOnly} isStudent={isStudent} backHref={base} />
	return (
		<div className="flex flex-col gap-4">
			{essays.length ? (
				<ul className="flex flex-col gap-2">
					{essays.map((essay) => (
						<li key={essay.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-background p-4" data-testid="essay">
							<div>
								<Link to={`${base}&essay=${essay.id}`} className="font-semibold hover:text-brand hover:underline">{essay.title}</Link>
								<p className="text-sm text-muted-foreground">
									{essay.collegeName ?? 'Common App'} · {essayStatusLabels[essay.status]} · {essay.wordCount}{essay.wordLimit ? ` of ${essay.wordLimit}` : ''} words
									{essay.privateFromCounselors ? ' · private from counselors' : ''}
								</p>
							</div>
							{readOnly ? null : (
								<Form method="post">
									<input type="hidden" name="essayId" value={essay.id} />
									<Button type="submit" name="intent" value="delete-essay" variant="link" size="sm" className="text-destructive" aria-label={`Delete: ${essay.title}`}>Delete</Button>
								</Form>
							)}
						</li>
					))}
				</ul>
			) : (
				<EmptyState title="No essays yet">Start with the Common App personal essay (650 words), then each college’s supplements.</EmptyState>
			)}
			{readOnly ? null : (
				<details className="rounded-xl border bg-background p-4" open={essays.length === 0}>
					<summary className="cursor-pointer font-semibold">Add an essay</summary>
					<Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
						<div className="flex flex-col gap-1.5 sm:col-span-2">
							<label htmlFor="essay-title" className="text-sm font-medium">Title</label>
							<input id="essay-title" name="title" defaultValue={essays.length ? '' : 'Common App personal essay'} maxLength={120} className={inputClassName} />
						</div>
						<div className="flex flex-col gap-1.5">
							<label htmlFor="essay-college" className="text-sm font-medium">For</label>
							<select id="essay-college" name="collegeId" defaultValue="" className={inputClassName}>
								<option value="">Common App (every college)</option>
								{listed.map((college) => (
									<option key={college.id} value={college.id}>{college.name}</option>
								))}
							</select>
						</div>
						<div className="flex flex-col gap-1.5">
							<label htmlFor="essay-limit" className="text-sm font-medium">Word limit</label>
							<input id="essay-limit" name="wordLimit" inputMode="numeric" defaultValue={String(PERSONAL_ESSAY_LIMIT)} className={inputClassName} />
						</div>
						<div className="flex flex-col gap-1.5 sm:col-span-2">
							<label htmlFor="essay-prompt" className="text-sm font-medium">Prompt (optional)</label>
							<textarea id="essay-prompt" name="prompt" rows={2} maxLength={2000} className={cn(inputClassName, 'h-auto py-2')} />
						</div>
						<div>
							<Button type="submit" name="intent" value="create-essay" variant="brand">Add essay</Button>
						</div>
					</Form>
				</details>
			)}
		</div>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Applications | Northstar' }, { name: 'robots', content: 'noindex' }]
}
