import { CalendarDays, List } from 'lucide'
import { Form, Link, useSearchParams } from 'react-router'
import { SelectField } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { Icon } from '#app/components/ui/icon'
import { planCategoryLabels } from '#app/features/plan/dashboard'
import { statusFilters, type TaskFilters } from '#app/features/plan/task-list'
import { cn } from '#app/lib/cn'
import { planCategories } from '../../../content/plan/types'

// The tasks page's URL controls: List or Calendar (`?view=`), and the filters
// (`?status=`, `?category=`, `?owner=`) a GET form puts in the query.

/** A link to this page with some query parameters changed (null removes one), the others kept. */
export function useWithParams() {
	const [searchParams] = useSearchParams()
	return (changes: Record<string, string | null>) => {
		const next = new URLSearchParams(searchParams)
		for (const [key, value] of Object.entries(changes)) {
			if (value === null) next.delete(key)
			else next.set(key, value)
		}
		return `?${next}`
	}
}

export function TaskViewSwitch({ view, withParams }: { view: TaskFilters['view']; withParams: (changes: Record<string, string | null>) => string }) {
	return (
		<nav aria-label="View" className="flex gap-1 rounded-lg border p-1">
			<Link
				to={withParams({ view: null })}
				aria-current={view === 'list' ? 'page' : undefined}
				className={cn('flex items-center gap-1 rounded-md px-3 py-1.5 text-sm', view === 'list' && 'bg-secondary font-medium')}
			>
				<Icon node={List} aria-hidden="true" className="size-4" /> List
			</Link>
			<Link
				to={withParams({ view: 'calendar' })}
				aria-current={view === 'calendar' ? 'page' : undefined}
				className={cn('flex items-center gap-1 rounded-md px-3 py-1.5 text-sm', view === 'calendar' && 'bg-secondary font-medium')}
			>
				<Icon node={CalendarDays} aria-hidden="true" className="size-4" /> Calendar
			</Link>
		</nav>
	)
}

export function TaskFilterForm({ filters }: { filters: TaskFilters }) {
	return (
		<Form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border bg-background p-4" aria-label="Filter tasks">
			{filters.view === 'calendar' ? <input type="hidden" name="view" value="calendar" /> : null}
			<SelectField id="filter-status" box={{ height: 'h-10', width: 'w-auto' }} name="status" label="Status" value={filters.status} options={statusFilters.map((value) => [value, { open: 'Open', done: 'Done', removed: 'Removed', all: 'All' }[value]])} />
			<SelectField id="filter-category" box={{ height: 'h-10', width: 'w-auto' }} name="category" label="Category" value={filters.category} options={[['all', 'All categories'], ...planCategories.map((value) => [value, planCategoryLabels[value]] as [string, string])]} />
			<SelectField id="filter-owner" box={{ height: 'h-10', width: 'w-auto' }} name="owner" label="Who" value={filters.owner} options={[['all', 'Everyone'], ['student', 'Student'], ['parent', 'Parent']]} />
			<Button type="submit" variant="outline">
				Apply filters
			</Button>
		</Form>
	)
}
