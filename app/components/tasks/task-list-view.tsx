import { useSearchParams } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { Pagination } from '#app/components/ui/pagination'
import type { TaskListData, TasksActionResult } from '#app/features/plan/task-page'
import { cn } from '#app/lib/cn'
import { TaskItem } from './task-item'

// The tasks page's list view: the tasks grouped by when they are due, a page
// at a time (`?page=`), each task's details opened by a link (`?open=`, one per
// open task) so the page carries only what the family asked to see.

export function TaskListView({
	groups,
	total,
	page,
	pages,
	open,
	readOnly,
	actionData,
	withParams,
}: Pick<TaskListData, 'groups' | 'total' | 'page' | 'pages' | 'open'> & { readOnly: boolean; actionData?: TasksActionResult; withParams: (changes: Record<string, string | null>) => string }) {
	const [searchParams] = useSearchParams()
	if (total === 0) return <EmptyState title="No tasks match">Change the filters, or add a task of your own.</EmptyState>
	/** This page's URL with one task's details opened or closed, landing at that task. */
	const toggleHref = (taskId: string) => {
		const next = new URLSearchParams(searchParams)
		next.delete('open')
		for (const id of open.includes(taskId) ? open.filter((each) => each !== taskId) : [...open, taskId]) next.append('open', id)
		return `?${next}#task-${taskId}`
	}
	return (
		<>
			{pages > 1 ? (
				<p className="text-sm text-muted-foreground">
					Page {page} of {pages} · {total} tasks
				</p>
			) : null}
			{groups.map(({ group, label, tasks, count }) => (
				<section key={group} aria-labelledby={`group-${group}`}>
					<h2 id={`group-${group}`} className={cn('mb-2 font-semibold', group === 'overdue' && 'text-destructive')}>
						{label} <span className="font-normal text-muted-foreground">({count})</span>
					</h2>
					<ul className="flex flex-col gap-2">
						{tasks.map((task) => (
							<TaskItem key={task.id} task={task} readOnly={readOnly} editHref={withParams({ edit: task.id })} detailsHref={toggleHref(task.id)} actionData={actionData} />
						))}
					</ul>
				</section>
			))}
			<Pagination label="Pages of tasks" page={page} pageCount={pages} hrefFor={(target) => withParams({ page: target === 1 ? null : String(target), open: null, edit: null })} />
		</>
	)
}
