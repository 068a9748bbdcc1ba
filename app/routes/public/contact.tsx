import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import { z } from 'zod'
import { FormMessage } from '#app/components/form-controls'
import { ErrorList, Field, TextareaField } from '#app/components/forms'
import { PageHero } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { Select } from '#app/components/ui/select'
import { EmailSchema } from '#app/features/auth/email'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { consumeRateLimit, networkKey, retryAfterText } from '#app/features/auth/rate-limit.server'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { contactMessages } from '#app/lib/db/schema'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/contact'

// DECISIONS.md: the footer's Contact is a real form — stored, mailed to the
// team (CONTACT_EMAIL), rate-limited — with a mailto fallback on the page.

const topics = {
	question: 'A question about Northstar',
	billing: 'Billing',
	privacy: 'Privacy or data deletion',
	counselor: 'Working with counselors or schools',
	other: 'Something else',
} as const

const ContactSchema = z.object({
	name: z.string({ error: 'Enter your name.' }).trim().min(1, 'Enter your name.').max(80),
	email: EmailSchema,
	topic: z.enum(Object.keys(topics) as [keyof typeof topics, ...Array<keyof typeof topics>], { error: 'Choose a topic.' }),
	message: z
		.string({ error: 'Write your message.' })
		.trim()
		.min(10, 'Tell us a little more (at least 10 characters).')
		.max(5000, 'Keep the message under 5,000 characters.'),
})

export function loader({ context }: Route.LoaderArgs) {
	return { contactEmail: getAppContext(context).env.CONTACT_EMAIL }
}

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const submission = parseWithZod(await readFormData(request), { schema: ContactSchema })
	if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
	const limit = await consumeRateLimit(app, networkKey('contact', app), { limit: 5, windowMs: 60 * 60 * 1000 })
	if (!limit.ok) {
		return data(
			{ result: submission.reply({ formErrors: [`Too many messages from here. Please try again ${retryAfterText(limit.retryAfterSeconds)}.`] }), sent: false },
			{ status: 429 },
		)
	}
	const { name, email, topic, message } = submission.value
	await app.db.insert(contactMessages).values({ name, email, topic, message })
	await app.mail.send({
		to: app.env.CONTACT_EMAIL,
		subject: `[Contact] ${topics[topic]} — ${name}`,
		text: `From: ${name} <${email}>\nTopic: ${topics[topic]}\n\n${message}`,
		tag: 'contact',
	})
	return { result: submission.reply({ resetForm: true }), sent: true }
}

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'contact',
		lastResult: actionData?.result,
		constraint: getZodConstraint(ContactSchema),
		shouldValidate: 'onBlur',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
	})
	return (
		<>
			<PageHero title="Contact us" description="Questions, billing, privacy requests: a person reads every message, usually within one business day." />
			<div className="mx-auto max-w-xl px-4 pb-16">
				{actionData?.sent ? <FormMessage tone="info">Thanks — your message is on its way. We’ll reply by email.</FormMessage> : null}
				<Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
					<Field label="Your name" inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'name' }} errors={fields.name.errors} />
					<Field label="Email" inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
					<div className="flex flex-col gap-1.5">
						<label htmlFor={fields.topic.id} className="text-sm font-medium">
							Topic
						</label>
						<Select {...getSelectProps(fields.topic)}>
							<option value="">Choose a topic</option>
							{Object.entries(topics).map(([value, label]) => (
								<option key={value} value={value}>
									{label}
								</option>
							))}
						</Select>
						<ErrorList id={fields.topic.errorId} errors={fields.topic.errors} />
					</div>
					<TextareaField label="Message" textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }} errors={fields.message.errors} />
					{form.errors?.length ? <FormMessage>{form.errors.join(' ')}</FormMessage> : null}
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
