import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { OffersPanel } from '#app/components/aid/offers-panel'
import { OverviewPanel } from '#app/components/aid/overview-panel'
import { ScholarshipsPanel } from '#app/components/aid/scholarships-panel'
import { FormMessage } from '#app/components/form-controls'
import { LockedFeature } from '#app/components/locked-feature'
import { TabLink, TabsNav } from '#app/components/ui/tabs'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { type AppealOutline, AppealFormSchema, appealOutline } from '#app/features/aid/appeal'
import { defaultCompareSettings, offerFormSchema, parseCompareSettings, summarizeOffer } from '#app/features/aid/offers'
import { createOffer, deleteOffer, listOffers, loadOffersTab, updateOffer } from '#app/features/aid/offers.server'
import { ChecklistTickSchema, getAidAccount, loadAidOverview, PriorityDateSchema, savePriorityDate, tickChecklistItem } from '#app/features/aid/overview.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { getBillingState } from '#app/features/billing/billing.server'
import { can } from '#app/features/billing/entitlements'
import { listCollegeEntries } from '#app/features/colleges/college-list.server'
import { parseIncome } from '#app/features/colleges/costs'
import { listEssays } from '#app/features/applications/essays.server'
import { scholarshipFormSchema, ScholarshipStatusSchema } from '#app/features/scholarships/scholarships'
import { createScholarship, deleteScholarship, loadScholarshipsTab, setScholarshipStatus, updateScholarship } from '#app/features/scholarships/scholarships.server'
import { readFormData } from '#app/lib/form-data.server'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import type { Route } from './+types/financial-aid'

// Financial aid: ?tab=overview (this cycle's FAFSA and CSS Profile dates and
// checklists, FSA IDs, documents, each college's priority date and net
// price), offers (aid offers compared, with the appeal helper) and
// scholarships. The guidance is free; scholarships are their own shared
// section and a billing feature.

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
	}
	if (tab === 'overview') {
		const income = parseIncome(url.searchParams.get('income'))
		return { ...base, income, overview: await loadAidOverview(app, access.accountId, income) }
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

type ActionResult = { intent: string; ok: boolean; message?: string; result?: SubmissionResult<string[]>; outline?: AppealOutline }

const reply = (result: ActionResult, status = 200) => (status === 200 ? result : data(result, { status }))

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user } = await requireAccountRoute(request, context, params.accountId, { write: true })
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	const intent = String(formData.get('intent') ?? '')
	const isScholarship = intent.startsWith('scholarship-')
	const { access } = await requireAccountRoute(request, context, params.accountId, { section: isScholarship ? 'scholarships' : 'financial-aid', write: true })
	await requireWrite(app, access, writes, intent)
	const accountId = access.accountId

	if (isScholarship) {
		const scholarshipId = String(formData.get('scholarshipId') ?? '')
		if (intent === 'scholarship-create' || intent === 'scholarship-update') {
			const essayIds = (await listEssays(app, accountId, access.role)).map((essay) => essay.id)
			const submission = parseWithZod(formData, { schema: scholarshipFormSchema(essayIds) })
			if (submission.status !== 'success') return reply({ intent, ok: false, result: submission.reply() }, 400)
			const saved = intent === 'scholarship-create' ? await createScholarship(app, accountId, submission.value) : await updateScholarship(app, accountId, scholarshipId, submission.value)
			if (saved.status === 'not-found') return reply({ intent, ok: false, message: 'That scholarship is no longer here.' }, 404)
			if (saved.status === 'unknown-essay') return reply({ intent, ok: false, result: submission.reply({ fieldErrors: { essayId: ['Choose one of the student’s essays.'] } }) }, 400)
			return reply({ intent, ok: true, message: intent === 'scholarship-create' ? 'Scholarship added.' : 'Scholarship saved.', result: intent === 'scholarship-create' ? submission.reply({ resetForm: true }) : undefined })
		}
		if (intent === 'scholarship-status') {
			const parsed = ScholarshipStatusSchema.safeParse(Object.fromEntries(formData))
			if (!parsed.success) return reply({ intent, ok: false, message: parsed.error.issues[0]!.message }, 400)
			const updated = await setScholarshipStatus(app, accountId, parsed.data.scholarshipId, parsed.data.status)
			return updated ? reply({ intent, ok: true, message: 'Status saved.' }) : reply({ intent, ok: false, message: 'That scholarship is no longer here.' }, 404)
		}
		if (intent === 'scholarship-delete') {
			return (await deleteScholarship(app, accountId, scholarshipId)) ? reply({ intent, ok: true, message: 'Scholarship deleted.' }) : reply({ intent, ok: false, message: 'That scholarship is no longer here.' }, 404)
		}
		return reply({ intent, ok: false, message: 'Unknown action.' }, 400)
	}

	const offerId = String(formData.get('offerId') ?? '')
	switch (intent) {
		case 'check': {
			const parsed = ChecklistTickSchema.safeParse(Object.fromEntries(formData))
			if (!parsed.success) return reply({ intent, ok: false, message: 'That checklist item was not understood.' }, 400)
			const result = await tickChecklistItem(app, accountId, parsed.data)
			return result.ok ? reply({ intent, ok: true, message: result.message }) : reply({ intent, ok: false, message: result.message }, result.status)
		}
		case 'priority-date': {
			const parsed = PriorityDateSchema.safeParse(Object.fromEntries(formData))
			if (!parsed.success) return reply({ intent, ok: false, message: parsed.error.issues[0]!.message }, 400)
			const result = await savePriorityDate(app, accountId, parsed.data)
			return result.ok ? reply({ intent, ok: true, message: result.message }) : reply({ intent, ok: false, message: result.message }, result.status)
		}
		case 'create-offer':
		case 'update-offer': {
			const listed = (await listCollegeEntries(app, accountId)).map(({ college }) => college.id)
			const submission = parseWithZod(formData, { schema: offerFormSchema(listed) })
			if (submission.status !== 'success') return reply({ intent, ok: false, result: submission.reply() }, 400)
			if (intent === 'create-offer') {
				await createOffer(app, accountId, submission.value)
				return reply({ intent, ok: true, message: 'Offer added.', result: submission.reply({ resetForm: true }) })
			}
			const updated = await updateOffer(app, accountId, offerId, submission.value)
			return updated ? reply({ intent, ok: true, message: 'Offer saved.' }) : reply({ intent, ok: false, message: 'That aid offer is no longer here.' }, 404)
		}
		case 'delete-offer':
			return (await deleteOffer(app, accountId, offerId)) ? reply({ intent, ok: true, message: 'Offer deleted.' }) : reply({ intent, ok: false, message: 'That aid offer is no longer here.' }, 404)
		case 'appeal': {
			const parsed = AppealFormSchema.safeParse(Object.fromEntries(formData))
			if (!parsed.success) return reply({ intent, ok: false, message: parsed.error.issues[0]!.message }, 400)
			const [offers, account] = await Promise.all([listOffers(app, accountId), getAidAccount(app, accountId)])
			const appealed = offers.find((offer) => offer.id === parsed.data.appealOfferId)
			const competing = offers.find((offer) => offer.id === parsed.data.competingOfferId)
			if (!appealed || !competing) return reply({ intent, ok: false, message: 'That aid offer is no longer here.' }, 404)
			const result = appealOutline({
				appealed: summarizeOffer(appealed, defaultCompareSettings),
				competing: summarizeOffer(competing, defaultCompareSettings),
				studentName: account.studentName,
				circumstances: parsed.data.circumstances,
			})
			return result.ok ? reply({ intent, ok: true, outline: result.outline }) : reply({ intent, ok: false, message: result.message }, 400)
		}
		default:
			return reply({ intent, ok: false, message: 'Unknown action.' }, 400)
	}
}

export default function FinancialAidRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { tab, visibleTabs, readOnly, canManage } = loaderData
	const accountId = params.accountId
	const formResult = actionData?.result ? { intent: actionData.intent, result: actionData.result } : undefined
	// Conform shows a form's own errors inline, and the appeal helper shows its own message.
	const message = actionData?.message && !(actionData.intent === 'appeal' && !actionData.ok) ? actionData.message : null
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
			{message ? <FormMessage tone={actionData?.ok ? 'info' : 'error'}>{message}</FormMessage> : null}

			{loaderData.overview && loaderData.income ? (
				<OverviewPanel accountId={accountId} data={loaderData.overview} income={loaderData.income} readOnly={readOnly} />
			) : loaderData.offers && loaderData.settings ? (
				<OffersPanel
					accountId={accountId}
					data={loaderData.offers}
					settings={loaderData.settings}
					editing={loaderData.editingOffer}
					readOnly={readOnly}
					formResult={formResult}
					appeal={actionData?.intent === 'appeal' ? { outline: actionData.outline, message: actionData.ok ? undefined : actionData.message } : undefined}
				/>
			) : loaderData.scholarships ? (
				<ScholarshipsPanel accountId={accountId} data={loaderData.scholarships} editing={loaderData.editingScholarship} readOnly={readOnly} formResult={formResult} />
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
