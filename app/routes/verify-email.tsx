import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { data, Form, Link, useNavigation, useSubmit } from 'react-router'
import { z } from 'zod'
import { AuthLayout } from '#app/components/auth-layout'
import { FormMessage } from '#app/components/form-controls'
import { Field } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import {
	readDevCode,
	readPendingSignIn,
	sendSignInCode,
	verifyMagicLink,
	verifySignInCode,
} from '#app/features/auth/auth.server'
import { parseCarry, parseContext, verifyEmailPath } from '#app/features/auth/carry'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { EmailSchema, parseEmailParam } from '#app/features/auth/email'
import { retryAfterText } from '#app/features/auth/rate-limit.server'
import { getAppContext } from '#app/lib/app-context'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/verify-email'

// Pasted codes arrive with spaces or dashes ("123 456"): keep the digits.
const CodeSchema = z
	.string({ error: 'Enter the 6-digit code from the email.' })
	.transform((value) => value.replace(/[\s-]/g, ''))
	.pipe(z.string().regex(/^\d{6}$/, 'The code is 6 digits, like 123456.'))

const VerifySchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('verify'), code: CodeSchema }),
	z.object({ intent: z.literal('resend'), email: EmailSchema.optional() }),
])

export async function loader({ request, context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const url = new URL(request.url)
	const contextParam = url.searchParams.get('context')
	const signInContext = parseContext(contextParam)
	const emailParam = parseEmailParam(url.searchParams.get('email'))
	const carry = parseCarry(url.searchParams, signInContext ?? 'login')

	// spec §5: a given email must be valid, a given context must be signup or login.
	const problems = [
		emailParam.invalid ? "The email address in this link isn't valid." : null,
		contextParam !== null && !signInContext ? "This link's sign-in context isn't one we know." : null,
	].filter((problem): problem is string => problem !== null)
	if (problems.length) return data({ status: 'invalid' as const, problems, carry }, { status: 400 })

	const token = url.searchParams.get('token')
	if (token) {
		const result = await verifyMagicLink(app, request, token, carry)
		if (result.status !== 'error') throw result.response
	}

	const pending = readPendingSignIn(request)
	return {
		status: 'pending' as const,
		carry,
		email: pending.email ?? emailParam.email ?? null,
		hasPendingSignIn: pending.email !== null,
		error: pending.error,
		devCode: carry.dev ? readDevCode(app, request) : null,
		code: url.searchParams.get('code') ?? '',
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const url = new URL(request.url)
	const carry = parseCarry(url.searchParams, parseContext(url.searchParams.get('context')) ?? 'login')
	const formData = await readFormData(request)
	const submission = parseWithZod(formData, { schema: VerifySchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply(), locked: false }, { status: 400 })
	}

	if (submission.value.intent === 'resend') {
		const email = readPendingSignIn(request).email ?? submission.value.email
		const parsed = EmailSchema.safeParse(email)
		if (!parsed.success) {
			return data(
				{ result: submission.reply({ formErrors: ['Enter your email again to get a new code.'] }), locked: true },
				{ status: 400 },
			)
		}
		const sent = await sendSignInCode(app, request, parsed.data, carry)
		if (sent.status === 'rate-limited') {
			return data(
				{
					result: submission.reply({
						formErrors: [`Too many codes were requested. Please try again ${retryAfterText(sent.retryAfterSeconds)}.`],
					}),
					locked: true,
				},
				{ status: 429, headers: { 'retry-after': String(sent.retryAfterSeconds) } },
			)
		}
		return sent.response
	}

	const result = await verifySignInCode(app, request, submission.value.code, carry)
	if (result.status === 'error') {
		return data(
			{ result: submission.reply({ fieldErrors: { code: [result.message] } }), locked: result.locked },
			{ status: 400 },
		)
	}
	return result.response
}

export default function VerifyEmailRoute({ loaderData, actionData }: Route.ComponentProps) {
	if (loaderData.status === 'invalid') {
		const start = loaderData.carry.context === 'signup' ? '/signup' : '/login'
		return (
			<AuthLayout title="Let's start again" description="We couldn't use this verification link.">
				<div className="flex flex-col gap-4">
					<FormMessage>
						<ul className="list-inside list-disc">
							{loaderData.problems.map((problem) => (
								<li key={problem}>{problem}</li>
							))}
						</ul>
					</FormMessage>
					<StartAgainForm />
					<Link to={start} className="text-center text-sm font-medium text-brand underline-offset-4 hover:underline">
						{start === '/signup' ? 'Go to sign-up' : 'Go to sign-in'}
					</Link>
				</div>
			</AuthLayout>
		)
	}
	return <PendingVerification loaderData={loaderData} actionData={actionData} />
}

function StartAgainForm() {
	return (
		<Form method="post" action="/login" className="flex flex-col gap-3">
			<Field label="Email" inputProps={{ name: 'email', type: 'email', required: true, autoComplete: 'email' }} />
			<Button type="submit" variant="brand">
				Email me a code
			</Button>
		</Form>
	)
}

function PendingVerification({
	loaderData,
	actionData,
}: {
	loaderData: Extract<Route.ComponentProps['loaderData'], { status: 'pending' }>
	actionData: Route.ComponentProps['actionData']
}) {
	const { carry, email, hasPendingSignIn, error, devCode, code } = loaderData
	const navigation = useNavigation()
	const submit = useSubmit()
	const [form, fields] = useForm({
		id: 'verify',
		lastResult: actionData?.result,
		defaultValue: { code },
		constraint: getZodConstraint(z.object({ code: CodeSchema })),
		shouldValidate: 'onSubmit',
	})

	// ?code= pre-fills the field and submits once (DECISIONS.md).
	const submittedOnce = useRef(false)
	const formRef = useRef<HTMLFormElement>(null)
	useEffect(() => {
		if (!code || submittedOnce.current || !formRef.current || !hasPendingSignIn) return
		submittedOnce.current = true
		submit(formRef.current)
	}, [code, hasPendingSignIn, submit])

	const locked = actionData?.locked ?? false
	const title = carry.context === 'signup' ? 'Check your email' : 'Check your email to sign in'
	const startOver = carry.context === 'signup' ? '/signup' : '/login'
	const action = verifyEmailPath(carry, email ?? undefined)
	const isVerifying = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'verify'
	const isResending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'resend'

	return (
		<AuthLayout
			title={title}
			description={
				email ? (
					<>
						We sent a 6-digit code and a sign-in link to <strong className="text-foreground">{email}</strong>. It
						expires in 10 minutes.
					</>
				) : (
					'Enter the 6-digit code from the email we sent you.'
				)
			}
			footer={
				<Link to={startOver} className="font-medium text-brand underline-offset-4 hover:underline">
					Use a different email
				</Link>
			}
		>
			<div className="flex flex-col gap-5">
				{devCode ? (
					<FormMessage tone="info">
						Development code: <strong data-testid="dev-code">{devCode}</strong>
					</FormMessage>
				) : null}
				{error && !actionData ? <FormMessage>{error}</FormMessage> : null}
				{!hasPendingSignIn && !actionData ? (
					<FormMessage tone="info">
						There is no sign-in in progress in this browser. Send a new code to continue.
					</FormMessage>
				) : null}

				<Form method="post" action={action} {...getFormProps(form)} ref={formRef} className="flex flex-col gap-4">
					<input type="hidden" name="intent" value="verify" />
					<Field
						label="Code"
						inputProps={{
							...getInputProps(fields.code, { type: 'text' }),
							autoComplete: 'one-time-code',
							inputMode: 'numeric',
							maxLength: 12,
							autoFocus: true,
							className: 'text-center tracking-[0.4em] tabular-nums',
						}}
						box={{ text: 'text-2xl' }}
						errors={fields.code.errors}
					/>
					<Button type="submit" variant="brand" size="lg" loading={isVerifying} loadingLabel="Checking your code" disabled={locked}>
						{carry.context === 'signup' ? 'Verify email' : 'Sign in'}
					</Button>
				</Form>

				<Form method="post" action={action} className="flex flex-col gap-2">
					<input type="hidden" name="intent" value="resend" />
					{email ? <input type="hidden" name="email" value={email} /> : null}
					{form.errors?.length ? <FormMessage>{form.errors.join(' ')}</FormMessage> : null}
					<Button type="submit" variant={locked ? 'brand' : 'outline'} loading={isResending} loadingLabel="Sending a new code">
						Send a new code
					</Button>
				</Form>
			</div>
		</AuthLayout>
	)
}

export function meta() {
	return [{ title: 'Verify your email | Northstar' }, { name: 'robots', content: 'noindex' }]
}
