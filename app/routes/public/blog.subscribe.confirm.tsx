import { Form, Link, useNavigation } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { PageHero, textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { checkConfirmToken, confirmSubscription, maskEmail } from '#app/features/blog/newsletter.server'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/blog.subscribe.confirm'

// The link in the confirmation mail. Opening it shows one button; pressing it
// confirms. (Mail scanners open links on their own — a GET never subscribes.)

export async function loader({ request, context }: Route.LoaderArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	return { token, state: await checkConfirmToken(getAppContext(context), token) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const token = String((await readFormData(request)).get('token') ?? '')
	const result = await confirmSubscription(app, token)
	return result.status === 'confirmed' ? { status: 'confirmed' as const, email: maskEmail(result.email) } : { status: result.status }
}

const problems = {
	invalid: 'This confirmation link has already been used or is not valid. If you already confirmed, you are subscribed.',
	expired: 'This confirmation link has expired. Subscribe again and we’ll send a fresh one.',
}

export default function ConfirmSubscriptionRoute({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const confirmed = actionData?.status === 'confirmed'
	const problem = actionData && actionData.status !== 'confirmed' ? actionData.status : loaderData.state !== 'valid' ? loaderData.state : null
	return (
		<>
			<PageHero title={confirmed ? 'You’re subscribed' : 'Confirm your subscription'} />
			<div className="mx-auto max-w-xl px-4 pb-16 text-center">
				{confirmed ? (
					<FormMessage tone="info">
						Thanks! {actionData.email} will get new guides and deadline reminders. Every email has an unsubscribe link.
					</FormMessage>
				) : problem ? (
					<FormMessage>{problems[problem]}</FormMessage>
				) : (
					<Form method="post">
						<input type="hidden" name="token" value={loaderData.token} />
						<p className="mb-6 text-muted-foreground">Press the button to start getting the Northstar blog by email.</p>
						<Button type="submit" variant="brand" size="lg" loading={navigation.state === 'submitting'} loadingLabel="Confirming">
							Confirm my subscription
						</Button>
					</Form>
				)}
				<p className="mt-8">
					<Link to={problem === 'expired' ? '/blog/subscribe' : '/blog'} className={textLinkClass}>
						{problem === 'expired' ? 'Subscribe again' : 'Read the blog'}
					</Link>
				</p>
			</div>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, { title: 'Confirm your subscription', description: 'Confirm your Northstar blog subscription.', noindex: true })
