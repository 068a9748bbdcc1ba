import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { AuthLayout } from '#app/components/auth-layout'
import { FormMessage } from '#app/components/form-controls'
import { Field } from '#app/components/forms'
import { useServerCheckedForm } from '#app/components/server-checked-form'
import { Button, buttonVariants } from '#app/components/ui/button'
import { sendSignInCode } from '#app/features/auth/auth.server'
import { parseCarry } from '#app/features/auth/carry'
import { arrivedFromOurselves, requireSameOrigin } from '#app/features/auth/csrf.server'
import { EmailSchema, parseEmailParam } from '#app/features/auth/email'
import { retryAfterText } from '#app/features/auth/rate-limit.server'
import { checkSessionRedirect } from '#app/features/auth/session-info.server'
import { getAppContext } from '#app/lib/app-context'
import { getSessionUser } from '#app/lib/session.server'
import { pageMeta } from '#app/features/seo/site-meta'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/login'

const LoginSchema = z.object({
	email: EmailSchema,
	plan: z.string().optional(),
	billing: z.string().optional(),
	returnTo: z.string().optional(),
	dev: z.string().optional(),
})

function rateLimited(retryAfterSeconds: number) {
	return `Too many codes were requested. Please try again ${retryAfterText(retryAfterSeconds)}.`
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const url = new URL(request.url)
	const carry = parseCarry(url.searchParams, 'login')
	const user = await getSessionUser(request, app)
	const session = checkSessionRedirect(user, carry.returnTo ?? '/dashboard')
	// redirect=false keeps a signed-in visitor here, to continue or sign out (DECISIONS.md).
	if (session.shouldRedirect && url.searchParams.get('redirect') !== 'false') throw redirect(session.redirectTo)

	const emailParam = parseEmailParam(url.searchParams.get('email'))
	return {
		carry,
		email: emailParam.email ?? '',
		note: emailParam.invalid ? "The email address in your link isn't valid. Enter yours below." : null,
		// auto=true fills the form in and puts the focus on its button: a link may not send a
		// code by itself (decision 021, login CSRF). Focus only when another site did not send
		// the visitor here, so a key pressed for that site's page does not press this button.
		ready: url.searchParams.get('auto') === 'true' && Boolean(emailParam.email) && arrivedFromOurselves(request),
		signedInAs: user?.email ?? null,
		continueTo: session.redirectTo,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	const submission = parseWithZod(formData, { schema: LoginSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const sent = await sendSignInCode(app, submission.value.email, parseCarry(formData, 'login'))
	if (sent.status === 'not-sent') return data({ result: submission.reply({ formErrors: [sent.message] }) }, { status: 503 })
	if (sent.status === 'rate-limited') {
		return data(
			{ result: submission.reply({ formErrors: [rateLimited(sent.retryAfterSeconds)] }) },
			{ status: 429, headers: { 'retry-after': String(sent.retryAfterSeconds) } },
		)
	}
	return sent.response
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { carry, email, note, ready, signedInAs, continueTo } = loaderData
	const navigation = useNavigation()
	// The server checks the address (decision 051): no zod in this page's scripts.
	const { form, field, formErrors } = useServerCheckedForm('login', actionData?.result)
	const emailField = field('email', email)
	const signupSearch = new URLSearchParams({ source: 'login', ...(carry.returnTo ? { returnTo: carry.returnTo } : {}) })

	if (signedInAs) {
		return (
			<AuthLayout title="You're signed in" description={<>Signed in as <strong>{signedInAs}</strong>.</>}>
				<div className="flex flex-col gap-3">
					<Link to={continueTo} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
						Continue
					</Link>
					<Form method="post" action="/logout">
						<Button type="submit" variant="outline" size="lg" className="w-full">
							Sign out
						</Button>
					</Form>
				</div>
			</AuthLayout>
		)
	}

	return (
		<AuthLayout
			title="Sign in to Northstar"
			description="Enter your email and we'll send you a 6-digit code and a sign-in link."
			footer={
				<>
					New to Northstar?{' '}
					<Link to={`/signup?${signupSearch}`} className="font-medium text-brand underline-offset-4 hover:underline">
						Create an account
					</Link>
				</>
			}
		>
			<Form method="post" {...form} className="flex flex-col gap-5">
				{carry.plan ? <input type="hidden" name="plan" value={carry.plan} /> : null}
				<input type="hidden" name="billing" value={carry.billing} />
				{carry.returnTo ? <input type="hidden" name="returnTo" value={carry.returnTo} /> : null}
				{carry.dev ? <input type="hidden" name="dev" value="true" /> : null}
				{note ? <FormMessage tone="info">{note}</FormMessage> : null}
				<Field
					label="Email"
					inputProps={{
						...emailField.control,
						type: 'email',
						required: true,
						autoComplete: 'email',
						inputMode: 'email',
						autoFocus: !email,
					}}
					errors={emailField.errors}
				/>
				{formErrors?.length ? <FormMessage>{formErrors.join(' ')}</FormMessage> : null}
				<Button
					type="submit"
					variant="brand"
					size="lg"
					autoFocus={ready}
					loading={navigation.state === 'submitting'}
					loadingLabel="Sending your code"
				>
					Email me a code
				</Button>
			</Form>
		</AuthLayout>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, { title: 'Sign in', description: 'Sign in to Northstar with a code sent to your email.' })
