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
	describeMagicLink,
	describePendingSignIn,
	sendSignInCode,
	type SignInResult,
	verifyMagicLink,
	verifySignInCode,
} from '#app/features/auth/auth.server'
import { parseCarry, parseContext, startOverPath, verifyEmailPath } from '#app/features/auth/carry'
import { arrivedFromOurselves, requireSameOrigin } from '#app/features/auth/csrf.server'
import { EmailSchema, parseEmailParam } from '#app/features/auth/email'
import { readDevCode } from '#app/features/auth/pending-sign-in.server'
import { retryAfterText } from '#app/features/auth/rate-limit.server'
import { getAppContext } from '#app/lib/app-context'
import { readFormData } from '#app/lib/form-data.server'
import { getSessionUser } from '#app/lib/session.server'
import type { Route } from './+types/verify-email'

// Pasted codes arrive with spaces or dashes ("123 456"): keep the digits.
const CodeSchema = z
	.string({ error: 'Enter the 6-digit code from the email.' })
	.max(32, 'The code is 6 digits, like 123456.')
	.transform((value) => value.replace(/[\s-]/g, ''))
	.pipe(z.string().regex(/^\d{6}$/, 'The code is 6 digits, like 123456.'))

const VerifySchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('verify'), code: CodeSchema }),
	z.object({ intent: z.literal('link'), token: z.string().max(100) }),
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

	// A magic link only shows whose it is: its button (a POST) signs in (decision 021).
	const token = url.searchParams.get('token')
	if (token !== null) {
		const link = await describeMagicLink(app, token)
		const user = await getSessionUser(request, app)
		return {
			status: 'link' as const,
			carry,
			token,
			...link,
			signedInAs: user && user.email !== link.email ? user.email : null,
			focusButton: arrivedFromOurselves(request),
		}
	}

	const pending = await describePendingSignIn(app, request)
	const startFrom = pending?.carry ?? carry
	return {
		status: 'pending' as const,
		carry,
		email: pending?.email ?? emailParam.email ?? null,
		hasPendingSignIn: pending?.state === 'live',
		startOver: startOverPath(startFrom),
		devCode: carry.dev ? readDevCode(app.env, request) : null,
		code: (url.searchParams.get('code') ?? '').slice(0, 12),
		// ?code= submits by itself only when another site did not send the visitor here.
		autoSubmit: arrivedFromOurselves(request),
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
	const { value } = submission

	if (value.intent === 'resend') {
		const pending = await describePendingSignIn(app, request)
		const email = EmailSchema.safeParse(pending?.email ?? value.email)
		if (!email.success) {
			return data(
				{ result: submission.reply({ formErrors: ['Enter your email again to get a new code.'] }), locked: true },
				{ status: 400 },
			)
		}
		const sent = await sendSignInCode(app, email.data, { ...(pending?.carry ?? carry), dev: carry.dev })
		if (sent.status === 'sent') return sent.response
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

	const result: SignInResult =
		value.intent === 'verify'
			? await verifySignInCode(app, request, value.code)
			: await verifyMagicLink(app, request, value.token)
	if (result.status === 'signed-in') return result.response
	const errors = value.intent === 'verify' ? { fieldErrors: { code: [result.message] } } : { formErrors: [result.message] }
	if (result.status === 'rate-limited') {
		return data(
			{ result: submission.reply(errors), locked: false },
			{ status: 429, headers: { 'retry-after': String(result.retryAfterSeconds) } },
		)
	}
	return data({ result: submission.reply(errors), locked: result.locked }, { status: 400 })
}

type LoaderData = Route.ComponentProps['loaderData']

export default function VerifyEmailRoute({ loaderData, actionData }: Route.ComponentProps) {
	if (loaderData.status === 'invalid') return <InvalidLink loaderData={loaderData} />
	if (loaderData.status === 'link') return <MagicLink loaderData={loaderData} actionData={actionData} />
	return <PendingVerification loaderData={loaderData} actionData={actionData} />
}

function InvalidLink({ loaderData }: { loaderData: Extract<LoaderData, { status: 'invalid' }> }) {
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
				<Form method="post" action="/login" className="flex flex-col gap-3">
					<Field label="Email" inputProps={{ name: 'email', type: 'email', required: true, autoComplete: 'email' }} />
					<Button type="submit" variant="brand">
						Email me a code
					</Button>
				</Form>
				<Link to={start} className="text-center text-sm font-medium text-brand underline-offset-4 hover:underline">
					{start === '/signup' ? 'Go to sign-up' : 'Go to sign-in'}
				</Link>
			</div>
		</AuthLayout>
	)
}

function MagicLink({
	loaderData,
	actionData,
}: {
	loaderData: Extract<LoaderData, { status: 'link' }>
	actionData: Route.ComponentProps['actionData']
}) {
	const navigation = useNavigation()
	const { carry, token, email, usable, signedInAs, focusButton } = loaderData
	// The token stays in the form, not in the address bar, history or anything that reads the URL.
	useEffect(() => {
		const url = new URL(window.location.href)
		if (!url.searchParams.has('token')) return
		url.searchParams.delete('token')
		window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`)
	}, [])
	const error = actionData?.result?.error?.['']?.join(' ') ?? (usable ? null : loaderData.message)
	const canSignIn = usable && !actionData?.locked
	const resendAction = verifyEmailPath(carry, email ?? undefined)
	return (
		<AuthLayout
			title={email && canSignIn ? `Sign in as ${email}?` : 'This sign-in link no longer works'}
			description={
				canSignIn
					? 'You opened a sign-in link from your email. Continue only if you asked for it.'
					: 'Codes work once and for 10 minutes. A new one takes a moment.'
			}
		>
			<div className="flex flex-col gap-4">
				{error ? <FormMessage>{error}</FormMessage> : null}
				{signedInAs && canSignIn ? (
					<FormMessage tone="info">{`You are signed in here as ${signedInAs}; continuing signs you in as ${email} instead.`}</FormMessage>
				) : null}
				{canSignIn ? (
					<Form method="post" className="flex flex-col gap-3">
						<input type="hidden" name="intent" value="link" />
						<input type="hidden" name="token" value={token} />
						<Button
							type="submit"
							variant="brand"
							size="lg"
							className="arm-after-load"
							autoFocus={focusButton}
							loading={navigation.state === 'submitting'}
							loadingLabel="Signing you in"
						>
							{carry.context === 'signup' ? 'Verify my email' : 'Sign in'}
						</Button>
					</Form>
				) : (
					<Form method="post" action={resendAction} className="flex flex-col gap-3">
						<input type="hidden" name="intent" value="resend" />
						{email ? <input type="hidden" name="email" value={email} /> : null}
						<Button type="submit" variant="brand" loading={navigation.state === 'submitting'} loadingLabel="Sending a new code">
							Send a new code
						</Button>
					</Form>
				)}
				<Link to={carry.context === 'signup' ? '/signup' : '/login'} className="text-center text-sm font-medium text-brand underline-offset-4 hover:underline">
					{canSignIn ? 'Not you? Start again' : 'Use a different email'}
				</Link>
			</div>
		</AuthLayout>
	)
}

function PendingVerification({
	loaderData,
	actionData,
}: {
	loaderData: Extract<LoaderData, { status: 'pending' }>
	actionData: Route.ComponentProps['actionData']
}) {
	const { carry, email, hasPendingSignIn, startOver, devCode, code, autoSubmit } = loaderData
	const navigation = useNavigation()
	const submit = useSubmit()
	const [form, fields] = useForm({
		id: 'verify',
		lastResult: actionData?.result,
		defaultValue: { code },
		constraint: getZodConstraint(z.object({ code: CodeSchema })),
		shouldValidate: 'onSubmit',
	})

	// ?code= pre-fills the field and submits once (DECISIONS.md) — where this browser asked for
	// a code itself and no other site sent it here: otherwise a page elsewhere could finish a
	// sign-in it got this browser to start (decision 021). Then it only fills the field.
	const submittedOnce = useRef(false)
	const formRef = useRef<HTMLFormElement>(null)
	useEffect(() => {
		if (!code || !autoSubmit || submittedOnce.current || !formRef.current || !hasPendingSignIn) return
		submittedOnce.current = true
		submit(formRef.current)
	}, [code, autoSubmit, hasPendingSignIn, submit])

	const locked = actionData?.locked ?? false
	const title = carry.context === 'signup' ? 'Check your email' : 'Check your email to sign in'
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
				{!hasPendingSignIn && !actionData ? (
					<FormMessage tone="info">
						{email
							? 'This code no longer works (used, replaced, expired or tried too often). Send a new code to continue.'
							: 'There is no sign-in in progress in this browser. Send a new code to continue.'}
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
