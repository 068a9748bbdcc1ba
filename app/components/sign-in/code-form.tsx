import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation, useSubmit } from 'react-router'
import { AuthLayout } from '#app/components/auth-layout'
import { FormMessage } from '#app/components/form-controls'
import { Field } from '#app/components/forms'
import { useServerCheckedForm } from '#app/components/server-checked-form'
import { Button } from '#app/components/ui/button'
import { verifyEmailPath } from '#app/features/auth/carry'
import { LOCKED } from '#app/features/auth/sign-in-lock'
import type { VerifyEmailPage } from '#app/features/auth/verify-email.server'
import type { FormResult } from '#app/lib/form-result'

// A sign-in waiting for its code: the code field (?code= fills it, and
// submits it once where that is safe), and "Send a new code".

export function PendingVerification({ page, actionData }: { page: Extract<VerifyEmailPage, { status: 'pending' }>; actionData: FormResult | undefined }) {
	const { carry, email, hasPendingSignIn, startOver, devCode, code, autoSubmit } = page
	const navigation = useNavigation()
	const submit = useSubmit()
	// The server checks the code (decision 051): no zod in this page's scripts.
	const { form, field, formErrors } = useServerCheckedForm('verify', actionData?.result)
	const codeField = field('code', code)

	// ?code= pre-fills the field and submits once (DECISIONS.md) — where this browser asked for
	// a code itself and no other site sent it here: otherwise a page elsewhere could finish a
	// sign-in it got this browser to start (decision 021). Then it only fills the field.
	const submittedOnce = useRef(false)
	const formRef = form.ref
	useEffect(() => {
		if (!code || !autoSubmit || submittedOnce.current || !formRef.current || !hasPendingSignIn) return
		submittedOnce.current = true
		submit(formRef.current)
	}, [code, autoSubmit, hasPendingSignIn, submit, formRef])

	const locked = actionData?.ok === false && actionData.code === LOCKED
	// Locked, the code field's message says why Sign in is off: typing does not lift it.
	const codeErrors = locked ? (actionData.result?.error?.code ?? undefined) : codeField.errors
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

				<Form method="post" action={action} {...form} className="flex flex-col gap-4">
					<input type="hidden" name="intent" value="verify" />
					<Field
						label="Code"
						inputProps={{
							...codeField.control,
							type: 'text',
							required: true,
							autoComplete: 'one-time-code',
							inputMode: 'numeric',
							maxLength: 12,
							autoFocus: true,
							className: 'text-center tracking-[0.4em] tabular-nums',
						}}
						box={{ text: 'text-2xl' }}
						errors={codeErrors}
					/>
					<Button type="submit" variant="brand" size="lg" loading={isVerifying} loadingLabel="Checking your code" disabled={locked}>
						{carry.context === 'signup' ? 'Verify email' : 'Sign in'}
					</Button>
				</Form>

				<Form method="post" action={action} className="flex flex-col gap-2">
					<input type="hidden" name="intent" value="resend" />
					{email ? <input type="hidden" name="email" value={email} /> : null}
					{formErrors?.length ? <FormMessage>{formErrors.join(' ')}</FormMessage> : null}
					<Button type="submit" variant={locked ? 'brand' : 'outline'} loading={isResending} loadingLabel="Sending a new code">
						Send a new code
					</Button>
				</Form>
			</div>
		</AuthLayout>
	)
}
