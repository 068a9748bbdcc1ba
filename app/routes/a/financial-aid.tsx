import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { OffersPanel } from '#app/components/aid/offers-panel'
import { OverviewPanel } from '#app/components/aid/overview-panel'
import { ScholarshipsPanel } from '#app/components/aid/scholarships-panel'
import { LockedFeature } from '#app/components/locked-feature'
import { FormResultMessage } from '#app/components/page-form'
import { TabLink, TabsNav } from '#app/components/ui/tabs'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { aidFormSchema } from '#app/features/aid/aid-forms'
import { type AidAnswerExtra, aidFormChoices, handleAidIntent } from '#app/features/aid/financial-aid-tab.server'
import { parseCompareSettings } from '#app/features/aid/offers'
import { loadOffersTab } from '#app/features/aid/offers.server'
import { loadAidOverview } from '#app/features/aid/overview.server'
import { parsePage } from '#app/lib/paging'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { getBillingState } from '#app/features/billing/billing.server'
import { can } from '#app/features/billing/entitlements'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import { parseIncome } from '#app/features/colleges/costs'
import { loadScholarshipsTab } from '#app/features/scholarships/scholarships.server'
import { formInvalid, formResponse } from '#app/lib/form-result'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/financial-aid'

// Financial aid: ?tab=overview (this cycle's FAFSA and CSS Profile dates and
// checklists, FSA IDs, documents, each college's priority date and net
// price), offers (aid offers compared, with the appeal helper) and
// scholarships. The guidance is free; scholarships are their own shared
// section and a billing feature. The route picks the tab and parses the
// post with the page's one schema (features/aid/aid-forms.ts); the writes
// are features/aid/financial-aid-tab.server.ts's.

const tabs = ['overview', 'offers', 'scholarships'] as const
type Tab = (typeof tabs)[number]
const tabLabels: Record<Tab, string> = { overview: 'Overview', offers: 'Aid offers', scholarships: 'Scholarships' }

const notFound = (message: string) => data({ message }, { status: 404 })

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = {
	check: 'plan',
	'priority-date': 'plan',
	'create-offer': 'plan',
	'update-offer': 'plan',
	appeal: 'plan',
	'delete-offer': null,
	'scholarship-create': 'scholarships',
	'scholarship-update': 'scholarships',
	'scholarship-status': 'scholarships',
	'scholarship-delete': null,
} satisfies FormWrites

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const tab = tabs.find((value) => value === url.searchParams.get('tab')) ?? 'overview'
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: tab === 'scholarships' ? 'scholarships' : 'financial-aid' })
	const editId = url.searchParams.get('edit')
	const base = {
		tab,
		readOnly: access.readOnly,
		canManage: access.role === 'owner',
		visibleTabs: tabs.filter((value) => access.sections.includes(value === 'scholarships' ? 'scholarships' : 'financial-aid')),
		overview: null,
		income: null,
		offers: null,
		settings: null,
		editingOffer: null,
		scholarships: null,
		editingScholarship: null,
		scholarshipsUnlocked: true,
		editingPriority: null as string | null,
	}
	if (tab === 'overview') {
		const income = parseIncome(url.searchParams.get('income'))
		const overview = await loadAidOverview(app, access.accountId, income, { page: parsePage(url.searchParams.get('page')) })
		// One college's priority date is edited at a time, by link (?priority=), so the list stays light.
		return { ...base, income, overview, editingPriority: access.readOnly ? null : url.searchParams.get('priority') }
	}
	if (tab === 'offers') {
		const settings = parseCompareSettings(url.searchParams)
		const offers = await loadOffersTab(app, access.accountId, { compare: url.searchParams.getAll('compare'), settings })
		const editingOffer = editId && !access.readOnly ? (offers.offers.find((offer) => offer.id === editId) ?? null) : null
		if (editId && !access.readOnly && !editingOffer) throw notFound('That aid offer is not in this account.')
		return { ...base, offers, settings, editingOffer }
	}
	if (!can(await getBillingState(app, access.accountId), 'scholarships')) return { ...base, scholarshipsUnlocked: false }
	const scholarships = await loadScholarshipsTab(app, access.accountId, access.role)
	const editingScholarship = editId && !access.readOnly ? (scholarships.scholarships.find((item) => item.id === editId) ?? null) : null
	if (editId && !access.readOnly && !editingScholarship) throw notFound('That scholarship is not in this account.')
	return { ...base, scholarships, editingScholarship }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user } = await requireAccountRoute(request, context, params.accountId, { write: true })
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	// The section and the plan are asked before the post is read any further (decision 022).
	const posted = formData.get('intent')
	const intent = typeof posted === 'string' ? posted : ''
	const { access } = await requireAccountRoute(request, context, params.accountId, { section: intent.startsWith('scholarship-') ? 'scholarships' : 'financial-aid', write: true })
	await requireWrite(app, access, writes, intent)
	const submission = parseWithZod(formData, { schema: aidFormSchema(await aidFormChoices(app, access, intent)) })
	if (submission.status !== 'success') return formResponse<AidAnswerExtra>(formInvalid(intent, submission.error), submission.reply)
	return formResponse(await handleAidIntent(app, access, submission.value), submission.reply)
}

export default function FinancialAidRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { tab, visibleTabs, readOnly, canManage } = loaderData
	const accountId = params.accountId
	// The appeal helper answers with its outline, under its form.
	const appeal = actionData?.intent === 'appeal' ? actionData : undefined
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<h1 className="text-2xl font-bold">{tab === 'scholarships' ? 'Scholarships' : 'Financial aid'}</h1>
			{visibleTabs.length > 1 ? (
				<TabsNav aria-label="Financial aid">
					{visibleTabs.map((value) => (
						<TabLink key={value} to={`/a/${accountId}/financial-aid?tab=${value}`} active={tab === value}>
							{tabLabels[value]}
						</TabLink>
					))}
				</TabsNav>
			) : null}
			{appeal?.ok ? null : <FormResultMessage actionData={actionData} />}

			{loaderData.overview && loaderData.income ? (
				<OverviewPanel accountId={accountId} data={loaderData.overview} income={loaderData.income} editingPriority={loaderData.editingPriority} readOnly={readOnly} actionData={actionData} />
			) : loaderData.offers && loaderData.settings ? (
				<OffersPanel
					accountId={accountId}
					data={loaderData.offers}
					settings={loaderData.settings}
					editing={loaderData.editingOffer}
					readOnly={readOnly}
					actionData={actionData}
					outline={appeal?.ok ? appeal.outline : undefined}
				/>
			) : loaderData.scholarships ? (
				<ScholarshipsPanel accountId={accountId} data={loaderData.scholarships} editing={loaderData.editingScholarship} readOnly={readOnly} actionData={actionData} />
			) : (
				<LockedFeature feature="scholarships" accountId={accountId} canManage={canManage} />
			)}
		</main>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta({ loaderData }: Route.MetaArgs) {
	return [{ title: `${loaderData?.tab === 'scholarships' ? 'Scholarships' : 'Financial aid'} | Northstar` }, { name: 'robots', content: 'noindex' }]
}
