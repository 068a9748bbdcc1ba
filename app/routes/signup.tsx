import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { AuthLayout } from '#app/components/auth-layout'
import { FormMessage } from '#app/components/form-controls'
import { ErrorList, Field } from '#app/components/forms'
import { useServerCheckedForm } from '#app/components/server-checked-form'
import { Button } from '#app/components/ui/button'
import { CheckboxField } from '#app/components/ui/checkbox'
import { recordSignup, sendSignInCode } from '#app/features/auth/auth.server'
import { parseCarry, parseSource } from '#app/features/auth/carry'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { EmailSchema, parseEmailParam } from '#app/features/auth/email'
import { retryAfterText } from '#app/features/auth/rate-limit.server'
import { getAppContext } from '#app/lib/app-context'
import { getSessionUser } from '#app/lib/session.server'
import { pageMeta } from '#app/features/seo/site-meta'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/signup'

const SignupSchema = z
	.object({
		name: z
			.string({ error: 'Enter your name.' })
			.trim()
			.min(1, 'Enter your name.')
			.max(80, 'Keep the name under 80 characters.'),
		email: EmailSchema,
		kind: z.enum(['parent', 'student'], { error: 'Tell us whether you are a parent or a student.' }),
		ageConfirmed: z.boolean().optional(),
		plan: z.string().optional(),
		billing: z.string().optional(),
		returnTo: z.string().optional(),
		source: z.string().optional(),
	})
	.superRefine((value, ctx) => {
		// COPPA: a student must be 13 or older to hold a login of their own.
		if (value.kind === 'student' && !value.ageConfirmed) {
			ctx.addIssue({
				code: 'custom',
				path: ['ageConfirmed'],
				message: 'Students need to be 13 or older to sign up. A parent can create the account instead.',
			})
		}
	})

export async function loader({ request, context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const url = new URL(request.url)
	const carry = parseCarry(url.searchParams, 'signup')
	if (await getSessionUser(request, app)) throw redirect(carry.returnTo ?? '/dashboard')
	return {
		carry,
		source: parseSource(url.searchParams.get('source')),
		email: parseEmailParam(url.searchParams.get('email')).email ?? '',
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	const submission = parseWithZod(formData, { schema: SignupSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const { name, email, kind, source } = submission.value
	const carry = parseCarry(formData, 'signup')

	await recordSignup(app, { email, name, kind, signupSource: parseSource(source) })

	const sent = await sendSignInCode(app, email, carry)
	if (sent.status === 'not-sent') return data({ result: submission.reply({ formErrors: [sent.message] }) }, { status: 503 })
	if (sent.status === 'rate-limited') {
		return data(
			{
				result: submission.reply({
					formErrors: [`Too many codes were requested. Please try again ${retryAfterText(sent.retryAfterSeconds)}.`],
				}),
			},
			{ status: 429, headers: { 'retry-after': String(sent.retryAfterSeconds) } },
		)
	}
	return sent.response
}

export default function SignupRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { carry, source, email } = loaderData
	const navigation = useNavigation()
	// The server checks the form (decision 051): no zod in this page's scripts. Whether the
	// name is the parent's or the student's, and the age question, follow the checked radio
	// in CSS, so they change before the scripts run too.
	const { form, field, formErrors } = useServerCheckedForm('signup', actionData?.result)
	const nameField = field('name')
	const emailField = field('email', email)
	const kindField = field('kind')
	const ageField = field('ageConfirmed')
	const kind = kindField.initialValue ?? 'parent'
	const loginSearch = new URLSearchParams(carry.returnTo ? { returnTo: carry.returnTo } : {})

	return (
		<AuthLayout
			title="Create your Northstar account"
			description="One plan for the whole family, from 9th grade to move-in day. We'll email you a code: no password to remember."
			footer={
				<>
					Already have an account?{' '}
					<Link to={`/login?${loginSearch}`} className="font-medium text-brand underline-offset-4 hover:underline">
						Sign in
					</Link>
				</>
			}
		>
			<Form method="post" {...form} className="group/signup flex flex-col gap-5">
				<input type="hidden" name="plan" value={carry.plan} />
				<input type="hidden" name="billing" value={carry.billing} />
				{carry.returnTo ? <input type="hidden" name="returnTo" value={carry.returnTo} /> : null}
				{source ? <input type="hidden" name="source" value={source} /> : null}
				{carry.dev ? <input type="hidden" name="dev" value="true" /> : null}

				<fieldset className="flex flex-col gap-2">
					<legend className="mb-1 text-sm font-medium">Who's signing up?</legend>
					<div className="grid grid-cols-2 gap-3">
						{(['parent', 'student'] as const).map((value) => (
							<label
								key={value}
								className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-3 text-sm has-checked:border-brand has-checked:bg-brand/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/30"
							>
								<input
									type="radio"
									name="kind"
									value={value}
									id={`${kindField.id}-${value}`}
									required
									defaultChecked={kind === value}
									{...kindField.aria}
									className="accent-brand"
								/>
								{value === 'parent' ? 'I am a parent' : 'I am a student'}
							</label>
						))}
					</div>
					<ErrorList id={kindField.errorId} errors={kindField.errors} />
				</fieldset>

				<Field
					label={
						<>
							<span className="group-has-[[value=student]:checked]/signup:hidden">Parent or guardian name</span>
							<span className="hidden group-has-[[value=student]:checked]/signup:inline">Your name</span>
						</>
					}
					inputProps={{ ...nameField.control, type: 'text', required: true, autoComplete: 'name' }}
					errors={nameField.errors}
				/>
				<Field
					label="Email"
					inputProps={{ ...emailField.control, type: 'email', required: true, autoComplete: 'email', inputMode: 'email' }}
					errors={emailField.errors}
				/>

				<div className="hidden flex-col gap-1.5 group-has-[[value=student]:checked]/signup:flex">
					<CheckboxField
						id={ageField.id}
						name="ageConfirmed"
						defaultChecked={ageField.initialValue === 'on'}
						{...ageField.aria}
						label="I am 13 or older."
					/>
					<ErrorList id={ageField.errorId} errors={ageField.errors} />
				</div>

				{formErrors?.length ? <FormMessage>{formErrors.join(' ')}</FormMessage> : null}

				<Button type="submit" variant="brand" size="lg" loading={navigation.state === 'submitting'} loadingLabel="Sending your code">
					Email me a code
				</Button>
				<p className="text-xs text-muted-foreground">
					By continuing you agree to the{' '}
					<Link to="/terms" className="underline underline-offset-2">
						Terms of Service
					</Link>{' '}
					and{' '}
					<Link to="/privacy" className="underline underline-offset-2">
						Privacy Policy
					</Link>
					.
				</p>
			</Form>
		</AuthLayout>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, { title: 'Sign up', description: 'Create your Northstar account: one plan for the whole family.' })
