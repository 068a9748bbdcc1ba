import { Form } from 'react-router'
import { AuthLayout } from '#app/components/auth-layout'
import { Button } from '#app/components/ui/button'
import { requireUser } from '#app/features/auth/auth.server'
import { parseCarry } from '#app/features/auth/carry'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/onboarding'

// Signed-in landing for a new family. «Accounts» turns it into the
// student-details and plan steps; until then it confirms the sign-in and
// keeps the plan and billing the visitor chose.

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, getAppContext(context))
	const carry = parseCarry(new URL(request.url).searchParams, 'signup')
	return { name: user.name, email: user.email, plan: carry.plan, billing: carry.billing }
}

export default function OnboardingRoute({ loaderData }: Route.ComponentProps) {
	const { name, email, plan, billing } = loaderData
	return (
		<AuthLayout
			title={name ? `Welcome, ${name}` : 'Welcome to Northstar'}
			description={
				<>
					You're signed in as <strong className="text-foreground">{email}</strong>.
				</>
			}
		>
			<div className="flex flex-col gap-4">
				<p>Next, you'll tell us about your student so Northstar can build their plan.</p>
				<dl className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 text-sm">
					<dt className="text-muted-foreground">Plan</dt>
					<dd data-testid="onboarding-plan">{plan || 'Not chosen yet'}</dd>
					<dt className="text-muted-foreground">Billing</dt>
					<dd data-testid="onboarding-billing">{billing}</dd>
				</dl>
				<Form method="post" action="/logout">
					<Button type="submit" variant="outline" className="w-full">
						Sign out
					</Button>
				</Form>
			</div>
		</AuthLayout>
	)
}

export function meta() {
	return [{ title: 'Get started | Northstar' }, { name: 'robots', content: 'noindex' }]
}
