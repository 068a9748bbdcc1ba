import { Form, Link, useNavigation } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { PageHero, textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { maskEmail, subscriberForUnsubscribe, unsubscribe } from '#app/features/blog/newsletter.server'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/blog.unsubscribe'

// The unsubscribe link in every blog mail: signed per subscriber, so no one
// can unsubscribe someone else. One press, no sign-in.

export async function loader({ request, context }: Route.LoaderArgs) {
	const params = new URL(request.url).searchParams
	const id = params.get('id') ?? ''
	const token = params.get('token') ?? ''
	const subscriber = await subscriberForUnsubscribe(getAppContext(context), id, token)
	return {
		id,
		token,
		subscriber: subscriber ? { email: maskEmail(subscriber.email), unsubscribed: subscriber.status === 'unsubscribed' } : null,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const form = await readFormData(request)
	return { done: await unsubscribe(app, String(form.get('id') ?? ''), String(form.get('token') ?? '')) }
}

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const { subscriber } = loaderData
	const done = actionData?.done || subscriber?.unsubscribed
	return (
		<>
			<PageHero title={done ? 'You’re unsubscribed' : 'Unsubscribe from the blog emails'} />
			<div className="mx-auto max-w-xl px-4 pb-16 text-center">
				{!subscriber || actionData?.done === false ? (
					<FormMessage>This unsubscribe link is not valid. Use the link from your most recent email, or write to us from the contact page.</FormMessage>
				) : done ? (
					<FormMessage tone="info">{subscriber.email} won’t get blog emails any more. You can subscribe again from the blog at any time.</FormMessage>
				) : (
					<Form method="post">
						<input type="hidden" name="id" value={loaderData.id} />
						<input type="hidden" name="token" value={loaderData.token} />
						<p className="mb-6 text-muted-foreground">Stop sending blog emails to {subscriber.email}?</p>
						<Button type="submit" variant="brand" size="lg" loading={navigation.state === 'submitting'} loadingLabel="Unsubscribing">
							Unsubscribe
						</Button>
					</Form>
				)}
				<p className="mt-8">
					<Link to={subscriber ? '/blog' : '/contact'} className={textLinkClass}>
						{subscriber ? 'Back to the blog' : 'Contact us'}
					</Link>
				</p>
			</div>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, { title: 'Unsubscribe', description: 'Stop the Northstar blog emails.', noindex: true })
