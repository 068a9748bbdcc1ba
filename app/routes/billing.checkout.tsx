import { getFormProps, getInputProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect } from 'react-router'
import { AuthLayout } from '#app/components/auth-layout'
import { ErrorList } from '#app/components/forms'
import { usePageForm } from '#app/components/page-form'
import { TestBillingNotice } from '#app/components/test-billing-notice'
import { Button, buttonVariants } from '#app/components/ui/button'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { CheckoutFormSchema } from '#app/features/billing/billing-forms'
import { activateSubscription, findSellablePlan, recordBillingEvent } from '#app/features/billing/billing.server'
import { formatPrice } from '#app/features/billing/price-copy'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { formInvalid, formResponse } from '#app/lib/form-result'
import { readFormData } from '#app/lib/form-data.server'
import { createId } from '#app/lib/ids'
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
	// Made once per page: a confirm sent twice from it is one payment.
	return { accountId: access.accountId, plan, checkoutId: createId() }
}

export async function action({ request, context }: Route.ActionArgs) {
	const url = new URL(request.url)
	const { app, user, access, plan } = await load(request, context, url.searchParams)
	requireSameOrigin(request, app.env)
	const submission = parseWithZod(await readFormData(request), { schema: CheckoutFormSchema })
	if (submission.status !== 'success') return formResponse(formInvalid('confirm', submission.error), submission.reply)
	const { checkoutId } = submission.value
	// A double-submitted confirm is one payment.
	if (!(await recordBillingEvent(app, { id: `local:${checkoutId}`, provider: 'local', type: 'checkout.completed', accountId: access.accountId }))) {
		throw redirect(`/subscription-confirm?accountId=${access.accountId}&checkout=success`)
	}
	await activateSubscription(app, { accountId: access.accountId, planSlug: plan.slug, provider: 'local', actorUserId: user.id })
	throw redirect(`/subscription-confirm?accountId=${access.accountId}&checkout=success`)
}

export default function LocalCheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { plan, accountId, checkoutId } = loaderData
	const [form, fields] = usePageForm({ id: 'checkout', schema: CheckoutFormSchema, actionData, intents: ['confirm'], defaultValue: { checkoutId } })
	return (
		<AuthLayout
			title="Confirm your plan"
			description={<TestBillingNotice className="text-sm" />}
		>
			<Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
				<ErrorList id={form.errorId} errors={[...(form.errors ?? []), ...(fields.checkoutId.errors ?? [])]} />
				<input {...getInputProps(fields.checkoutId, { type: 'hidden' })} />
				<p className="text-lg">
					{plan.name} · <strong>{formatPrice(plan.priceCents)}</strong>/{plan.interval}
				</p>
				<p className="text-sm text-muted-foreground">
					This Northstar runs with its built-in billing for testing. Confirming starts the plan as a real one would.
				</p>
				<Button type="submit" name="intent" value="confirm" variant="brand" size="lg">
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
