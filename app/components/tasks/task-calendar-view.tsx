import { ChevronLeft, ChevronRight } from 'lucide'
import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { formatDay } from '#app/features/plan/dates'
import { monthGrid, shiftMonth } from '#app/features/plan/task-list'
import type { TaskCalendarData } from '#app/features/plan/task-page'
import { cn } from '#app/lib/cn'

// The tasks page's calendar view (`?view=calendar&month=2027-01`): a month of
// weeks, Sunday first, each day with the tasks due on it.

export function TaskCalendarView({
	month,
	tasks,
	today,
	withParams,
}: {
	month: string
	tasks: TaskCalendarData['tasks']
	today: string
	withParams: (changes: Record<string, string | null>) => string
}) {
	const weeks = monthGrid(month, tasks)
	const title = formatDay(`${month}-01`, { month: 'long', year: 'numeric' })
	return (
		<section aria-labelledby="calendar-heading" className="rounded-xl border bg-background p-4">
			<div className="mb-3 flex items-center justify-between">
				<Link to={withParams({ month: shiftMonth(month, -1) })} className="flex items-center gap-1 text-sm hover:underline">
					<Icon node={ChevronLeft} aria-hidden="true" className="size-4" /> Previous month
				</Link>
				<h2 id="calendar-heading" className="font-semibold">
					{title}
				</h2>
				<Link to={withParams({ month: shiftMonth(month, 1) })} className="flex items-center gap-1 text-sm hover:underline">
					Next month <Icon node={ChevronRight} aria-hidden="true" className="size-4" />
				</Link>
			</div>
			<Table label={`Tasks due in ${title}`} className="min-w-[42rem] table-fixed border-collapse">
				<TableCaption variant="sr-only">Tasks due in {title}</TableCaption>
				<TableHeader>
					<TableRow>
						{['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => (
							<TableHead key={day} scope="col" className="pb-2 text-left font-medium text-muted-foreground">
								{day}
							</TableHead>
						))}
					</TableRow>
				</TableHeader>
				<TableBody>
					{weeks.map((week, index) => (
						<TableRow key={index}>
							{week.map((cell, dayIndex) => (
								<TableCell key={dayIndex} className={cn('h-24 border p-1 align-top', cell?.day === today && 'bg-brand/5')}>
									{cell ? (
										<>
											<span className={cn('text-xs', cell.day === today ? 'font-bold text-brand' : 'text-muted-foreground')}>{Number(cell.day.slice(8))}</span>
											<ul className="mt-1 flex flex-col gap-1">
												{cell.tasks.map((task) => (
													<li key={task.id} className={cn('truncate rounded bg-secondary px-1 py-0.5 text-xs', task.status === 'done' && 'line-through opacity-60')} title={task.title}>
														{task.title}
													</li>
												))}
											</ul>
										</>
									) : null}
								</TableCell>
							))}
						</TableRow>
					))}
				</TableBody>
			</Table>
		</section>
	)
}
