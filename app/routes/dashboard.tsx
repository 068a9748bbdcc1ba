import { Form, Link, redirect } from 'react-router'
import { Button } from '#app/components/ui/button'
import { listUserAccounts } from '#app/features/accounts/accounts.server'
import { requireUser } from '#app/features/auth/auth.server'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/dashboard'

// /dashboard (DECISIONS.md "Family view"): straight to the student's
// dashboard when there is one; the family overview when there are several.
// «Workspace: plan» fills the overview with each student's week.

export async function loader({ request, context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const user = await requireUser(request, app)
	const accounts = await listUserAccounts(app, user.id)
	if (accounts.length === 0) throw redirect('/onboarding')
	if (accounts.length === 1) throw redirect(`/a/${accounts[0]!.id}/dashboard`)
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
					<li key={account.id}>
						<Link to={`/a/${account.id}/dashboard`} className="block rounded-xl border p-4 hover:border-brand">
							<span className="block font-medium">{account.studentName}</span>
							<span className="block text-sm text-muted-foreground">{account.grade}</span>
						</Link>
					</li>
				))}
			</ul>
			<div className="mt-10 flex flex-wrap gap-3">
				<Link to="/add-student" className="text-sm font-medium text-brand underline-offset-4 hover:underline">
					Add a student
				</Link>
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
	return [{ title: 'Your family | Northstar' }, { name: 'robots', content: 'noindex' }]
}
