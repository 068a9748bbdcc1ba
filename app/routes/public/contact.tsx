import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { ErrorList, Field, TextareaField } from '#app/components/forms'
import { PageHero } from '#app/components/marketing'
import { useServerCheckedForm } from '#app/components/server-checked-form'
import { Button } from '#app/components/ui/button'
import { Select } from '#app/components/ui/select'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { retryAfterText } from '#app/features/auth/rate-limit.server'
import { pageMeta } from '#app/features/seo/site-meta'
import { contactTopics } from '#app/features/site/contact'
import { ContactSchema } from '#app/features/site/contact-message'
import { sendContactMessage } from '#app/features/site/contact.server'
import { getAppContext } from '#app/lib/app-context'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/contact'

// DECISIONS.md: the footer's Contact is a real form — stored, mailed to the
// team (CONTACT_EMAIL), rate-limited — with a mailto fallback on the page.

export function loader({ context }: Route.LoaderArgs) {
	return { contactEmail: getAppContext(context).env.CONTACT_EMAIL }
}

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const submission = parseWithZod(await readFormData(request), { schema: ContactSchema })
	if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
	const sent = await sendContactMessage(app, submission.value)
	if (sent.status === 'rate-limited') {
		return data(
			{ result: submission.reply({ formErrors: [`Too many messages from here. Please try again ${retryAfterText(sent.retryAfterSeconds)}.`] }), sent: false },
			{ status: 429 },
		)
	}
	return { result: submission.reply({ resetForm: true }), sent: true }
}

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	// The server checks the message (decision 051): no zod in this page's scripts.
	const { form, field, formErrors } = useServerCheckedForm('contact', actionData?.result)
	const name = field('name')
	const email = field('email')
	const topic = field('topic', '')
	const message = field('message')
	return (
		<>
			<PageHero title="Contact us" description="Questions, billing, privacy requests: a person reads every message, usually within one business day." />
			<div className="mx-auto max-w-xl px-4 pb-16">
				{actionData?.sent ? <FormMessage tone="info">Thanks — your message is on its way. We’ll reply by email.</FormMessage> : null}
				<Form method="post" {...form} className="mt-4 flex flex-col gap-4">
					<Field label="Your name" inputProps={{ ...name.control, type: 'text', required: true, autoComplete: 'name' }} errors={name.errors} />
					<Field label="Email" inputProps={{ ...email.control, type: 'email', required: true, autoComplete: 'email' }} errors={email.errors} />
					<div className="flex flex-col gap-1.5">
						<label htmlFor={topic.id} className="text-sm font-medium">
							Topic
						</label>
						<Select
							{...topic.control}
							required
							{...topic.aria}
						>
							<option value="">Choose a topic</option>
							{Object.entries(contactTopics).map(([value, label]) => (
								<option key={value} value={value}>
									{label}
								</option>
							))}
						</Select>
						<ErrorList id={topic.errorId} errors={topic.errors} />
					</div>
					<TextareaField label="Message" textareaProps={{ ...message.control, required: true, rows: 6 }} errors={message.errors} />
					{formErrors?.length ? <FormMessage>{formErrors.join(' ')}</FormMessage> : null}
					<Button type="submit" variant="brand" size="lg" loading={navigation.state === 'submitting'} loadingLabel="Sending">
						Send message
					</Button>
				</Form>
				<p className="mt-6 text-sm text-muted-foreground">
					Prefer email? Write to{' '}
					<a href={`mailto:${loaderData.contactEmail}`} className="font-medium text-brand underline underline-offset-2">
						{loaderData.contactEmail}
					</a>
					.
				</p>
			</div>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, { title: 'Contact', description: 'Questions, billing or privacy requests: send the Northstar team a message.' })
