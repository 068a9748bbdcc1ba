import { Form, Link } from 'react-router'
import { AuthLayout } from '#app/components/auth-layout'
import { FormMessage } from '#app/components/form-controls'
import { Field } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import type { VerifyEmailPage } from '#app/features/auth/verify-email.server'

// /verify-email with a bad email or context (spec §5): what is wrong, and a
// fresh "Email me a code" (it posts to /login, which checks the address).

export function InvalidLink({ page }: { page: Extract<VerifyEmailPage, { status: 'invalid' }> }) {
	const start = page.carry.context === 'signup' ? '/signup' : '/login'
	return (
		<AuthLayout title="Let's start again" description="We couldn't use this verification link.">
			<div className="flex flex-col gap-4">
				<FormMessage>
					<ul className="list-inside list-disc">
						{page.problems.map((problem) => (
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
