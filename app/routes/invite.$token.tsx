import { data, Form, Link, redirect } from 'react-router'
import { AuthLayout } from '#app/components/auth-layout'
import { FormMessage } from '#app/components/form-controls'
import { Button, buttonVariants } from '#app/components/ui/button'
import { setCurrentAccount } from '#app/features/accounts/accounts.server'
import { getInvitation, MemberChangeError, respondToInvitation } from '#app/features/accounts/members.server'
import { roleLabels, sectionLabels } from '#app/features/accounts/permissions'
import { requireUser } from '#app/features/auth/auth.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { FeatureError } from '#app/features/billing/require-feature.server'
import { getAppContext } from '#app/lib/app-context'
import { getSessionUser } from '#app/lib/session.server'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/invite.$token'

// The link in an invitation mail: who invited you, to what, as which role;
// accept or decline, once, within 7 days, signed in with the invited address.

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const invitation = await getInvitation(app, params.token)
	if (!invitation) throw data(null, { status: 404, statusText: 'Not Found' })
	const user = await getSessionUser(request, app)
	return {
		state: invitation.state,
		email: invitation.email,
		role: invitation.role,
		sections: invitation.sections,
		studentName: invitation.studentName,
		inviter: invitation.inviterName || invitation.inviterEmail || 'A Northstar family',
		signedInAs: user?.email ?? null,
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const app = getAppContext(context)
	requireSameOrigin(request, app.env)
	const user = await requireUser(request, app)
	const answer = (await readFormData(request)).get('answer') === 'accept' ? 'accept' : 'decline'
	try {
		const { accountId } = await respondToInvitation(app, user, params.token, answer)
		if (answer === 'decline') throw redirect('/')
		await setCurrentAccount(app, user, accountId)
		throw redirect(`/a/${accountId}/dashboard`)
	} catch (error) {
		if (error instanceof MemberChangeError) return data({ message: error.message }, { status: error.status })
		if (error instanceof FeatureError) return data({ code: error.code, message: error.message }, { status: 403 })
		throw error
	}
}

export default function InvitationRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { state, email, role, sections, studentName, inviter, signedInAs } = loaderData
	const returnTo = `/invite/${encodeURIComponent(params.token)}`
	if (state !== 'valid') {
		return (
			<AuthLayout title="This invitation can't be used" description={`It was ${state === 'expired' ? 'sent more than 7 days ago and has expired' : `already ${state}`}.`}>
				<p className="text-muted-foreground">Ask {inviter} to send a new one.</p>
			</AuthLayout>
		)
	}
	return (
		<AuthLayout
			title={`Join ${studentName}'s plan`}
			description={
				<>
					<strong className="text-foreground">{inviter}</strong> invited <strong className="text-foreground">{email}</strong> as{' '}
					<strong className="text-foreground">{roleLabels[role].toLowerCase()}</strong>.
				</>
			}
		>
			<div className="flex flex-col gap-4">
				{role === 'counselor' ? (
					<p className="text-sm text-muted-foreground">
						You'll see, read-only: {sections?.length ? sections.map((s) => sectionLabels[s as keyof typeof sectionLabels] ?? s).join(', ') : 'nothing yet — the family chooses what to share'}.
					</p>
				) : null}
				{actionData?.message ? <FormMessage>{actionData.message}</FormMessage> : null}
				{!signedInAs ? (
					<>
						<p>Sign in or create an account with {email} to answer.</p>
						<Link
							to={`/login?${new URLSearchParams({ email, returnTo })}`}
							className={buttonVariants({ variant: 'brand', size: 'lg' })}
						>
							Continue with {email}
						</Link>
					</>
				) : signedInAs !== email ? (
					<FormMessage>
						You're signed in as {signedInAs}, but this invitation is for {email}. Sign out and sign in with that
						address to answer it.
					</FormMessage>
				) : (
					<Form method="post" className="flex gap-3">
						<Button type="submit" name="answer" value="accept" variant="brand" size="lg" className="grow basis-0">
							Accept
						</Button>
						<Button type="submit" name="answer" value="decline" variant="outline" size="lg">
							Decline
						</Button>
					</Form>
				)}
			</div>
		</AuthLayout>
	)
}

export function meta() {
	return [{ title: 'Invitation | Northstar' }, { name: 'robots', content: 'noindex' }]
}
