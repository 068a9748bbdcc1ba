import { Form, Link, redirect } from 'react-router'
import { Button } from '#app/components/ui/button'
import { listUserAccounts } from '#app/features/accounts/accounts.server'
import { requireUser } from '#app/features/auth/auth.server'
import { formatDay } from '#app/features/plan/dates'
import { familyOverview } from '#app/features/plan/family-overview.server'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/dashboard'

// /dashboard (DECISIONS.md "Family view"): straight to the student's
// dashboard when there is one; the family overview when there are several.
// Each student's card shows their week, the next deadline and what others
// changed since this member last looked (for students whose plan they see).

export async function loader({ request, context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const user = await requireUser(request, app)
	const accounts = await listUserAccounts(app, user.id)
	if (accounts.length === 0) throw redirect('/onboarding')
	if (accounts.length === 1) throw redirect(`/a/${accounts[0]!.id}/dashboard`)
	const weeks = await familyOverview(app, user.id, accounts.map((account) => account.id))
	return { name: user.name, email: user.email, accounts: accounts.map((account) => ({ ...account, week: weeks.get(account.id) ?? null })) }
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
	const { name, email, accounts } = loaderData
	return (
		<main id="main-content" className="mx-auto max-w-3xl px-6 py-12">
			<h1 className="text-3xl font-bold">{name ? `Hi, ${name}` : 'Your family'}</h1>
			<p className="mt-1 text-muted-foreground">Signed in as {email}</p>
			<h2 className="mt-8 text-lg font-semibold">Your students</h2>
			<ul className="mt-3 grid gap-4 sm:grid-cols-2">
				{accounts.map((account) => (
					<li key={account.id} className="flex flex-col rounded-xl border p-5" data-testid="student-week">
						<Link to={`/a/${account.id}/dashboard`} className="font-semibold hover:text-brand hover:underline">
							{account.studentName}
						</Link>
						<span className="text-sm text-muted-foreground">{account.grade}</span>
						{account.week ? (
							<>
								<p className="mt-3 text-sm font-medium">
									{account.week.dueThisWeek.length ? `Due this week (${account.week.dueThisWeek.length})` : 'Nothing due this week'}
								</p>
								{account.week.dueThisWeek.length ? (
									<ul className="mt-1 flex flex-col gap-1 text-sm">
										{account.week.dueThisWeek.slice(0, 3).map((task) => (
											<li key={task.id}>
												{task.title} <span className={task.overdue ? 'text-destructive' : 'text-muted-foreground'}>· {task.overdue ? 'overdue' : formatDay(task.dueDate)}</span>
											</li>
										))}
									</ul>
								) : null}
								{account.week.nextDeadline ? (
									<p className="mt-2 text-sm text-muted-foreground">
										Next: {account.week.nextDeadline.title} · {formatDay(account.week.nextDeadline.dueDate)}
									</p>
								) : null}
								<p className="mt-2 text-sm">
									{account.week.since.firstVisit
										? 'Changes others make will show here from your next visit.'
										: account.week.since.done || account.week.since.added
											? `Since your last visit: ${[
													account.week.since.done ? `${account.week.since.done} done` : null,
													account.week.since.added ? `${account.week.since.added} added` : null,
												]
													.filter(Boolean)
													.join(', ')}.`
											: 'No changes since your last visit.'}
								</p>
							</>
						) : null}
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
