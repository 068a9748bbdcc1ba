import { Link } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { EmptyState } from '#app/components/empty-state'
import { cardVariants } from '#app/components/ui/card'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { getAccountDetails } from '#app/features/accounts/accounts.server'
import { getPost } from '#app/features/blog/blog.server'
import { loadPlan } from '#app/features/plan/plan.server'
import { resourceShelf, type ShelfItem } from '#app/features/plan/stage-resources'
import type { Route } from './+types/resources'

// Guides for this student now: the ones the plan's next tasks point to, then
// a shelf for their grade. The plan part shows only to members who see tasks.

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId)
	const account = (await getAccountDetails(app, access.accountId))!
	const plan = access.sections.includes('tasks') ? await loadPlan(app, access.accountId) : null
	const shelf = resourceShelf({
		grade: account.gradeLevel,
		openTasks: (plan?.tasks ?? []).filter((task) => task.status === 'open' && task.parentId === null),
		titleFor: (path) => {
			const post = path.startsWith('/blog/') ? getPost(path.slice('/blog/'.length)) : undefined
			return post ? { title: post.title, description: post.description } : undefined
		},
	})
	return { ...shelf, grade: account.grade }
}

function Shelf({ items }: { items: ShelfItem[] }) {
	return (
		<ul className="grid gap-3 sm:grid-cols-2">
			{items.map((item) => (
				<li key={item.path}>
					<Link to={item.path} className={cardVariants({ padding: 'sm', className: 'block h-full hover:border-brand' })}>
						<span className="block font-medium">{item.title}</span>
						<span className="mt-1 block text-sm text-muted-foreground">{item.description}</span>
						{item.forTasks.length ? <span className="mt-2 block text-xs text-brand">For: {item.forTasks.join(' · ')}</span> : null}
					</Link>
				</li>
			))}
		</ul>
	)
}

export default function AccountResourcesRoute({ loaderData }: Route.ComponentProps) {
	const { forPlan, forGrade, grade } = loaderData
	return (
		<main id="main-content" className="flex flex-col gap-8">
			<h1 className="text-2xl font-bold">Resources</h1>
			<section aria-labelledby="plan-guides">
				<h2 id="plan-guides" className="mb-3 font-semibold">
					For what’s next in the plan
				</h2>
				{forPlan.length ? <Shelf items={forPlan} /> : <EmptyState title="Nothing linked yet">Guides for upcoming tasks appear here as the plan moves along.</EmptyState>}
			</section>
			{forGrade.length ? (
				<section aria-labelledby="grade-guides">
					<h2 id="grade-guides" className="mb-3 font-semibold">
						Good reading for {grade ? grade.toLowerCase() : 'this stage'}
					</h2>
					<Shelf items={forGrade} />
				</section>
			) : null}
			<p className="text-sm">
				<Link to="/resources" className="text-brand underline-offset-4 hover:underline">
					All guides and calculators
				</Link>
			</p>
		</main>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Resources | Northstar' }, { name: 'robots', content: 'noindex' }]
}
