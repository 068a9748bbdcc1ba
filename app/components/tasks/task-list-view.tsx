import { Link } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import type { TaskListData, TasksActionResult } from '#app/features/plan/task-page'
import { cn } from '#app/lib/cn'
import { TaskItem } from './task-item'

// The tasks page's list view: the tasks grouped by when they are due, with
// "Later" folded after its first tasks until `?later=all`.

export function TaskListView({
	groups,
	total,
	accountId,
	readOnly,
	actionData,
	withParams,
}: Pick<TaskListData, 'groups' | 'total'> & { accountId: string; readOnly: boolean; actionData?: TasksActionResult; withParams: (changes: Record<string, string | null>) => string }) {
	if (total === 0) return <EmptyState title="No tasks match">Change the filters, or add a task of your own.</EmptyState>
	return groups.map(({ group, label, tasks, hidden }) => (
		<section key={group} aria-labelledby={`group-${group}`}>
			<h2 id={`group-${group}`} className={cn('mb-2 font-semibold', group === 'overdue' && 'text-destructive')}>
				{label} <span className="font-normal text-muted-foreground">({tasks.length + hidden})</span>
			</h2>
			<ul className="flex flex-col gap-2">
				{tasks.map((task) => (
					<TaskItem key={task.id} task={task} accountId={accountId} readOnly={readOnly} editHref={withParams({ edit: task.id })} actionData={actionData} />
				))}
			</ul>
			{hidden ? (
				<Link to={withParams({ later: 'all' })} className="mt-2 inline-block text-sm text-brand underline-offset-4 hover:underline" preventScrollReset>
					Show {hidden} more later {hidden === 1 ? 'task' : 'tasks'}
				</Link>
			) : null}
		</section>
	))
}
