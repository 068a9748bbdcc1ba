import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { FormMessage } from '#app/components/form-controls'
import { Field } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Select } from '#app/components/ui/select'
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
import { getAppContext } from '#app/lib/app-context'
import { getSessionUser } from '#app/lib/session.server'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/admin-entitlements'

// Site admins only (users.is_admin); everyone else gets 403. Search any
// account, see its plan, status and history; grant or revoke a complimentary
// plan or extend a trial, each with a reason that goes to the audit log.

const ReasonSchema = z.string().trim().min(3, 'Give a reason (it goes to the audit log).').max(200)
const AdminActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('grant'), account: z.string().min(1), plan: z.string().min(1), reason: ReasonSchema }),
	z.object({ intent: z.literal('revoke'), account: z.string().min(1), reason: ReasonSchema }),
	z.object({
		intent: z.literal('extend'),
		account: z.string().min(1),
		days: z.coerce.number().int().min(1, 'From 1 to 60 days.').max(60, 'From 1 to 60 days.'),
		reason: ReasonSchema,
	}),
])

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
	const parsed = AdminActionSchema.safeParse(Object.fromEntries(await readFormData(request)))
	if (!parsed.success) {
		return data({ ok: false, message: parsed.error.issues.map((issue) => issue.message).join(' ') }, { status: 400 })
	}
	const input = parsed.data
	if (!(await getAccountDetails(app, input.account))) return data({ ok: false, message: 'No such account.' }, { status: 404 })
	if (input.intent === 'grant') {
		await grantComplimentaryPlan(app, { accountId: input.account, planSlug: input.plan, reason: input.reason, actorUserId: user.id })
		return { ok: true, message: 'Complimentary plan granted.' }
	}
	if (input.intent === 'revoke') {
		const { revoked } = await revokeComplimentaryPlan(app, { accountId: input.account, reason: input.reason, actorUserId: user.id })
		return revoked ? { ok: true, message: 'Complimentary plan revoked.' } : data({ ok: false, message: 'This account has no complimentary plan.' }, { status: 409 })
	}
	const { extended } = await extendTrial(app, { accountId: input.account, days: input.days, reason: input.reason, actorUserId: user.id })
	return extended ? { ok: true, message: `Trial extended by ${input.days} days.` } : data({ ok: false, message: 'This account is not on a trial.' }, { status: 409 })
}

export default function AdminEntitlementsRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { query, results, plans, selected } = loaderData
	const here = `/a/${params.accountId}/admin/entitlements`
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<h1 className="text-2xl font-bold">Entitlements</h1>
			{actionData?.message ? <FormMessage tone={actionData.ok ? 'info' : 'error'}>{actionData.message}</FormMessage> : null}
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
						<Form method="post" className="flex flex-col gap-2 rounded-md bg-muted/60 p-3">
							<input type="hidden" name="account" value={selected.id} />
							<label className="text-sm font-medium" htmlFor="grant-plan">
								Complimentary plan
							</label>
							<Select id="grant-plan" name="plan">
								{plans.map((plan) => (
									<option key={plan.slug} value={plan.slug}>
										{plan.label}
									</option>
								))}
							</Select>
							<Field label="Reason" inputProps={{ name: 'reason', required: true, minLength: 3 }} />
							<Button type="submit" name="intent" value="grant" variant="brand">
								Grant
							</Button>
						</Form>
						<Form method="post" className="flex flex-col gap-2 rounded-md bg-muted/60 p-3">
							<input type="hidden" name="account" value={selected.id} />
							<Field label="Days to add to the trial" inputProps={{ name: 'days', type: 'number', min: 1, max: 60, defaultValue: 7 }} />
							<Field label="Reason" inputProps={{ name: 'reason', required: true, minLength: 3 }} />
							<Button type="submit" name="intent" value="extend" variant="outline">
								Extend trial
							</Button>
						</Form>
						<Form method="post" className="flex flex-col gap-2 rounded-md bg-muted/60 p-3">
							<input type="hidden" name="account" value={selected.id} />
							<Field label="Reason for revoking" inputProps={{ name: 'reason', required: true, minLength: 3 }} />
							<Button type="submit" name="intent" value="revoke" variant="outline">
								Revoke complimentary plan
							</Button>
						</Form>
					</div>
					<h3 className="font-semibold">History</h3>
					<ol className="flex flex-col gap-1 text-sm">
						{selected.history.map((entry) => (
							<li key={entry.id}>
								{new Date(entry.createdAt).toLocaleDateString('en-US')} · {entry.plan} · {entry.provider} · {entry.status}
								{entry.compReason ? ` · ${entry.compReason}` : ''}
							</li>
						))}
					</ol>
					{selected.audit.length ? (
						<ol className="flex flex-col gap-1 text-sm text-muted-foreground">
							{selected.audit.map((entry) => (
								<li key={entry.id}>
									{new Date(entry.createdAt).toLocaleString('en-US')} · {entry.actorEmail ?? 'system'} · {entry.action}
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

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Entitlements | Northstar' }, { name: 'robots', content: 'noindex' }]
}
