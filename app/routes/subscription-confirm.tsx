import { Form, Link } from 'react-router'
import { AuthLayout } from '#app/components/auth-layout'
import { EmptyState } from '#app/components/empty-state'
import { FormMessage } from '#app/components/form-controls'
import { SelectField } from '#app/components/forms'
import { TestBillingNotice } from '#app/components/test-billing-notice'
import { Button, buttonVariants } from '#app/components/ui/button'
import { safeRedirect } from '#app/features/auth/redirects'
import { formatPrice } from '#app/features/billing/price-copy'
import { loadSubscriptionConfirm } from '#app/features/billing/subscription-confirm.server'
import { getAppContext } from '#app/lib/app-context'
import { getSessionUser } from '#app/lib/session.server'
import type { Route } from './+types/subscription-confirm'

// spec §2 /subscription-confirm: the current account's subscription status,
// the session's accounts and the current account id; an empty state without
// one. A visitor who is not signed in has no account either: they get the
// empty state too, with the way to sign in and come back here (Polish #4).

export async function loader({ request, context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const url = new URL(request.url)
	const testBilling = app.billing.name === 'local'
	const user = await getSessionUser(request, app)
	if (!user) {
		const returnTo = safeRedirect(`${url.pathname}${url.search}`, '/subscription-confirm')
		return { signedIn: false as const, loginHref: `/login?${new URLSearchParams({ returnTo })}`, testBilling }
	}
	const { accounts, current } = await loadSubscriptionConfirm(app, user, url.searchParams.get('accountId'))
	if (!current) return { signedIn: true as const, status: null, accounts, currentAccountId: null, checkout: null, canManage: false, testBilling }
	return {
		signedIn: true as const,
		status: current.status,
		accounts,
		currentAccountId: current.id,
		checkout: url.searchParams.get('checkout'),
		canManage: current.canManage,
		testBilling,
	}
}

const statusText: Record<string, string> = {
	trialing: 'Free trial',
	active: 'Active',
	past_due: 'Payment due',
	canceled: 'Canceled',
	trial_expired: 'Trial ended',
	none: 'No plan yet',
}

export default function SubscriptionConfirmRoute({ loaderData }: Route.ComponentProps) {
	if (!loaderData.signedIn) {
		const { loginHref, testBilling } = loaderData
		return (
			<AuthLayout
				title="Sign in to see your plan"
				description={testBilling ? <TestBillingNotice /> : undefined}
				footer={
					<>
						New to Northstar?{' '}
						<Link to="/signup?source=subscription-confirm" className="font-medium text-brand underline underline-offset-2">
							Start your free trial
						</Link>
					</>
				}
			>
				<EmptyState title="You’re not signed in">
					Your student’s plan and subscription status appear here once you sign in with the email you used for Northstar.
				</EmptyState>
				<Link to={loginHref} className={buttonVariants({ variant: 'brand', className: 'mt-4 w-full' })}>
					Sign in
				</Link>
			</AuthLayout>
		)
	}
	const { status, accounts, currentAccountId, checkout, canManage, testBilling } = loaderData
	if (!status || !currentAccountId) {
		return (
			<AuthLayout title="No student account yet" description={testBilling ? <TestBillingNotice /> : undefined}>
				<EmptyState title="Nothing to confirm">Add a student first, then choose their plan.</EmptyState>
				<Link to="/onboarding" className={buttonVariants({ variant: 'brand', className: 'mt-4 w-full' })}>
					Add a student
				</Link>
			</AuthLayout>
		)
	}
	const student = accounts.find((account) => account.id === currentAccountId)!
	const settings = `/a/${currentAccountId}/settings?tab=billing`
	return (
		<AuthLayout
			title={checkout === 'success' ? 'Thank you — you’re all set' : status.needsPlan ? 'Choose a plan to keep going' : 'Your plan'}
			description={
				<>
					For <strong className="text-foreground">{student.studentName}</strong>
					{testBilling ? <TestBillingNotice className="ml-2" /> : null}
				</>
			}
		>
			<div className="flex flex-col gap-4">
				<dl className="grid grid-cols-2 gap-2 rounded-md bg-muted p-4 text-sm" data-testid="subscription-status">
					<dt className="text-muted-foreground">Status</dt>
					<dd className="font-medium">{statusText[status.status]}</dd>
					<dt className="text-muted-foreground">Plan</dt>
					<dd>{status.planName ? `${status.planName} · ${formatPrice(status.priceCents ?? 0)}/${status.interval}` : '—'}</dd>
					{status.status === 'trialing' ? (
						<>
							<dt className="text-muted-foreground">Trial days left</dt>
							<dd>{status.trialDaysLeft}</dd>
						</>
					) : null}
				</dl>
				{status.needsPlan ? (
					<FormMessage tone="info">
						{status.status === 'trial_expired'
							? 'The free trial has ended. Pick a plan to keep the plan, reminders and college list going.'
							: 'This student has no active plan.'}
					</FormMessage>
				) : null}
				{canManage ? (
					<Link to={settings} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
						{status.needsPlan ? 'Choose a plan' : 'Manage billing'}
					</Link>
				) : (
					<p className="text-sm text-muted-foreground">The account owner manages this student's plan.</p>
				)}
				{!status.needsPlan ? (
					<Link to={`/a/${currentAccountId}/dashboard`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
						Go to the dashboard
					</Link>
				) : null}
				{accounts.length > 1 ? (
					// A GET form: the student shown is the address's ?accountId=; nothing is posted, so it needs no Conform.
					<Form method="get" className="flex items-end gap-2 border-t pt-4">
						<SelectField
							className="flex-1"
							label="Another student"
							labelClassName="text-sm"
							name="accountId"
							value={currentAccountId}
							box={{ height: 'h-10', width: 'w-auto', padding: 'px-2' }}
							options={accounts.map((account) => [account.id, account.studentName])}
						/>
						<Button type="submit" variant="outline">
							Show
						</Button>
					</Form>
				) : null}
			</div>
		</AuthLayout>
	)
}

export function meta() {
	return [{ title: 'Subscription | Northstar' }, { name: 'robots', content: 'noindex' }]
}
