import { useEffect } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { AuthLayout } from '#app/components/auth-layout'
import { FormMessage } from '#app/components/form-controls'
import { Button } from '#app/components/ui/button'
import { verifyEmailPath } from '#app/features/auth/carry'
import { LOCKED } from '#app/features/auth/sign-in-lock'
import type { VerifyEmailPage } from '#app/features/auth/verify-email.server'
import type { FormResult } from '#app/lib/form-result'

// A magic link opens this page: it says whose sign-in it is, and only its
// button's POST signs in (decision 021). A link that no longer works offers
// a new code.

export function MagicLink({ page, actionData }: { page: Extract<VerifyEmailPage, { status: 'link' }>; actionData: FormResult | undefined }) {
	const navigation = useNavigation()
	const { carry, token, email, usable, signedInAs, focusButton } = page
	// The token stays in the form, not in the address bar, history or anything that reads the URL.
	useEffect(() => {
		const url = new URL(window.location.href)
		if (!url.searchParams.has('token')) return
		url.searchParams.delete('token')
		window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`)
	}, [])
	const error = actionData?.result?.error?.['']?.join(' ') ?? (usable ? null : page.message)
	const canSignIn = usable && !(actionData?.ok === false && actionData.code === LOCKED)
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
