import { data, redirect } from 'react-router'
import { parseEmailParam } from '#app/features/auth/email'
import { createTestAccount } from '#app/features/auth/test-bootstrap.server'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/test.bootstrap'
import { logError } from '#app/lib/redact'

// spec §2 /test/bootstrap: creates a signed-in test family and returns its
// accountId; any failure goes to /login. Only with ENABLE_TEST_ROUTES=true.

export async function loader({ request, context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	if (!app.env.ENABLE_TEST_ROUTES) throw data(null, { status: 404, statusText: 'Not Found' })
	const url = new URL(request.url)
	const email = parseEmailParam(url.searchParams.get('email'))
	if (email.invalid) throw redirect('/login')
	try {
		const { setCookie, ...created } = await createTestAccount(app, {
			email: email.email,
			studentName: url.searchParams.get('studentName') ?? undefined,
		})
		return data(
			{ accountId: created.accountId, email: created.email },
			{ headers: { 'set-cookie': setCookie, 'cache-control': 'no-store' } },
		)
	} catch (error) {
		logError('[test/bootstrap] failed:', error)
		throw redirect('/login')
	}
}

export default function TestBootstrapRoute({ loaderData }: Route.ComponentProps) {
	return (
		<main id="main-content" className="p-6">
			<h1 className="text-xl font-bold">Test account ready</h1>
			<p>
				Signed in as <span data-testid="email">{loaderData.email}</span>, account{' '}
				<span data-testid="account-id">{loaderData.accountId}</span>.
			</p>
		</main>
	)
}
