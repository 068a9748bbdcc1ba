import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import { useFamilyTime } from '#app/components/family-time-zone'
import { ErrorList } from '#app/components/forms'
import { TrialLine } from '#app/components/pricing'
import { TestBillingNotice } from '#app/components/test-billing-notice'
import { Button } from '#app/components/ui/button'
import { ChoosePlanFormSchema, PlanActionFormSchema } from '#app/features/billing/billing-forms'
import type { loadBillingTab } from '#app/features/billing/billing-settings.server'
import { formatPrice } from '#app/features/billing/price-copy'
import type { FormResult } from '#app/lib/form-result'
import { allErrorsOf, usePageForm } from '#app/components/page-form'

// Settings → Billing: the plan and its status for everyone; choosing,
// managing and canceling for the owner.

type BillingTabData = Awaited<ReturnType<typeof loadBillingTab>>
type Status = BillingTabData['status']

const statusText: Record<string, string> = {
	trialing: 'Free trial',
	active: 'Active',
	past_due: 'Payment due: update the card to keep the plan',
	canceled: 'Canceled',
	trial_expired: 'Trial ended: choose a plan to go on',
	none: 'No plan yet',
}

export function BillingTab({ billing, isOwner, actionData }: { billing: BillingTabData; isOwner: boolean; actionData: FormResult | undefined }) {
	const { status, plans, trialDays, provider } = billing
	const when = useFamilyTime()
	const date = (ms: number | null) => (ms ? when(ms, { month: 'long', day: 'numeric', year: 'numeric' }) : '—')
	return (
		<div className="flex flex-col gap-6">
			<section aria-labelledby="plan-heading" className="rounded-xl border bg-background p-6">
				<div className="flex flex-wrap items-center justify-between gap-2">
					<h2 id="plan-heading" className="text-lg font-semibold">
						Plan
					</h2>
					{provider === 'local' ? <TestBillingNotice /> : null}
				</div>
				<dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="billing-status">
					<dt className="text-muted-foreground">Status</dt>
					<dd className="font-medium">{statusText[status.status]}</dd>
					<dt className="text-muted-foreground">Plan</dt>
					<dd>{status.planName ? `${status.planName} · ${formatPrice(status.priceCents ?? 0)}/${status.interval}` : '—'}</dd>
					{status.status === 'trialing' ? (
						<>
							<dt className="text-muted-foreground">Trial days left</dt>
							<dd>
								{status.trialDaysLeft} (ends {date(status.trialEndsAt)})
							</dd>
						</>
					) : null}
					{status.status === 'active' || status.status === 'past_due' ? (
						<>
							<dt className="text-muted-foreground">Next invoice</dt>
							<dd>{status.provider === 'comp' ? `None (complimentary: ${status.compReason})` : date(status.currentPeriodEnd)}</dd>
						</>
					) : null}
					{status.status === 'canceled' && status.hasAccess ? (
						<>
							<dt className="text-muted-foreground">Active until</dt>
							<dd>{date(status.accessUntil)}</dd>
						</>
					) : null}
				</dl>
				{isOwner && (status.status === 'active' || status.status === 'past_due' || status.status === 'trialing') && status.provider !== 'comp' ? (
					<PlanActionForm status={status} actionData={actionData} />
				) : null}
			</section>
			{isOwner ? (
				<section aria-labelledby="choose-heading" className="flex flex-col gap-4">
					<h2 id="choose-heading" className="text-lg font-semibold">
						{status.status === 'active' ? 'Change plan' : 'Choose a plan'}
					</h2>
					<TrialLine days={trialDays} />
					<div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
						{plans.map((plan) => (
							<ChoosePlanForm key={plan.slug} plan={plan} status={status} actionData={actionData} />
						))}
					</div>
				</section>
			) : (
				<p className="text-muted-foreground">The account owner manages this student's plan.</p>
			)}
		</div>
	)
}

function PlanActionForm({ status, actionData }: { status: Status; actionData: FormResult | undefined }) {
	const [form] = usePageForm({ id: 'plan-action', schema: PlanActionFormSchema, actionData, intents: ['manage', 'cancel'] })
	return (
		<Form method="post" {...getFormProps(form)} className="mt-4 flex flex-wrap gap-2">
			{status.provider === 'stripe' ? (
				<Button type="submit" name="intent" value="manage" variant="outline">
					Manage billing
				</Button>
			) : (
				<Button type="submit" name="intent" value="cancel" variant="outline">
					{status.status === 'trialing' ? 'End the trial' : 'Cancel plan'}
				</Button>
			)}
			<ErrorList id={form.errorId} errors={allErrorsOf(form)} />
		</Form>
	)
}

function ChoosePlanForm({ plan, status, actionData }: { plan: BillingTabData['plans'][number]; status: Status; actionData: FormResult | undefined }) {
	const [form] = usePageForm({ id: `choose-${plan.slug}`, schema: ChoosePlanFormSchema, actionData, intents: ['choose-plan'], same: { plan: plan.slug } })
	const current = status.planSlug === plan.slug && status.status === 'active'
	return (
		<Form method="post" {...getFormProps(form)} className="flex flex-col rounded-xl border bg-background p-5" data-testid={`choose-${plan.slug}`}>
			<input type="hidden" name="plan" value={plan.slug} />
			<p className="font-semibold">{plan.name}</p>
			<p className="mt-1">
				<span className="text-2xl font-bold">{formatPrice(plan.priceCents)}</span>
				<span className="text-muted-foreground">/{plan.interval}</span>
			</p>
			<Button type="submit" name="intent" value="choose-plan" variant={current ? 'outline' : 'brand'} className="mt-4" disabled={current}>
				{current ? 'Current plan' : `Choose ${plan.name}${plan.interval === 'year' ? ' yearly' : ''}`}
			</Button>
			<ErrorList id={form.errorId} errors={allErrorsOf(form)} />
		</Form>
	)
}
