import { Form, redirect } from 'react-router'
import { Button } from '#app/components/ui/button'
import { requireUser } from '#app/features/auth/auth.server'
import { getSessionAccounts } from '#app/features/auth/session-info.server'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/dashboard'

// /dashboard: where a signed-in family lands. A family with no student yet
// goes to onboarding. «Workspace: plan» makes this the family overview.

export async function loader({ request, context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const user = await requireUser(request, app)
	const accounts = await getSessionAccounts(app, user.id)
	if (accounts.length === 0) throw redirect('/onboarding')
	return { name: user.name, email: user.email, accounts }
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
	const { name, email, accounts } = loaderData
	return (
		<main id="main-content" className="mx-auto max-w-3xl px-6 py-12">
			<h1 className="text-3xl font-bold">{name ? `Hi, ${name}` : 'Your family'}</h1>
			<p className="mt-1 text-muted-foreground">Signed in as {email}</p>
			<h2 className="mt-8 text-lg font-semibold">Your students</h2>
			<ul className="mt-3 grid gap-3 sm:grid-cols-2">
				{accounts.map((account) => (
					<li key={account.id} className="rounded-xl border p-4">
						<p className="font-medium">{account.studentName}</p>
						<p className="text-sm text-muted-foreground capitalize">{account.role}</p>
					</li>
				))}
			</ul>
			<div className="mt-10 flex flex-wrap gap-3">
				<Form method="post" action="/logout">
					<Button type="submit" variant="outline">
						Sign out
					</Button>
				</Form>
				<Form method="post" action="/logout">
					<input type="hidden" name="intent" value="everywhere" />
					<Button type="submit" variant="ghost">
						Sign out everywhere
					</Button>
				</Form>
			</div>
		</main>
	)
}

export function meta() {
	return [{ title: 'Dashboard | Northstar' }, { name: 'robots', content: 'noindex' }]
}
