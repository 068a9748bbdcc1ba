import { data, Form, Link, redirect } from 'react-router'
import { AuthLayout } from '#app/components/auth-layout'
import { Button, buttonVariants } from '#app/components/ui/button'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { activateSubscription, findSellablePlan, recordBillingEvent } from '#app/features/billing/billing.server'
import { formatPrice } from '#app/features/billing/catalog'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { createId } from '#app/lib/ids'
import { readFormData } from '#app/lib/form-data.server'
import { TestBillingNotice } from '#app/components/test-billing-notice'
import type { Route } from './+types/billing.checkout'

// The local billing provider's checkout: the same checkout → confirm →
// active flow as Stripe Checkout, with no card. Labelled "test billing".

async function load(request: Request, context: Route.LoaderArgs['context'], params: URLSearchParams) {
	const accountId = params.get('accountId') ?? ''
	const { app, user, access } = await requireAccountRoute(request, context, accountId, { minRole: 'owner', write: true })
	if (app.billing.name !== 'local') throw data({ message: 'Checkout happens on Stripe.' }, { status: 404 })
	const plan = await findSellablePlan(app, params.get('plan'))
	if (!plan) throw data({ message: 'That plan is not on sale.' }, { status: 400 })
	return { app, user, access, plan }
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { access, plan } = await load(request, context, new URL(request.url).searchParams)
	return { accountId: access.accountId, plan }
}

export async function action({ request, context }: Route.ActionArgs) {
	const url = new URL(request.url)
	const { app, user, access, plan } = await load(request, context, url.searchParams)
	requireSameOrigin(request, app.env)
	const checkoutId = String((await readFormData(request)).get('checkoutId') ?? '')
	// A double-submitted confirm is one payment.
	if (checkoutId && !(await recordBillingEvent(app, { id: `local:${checkoutId}`, provider: 'local', type: 'checkout.completed', accountId: access.accountId }))) {
		throw redirect(`/subscription-confirm?accountId=${access.accountId}&checkout=success`)
	}
	await activateSubscription(app, { accountId: access.accountId, planSlug: plan.slug, provider: 'local', actorUserId: user.id })
	throw redirect(`/subscription-confirm?accountId=${access.accountId}&checkout=success`)
}

export default function LocalCheckoutRoute({ loaderData }: Route.ComponentProps) {
	const { plan, accountId } = loaderData
	return (
		<AuthLayout
			title="Confirm your plan"
			description={<TestBillingNotice className="text-sm" />}
		>
			<Form method="post" className="flex flex-col gap-4">
				<input type="hidden" name="checkoutId" value={createId()} />
				<p className="text-lg">
					{plan.name} · <strong>{formatPrice(plan.priceCents)}</strong>/{plan.interval}
				</p>
				<p className="text-sm text-muted-foreground">
					This Northstar runs with its built-in billing for testing. Confirming starts the plan as a real one would.
				</p>
				<Button type="submit" variant="brand" size="lg">
					Confirm and subscribe
				</Button>
				<Link to={`/a/${accountId}/settings?tab=billing`} className={buttonVariants({ variant: 'ghost' })}>
					Cancel
				</Link>
			</Form>
		</AuthLayout>
	)
}

export function meta() {
	return [{ title: 'Checkout | Northstar' }, { name: 'robots', content: 'noindex' }]
}
