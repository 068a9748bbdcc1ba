import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { ErrorList, Field, SelectField } from '#app/components/forms'
import { FormResultMessage, usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { listAudit } from '#app/features/accounts/audit.server'
import { getAccountDetails } from '#app/features/accounts/accounts.server'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import {
	extendTrial,
	getSubscriptionStatus,
	grantComplimentaryPlan,
	listPlans,
	revokeComplimentaryPlan,
	searchAccounts,
	subscriptionHistory,
} from '#app/features/billing/billing.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { formatInstant } from '#app/features/plan/dates'
import { type AppContext, getAppContext } from '#app/lib/app-context'
import { type FormAnswer, formError, type FormResult, formInvalid, formOk, formResponse } from '#app/lib/form-result'
import { getSessionUser } from '#app/lib/session.server'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/admin-entitlements'

// Site admins only (users.is_admin); everyone else gets 403. Search any
// account, see its plan, status and history; grant or revoke a complimentary
// plan or extend a trial, each with a reason that goes to the audit log.

const reasonError = 'Give a reason (it goes to the audit log).'
const ReasonSchema = z.string({ error: reasonError }).trim().min(3, reasonError).max(200, 'Keep the reason under 200 characters.')
const AccountIdSchema = z.string({ error: 'No such account.' }).trim().min(1, 'No such account.').max(40, 'No such account.')
const GrantFormSchema = z.object({ intent: z.literal('grant'), account: AccountIdSchema, plan: z.string({ error: 'Choose a plan.' }).min(1, 'Choose a plan.').max(60), reason: ReasonSchema })
const ExtendFormSchema = z.object({
	intent: z.literal('extend'),
	account: AccountIdSchema,
	days: z.coerce.number({ error: 'From 1 to 60 days.' }).int('From 1 to 60 days.').min(1, 'From 1 to 60 days.').max(60, 'From 1 to 60 days.'),
	reason: ReasonSchema,
})
const RevokeFormSchema = z.object({ intent: z.literal('revoke'), account: AccountIdSchema, reason: ReasonSchema })
const AdminActionSchema = z.discriminatedUnion('intent', [GrantFormSchema, ExtendFormSchema, RevokeFormSchema])

async function requireAdmin(request: Request, context: Route.LoaderArgs['context'], accountId: string | undefined) {
	const app = getAppContext(context)
	const user = await getSessionUser(request, app)
	if (user && !user.isAdmin) throw data({ message: 'This page is for Northstar administrators.' }, { status: 403 })
	return { ...(await requireAccountRoute(request, context, accountId)), app }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app } = await requireAdmin(request, context, params.accountId)
	const url = new URL(request.url)
	const query = url.searchParams.get('q')?.trim().slice(0, 100) ?? ''
	const selectedId = url.searchParams.get('account')
	const results = await searchAccounts(app, query)
	const selected = selectedId ? await getAccountDetails(app, selectedId) : null
	return {
		query,
		results,
		plans: (await listPlans(app)).map((plan) => ({ slug: plan.slug, label: `${plan.name} (${plan.interval})` })),
		selected: selected
			? {
					id: selected.id,
					studentName: selected.studentName,
					status: await getSubscriptionStatus(app, selected.id),
					history: await subscriptionHistory(app, selected.id),
					audit: (await listAudit(app, selected.id, 30)).filter((entry) => entry.action.startsWith('billing.')),
				}
			: null,
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user } = await requireAdmin(request, context, params.accountId)
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	const posted = formData.get('intent')
	const intent = typeof posted === 'string' ? posted : ''
	const submission = parseWithZod(formData, { schema: AdminActionSchema })
	if (submission.status !== 'success') return formResponse(formInvalid(intent, submission.error), submission.reply)
	return formResponse(await changeEntitlement(app, user.id, submission.value), submission.reply)
}

async function changeEntitlement(app: AppContext, actorUserId: string, input: z.output<typeof AdminActionSchema>): Promise<FormAnswer> {
	if (!(await getAccountDetails(app, input.account))) return formError(404, input.intent, 'No such account.')
	switch (input.intent) {
		case 'grant':
			await grantComplimentaryPlan(app, { accountId: input.account, planSlug: input.plan, reason: input.reason, actorUserId })
			return formOk(input.intent, 'Complimentary plan granted.', { reply: { resetForm: true } })
		case 'revoke': {
			const { revoked } = await revokeComplimentaryPlan(app, { accountId: input.account, reason: input.reason, actorUserId })
			return revoked ? formOk(input.intent, 'Complimentary plan revoked.', { reply: { resetForm: true } }) : formError(409, input.intent, 'This account has no complimentary plan.')
		}
		case 'extend': {
			const { extended } = await extendTrial(app, { accountId: input.account, days: input.days, reason: input.reason, actorUserId })
			return extended ? formOk(input.intent, `Trial extended by ${input.days} days.`, { reply: { resetForm: true } }) : formError(409, input.intent, 'This account is not on a trial.')
		}
	}
}

export default function AdminEntitlementsRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { query, results, plans, selected } = loaderData
	const here = `/a/${params.accountId}/admin/entitlements`
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<h1 className="text-2xl font-bold">Entitlements</h1>
			<FormResultMessage actionData={actionData} />
			{/* A GET search form (?q=): nothing is posted, so it needs no Conform. */}
			<Form method="get" className="flex max-w-xl items-end gap-2">
				<Field label="Find an account (student name, owner email or id)" inputProps={{ name: 'q', defaultValue: query, type: 'search' }} className="flex-1" />
				<Button type="submit" variant="outline">
					Search
				</Button>
			</Form>
			<ul className={cardVariants({ padding: 'none', className: 'flex flex-col divide-y' })} data-testid="admin-results">
				{results.map((result) => (
					<li key={result.id}>
						<Link to={`${here}?${new URLSearchParams({ q: query, account: result.id })}`} className="flex justify-between gap-4 px-4 py-3 hover:bg-muted">
							<span className="font-medium">{result.studentName}</span>
							<span className="text-sm text-muted-foreground">{result.ownerEmail}</span>
						</Link>
					</li>
				))}
				{results.length === 0 ? <li className="px-4 py-3 text-muted-foreground">No accounts match.</li> : null}
			</ul>
			{selected ? (
				<section aria-labelledby="selected-heading" className={cardVariants({ className: 'flex flex-col gap-4' })}>
					<h2 id="selected-heading" className="text-lg font-semibold">
						{selected.studentName}
					</h2>
					<p data-testid="admin-status">
						{selected.status.status} · {selected.status.planName ?? 'no plan'}
						{selected.status.trialDaysLeft !== null ? ` · ${selected.status.trialDaysLeft} trial days left` : ''}
					</p>
					<div className="grid gap-4 lg:grid-cols-3">
						<GrantForm account={selected.id} plans={plans} actionData={actionData} />
						<ExtendForm account={selected.id} actionData={actionData} />
						<RevokeForm account={selected.id} actionData={actionData} />
					</div>
					<h3 className="font-semibold">History</h3>
					<ol className="flex flex-col gap-1 text-sm">
						{selected.history.map((entry) => (
							<li key={entry.id}>
								{formatInstant(entry.createdAt, 'UTC', { year: 'numeric', month: 'numeric', day: 'numeric' })} UTC · {entry.plan} · {entry.provider} · {entry.status}
								{entry.compReason ? ` · ${entry.compReason}` : ''}
							</li>
						))}
					</ol>
					{selected.audit.length ? (
						<ol className="flex flex-col gap-1 text-sm text-muted-foreground">
							{selected.audit.map((entry) => (
								<li key={entry.id}>
									{formatInstant(entry.createdAt, 'UTC', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' })} UTC · {entry.actorEmail ?? 'system'} · {entry.action}
									{entry.details && 'reason' in entry.details ? ` · ${String(entry.details.reason)}` : ''}
								</li>
							))}
						</ol>
					) : null}
				</section>
			) : null}
		</main>
	)
}

const adminFormClass = 'flex flex-col gap-2 rounded-md bg-muted/60 p-3'

function GrantForm({ account, plans, actionData }: { account: string; plans: Array<{ slug: string; label: string }>; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({ id: 'grant', schema: GrantFormSchema, actionData, intents: ['grant'], defaultValue: { account, plan: plans[0]?.slug } })
	return (
		<Form method="post" {...getFormProps(form)} className={adminFormClass}>
			<ErrorList id={form.errorId} errors={form.errors} />
			<input {...getInputProps(fields.account, { type: 'hidden' })} />
			<SelectField label="Complimentary plan" meta={fields.plan} selectProps={getSelectProps(fields.plan)} options={plans.map((plan) => [plan.slug, plan.label])} />
			<Field label="Reason" meta={fields.reason} inputProps={getInputProps(fields.reason, { type: 'text' })} />
			<Button type="submit" name="intent" value="grant" variant="brand">
				Grant
			</Button>
		</Form>
	)
}

function ExtendForm({ account, actionData }: { account: string; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({ id: 'extend', schema: ExtendFormSchema, actionData, intents: ['extend'], defaultValue: { account, days: '7' } })
	return (
		<Form method="post" {...getFormProps(form)} className={adminFormClass}>
			<ErrorList id={form.errorId} errors={form.errors} />
			<input {...getInputProps(fields.account, { type: 'hidden' })} />
			<Field label="Days to add to the trial" meta={fields.days} inputProps={getInputProps(fields.days, { type: 'number' })} />
			<Field label="Reason" meta={fields.reason} inputProps={getInputProps(fields.reason, { type: 'text' })} />
			<Button type="submit" name="intent" value="extend" variant="outline">
				Extend trial
			</Button>
		</Form>
	)
}

function RevokeForm({ account, actionData }: { account: string; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({ id: 'revoke', schema: RevokeFormSchema, actionData, intents: ['revoke'], defaultValue: { account } })
	return (
		<Form method="post" {...getFormProps(form)} className={adminFormClass}>
			<ErrorList id={form.errorId} errors={form.errors} />
			<input {...getInputProps(fields.account, { type: 'hidden' })} />
			<Field label="Reason for revoking" meta={fields.reason} inputProps={getInputProps(fields.reason, { type: 'text' })} />
			<Button type="submit" name="intent" value="revoke" variant="outline">
				Revoke complimentary plan
			</Button>
		</Form>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Entitlements | Northstar' }, { name: 'robots', content: 'noindex' }]
}
