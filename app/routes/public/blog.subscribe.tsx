import { data, Form, Link, useNavigation } from 'react-router'
import { z } from 'zod'
import { FormMessage, inputClassName } from '#app/components/form-controls'
import { PageHero, textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { parseSource } from '#app/features/auth/carry'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { EmailSchema } from '#app/features/auth/email'
import { retryAfterText } from '#app/features/auth/rate-limit.server'
import { subscribeToNewsletter } from '#app/features/blog/newsletter.server'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/blog.subscribe'

// Where every subscribe box posts (the boxes use a fetcher and show the answer
// in place); without JavaScript the visitor lands here and sees it, with the
// form again if something was wrong.

const SubscribeSchema = z.object({ email: EmailSchema, source: z.string().max(64).optional() })

export const CHECK_INBOX_MESSAGE = 'Almost done: check your inbox and press the link in our email to confirm your subscription.'

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const form = await readFormData(request)
	const email = String(form.get('email') ?? '')
	const parsed = SubscribeSchema.safeParse({ email, source: form.get('source') ?? undefined })
	if (!parsed.success) {
		const message = parsed.error.issues.find((issue) => issue.path[0] === 'email')?.message ?? 'Check the form and try again.'
		return data({ status: 'invalid' as const, message, email }, { status: 400 })
	}
	const result = await subscribeToNewsletter(app, { email: parsed.data.email, source: parseSource(parsed.data.source) ?? 'blog' })
	if (result.status === 'rate-limited') {
		return data(
			{ status: 'rate-limited' as const, message: `Too many sign-ups from here. Please try again ${retryAfterText(result.retryAfterSeconds)}.`, email },
			{ status: 429, headers: { 'retry-after': String(result.retryAfterSeconds) } },
		)
	}
	return { status: 'check-inbox' as const, message: CHECK_INBOX_MESSAGE, email: parsed.data.email }
}

export default function BlogSubscribeRoute({ actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const done = actionData?.status === 'check-inbox'
	return (
		<>
			<PageHero title="Get new guides by email" description="Deadline reminders, financial-aid explainers and new guides, about twice a month. Confirm once; unsubscribe any time." />
			<div className="mx-auto max-w-xl px-4 pb-16">
				{done ? (
					<FormMessage tone="info">{actionData.message}</FormMessage>
				) : (
					<Form method="post" className="flex flex-col gap-3" noValidate>
						<input type="hidden" name="source" value="blog-subscribe-page" />
						<label htmlFor="subscribe-email" className="text-sm font-medium">
							Email address
						</label>
						<input
							id="subscribe-email"
							name="email"
							type="email"
							autoComplete="email"
							required
							defaultValue={actionData?.email}
							aria-invalid={actionData ? true : undefined}
							aria-describedby={actionData ? 'subscribe-error' : undefined}
							className={inputClassName}
						/>
						{actionData ? (
							<div id="subscribe-error">
								<FormMessage>{actionData.message}</FormMessage>
							</div>
						) : null}
						<Button type="submit" variant="brand" size="lg" loading={navigation.state === 'submitting'} loadingLabel="Subscribing">
							Subscribe
						</Button>
					</Form>
				)}
				<p className="mt-8 text-center">
					<Link to="/blog" className={textLinkClass}>
						Back to the blog
					</Link>
				</p>
			</div>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, { title: 'Subscribe to the blog', description: 'New Northstar guides and deadline reminders by email.', noindex: true })
