import { Link } from 'react-router'
import { useFamilyTime } from '#app/components/family-time-zone'
import { cardVariants } from '#app/components/ui/card'
import type { DashboardPageData } from '#app/features/plan/dashboard-page.server'
import { formatDay } from '#app/features/plan/dates'

// The dashboard's cards beside today's steps: this week's deadlines,
// progress by category, what changed this week, upcoming tests, and the
// sections shared.

type Summary = NonNullable<DashboardPageData['summary']>
const linkClass = 'text-brand underline-offset-4 hover:underline'

export function WeekCard({ accountId, deadlines }: { accountId: string; deadlines: Summary['deadlines'] }) {
	return (
		<section aria-labelledby="week-heading" className={cardVariants()}>
			<h2 id="week-heading" className="font-semibold">
				Due this week
			</h2>
			{deadlines.length ? (
				<ul className="mt-3 flex flex-col divide-y">
					{deadlines.map((deadline) => (
						<li key={deadline.id} className="flex items-start justify-between gap-3 py-2">
							<span>{deadline.title}</span>
							<span className={deadline.overdue ? 'shrink-0 text-sm font-medium text-destructive' : 'shrink-0 text-sm text-muted-foreground'}>
								{deadline.overdue ? 'Overdue · ' : ''}
								{formatDay(deadline.dueDate)}
							</span>
						</li>
					))}
				</ul>
			) : (
				<p className="mt-2 text-muted-foreground">Nothing due in the next 7 days.</p>
			)}
			<p className="mt-4 text-sm">
				<Link to={`/a/${accountId}/tasks`} className={linkClass}>
					See the whole plan
				</Link>
			</p>
		</section>
	)
}

export function ProgressCard({ progress }: { progress: Summary['progress'] }) {
	return (
		<section aria-labelledby="progress-heading" className={cardVariants()}>
			<h2 id="progress-heading" className="font-semibold">
				Progress this year
			</h2>
			<ul className="mt-3 flex flex-col gap-3">
				{progress.map((entry) => (
					<li key={entry.category}>
						<div className="flex justify-between text-sm">
							<span>{entry.label}</span>
							<span className="text-muted-foreground">
								{entry.done} of {entry.total}
							</span>
						</div>
						<div
							className="mt-1 h-2 overflow-hidden rounded-full bg-muted"
							role="progressbar"
							aria-label={`${entry.label}: ${entry.done} of ${entry.total} done`}
							aria-valuemin={0}
							aria-valuemax={entry.total}
							aria-valuenow={entry.done}
						>
							<div className="h-full rounded-full bg-brand" style={{ width: `${(entry.done / entry.total) * 100}%` }} />
						</div>
					</li>
				))}
			</ul>
		</section>
	)
}

export function ChangesCard({ accountId, changes, readOnly }: { accountId: string; changes: NonNullable<DashboardPageData['changes']>; readOnly: boolean }) {
	const when = useFamilyTime()
	return (
		<section aria-labelledby="changes-heading" className={cardVariants()}>
			<h2 id="changes-heading" className="font-semibold">
				What changed this week
			</h2>
			{changes.length ? (
				<ul className="mt-3 flex flex-col gap-2 text-sm" data-testid="changes">
					{changes.map((change, index) => (
						<li key={index}>
							<span className="font-medium">{change.who}</span> {change.text}{' '}
							<span className="text-muted-foreground">· {when(change.at, { weekday: 'short', month: 'short', day: 'numeric' })}</span>
						</li>
					))}
				</ul>
			) : (
				<p className="mt-2 text-muted-foreground">Nothing yet this week. Finished steps, new tasks, comments and Northstar’s plan updates show here.</p>
			)}
			{!readOnly ? (
				<p className="mt-4 text-sm">
					<Link to={`/a/${accountId}/settings?tab=student#plan-engine-heading`} className={linkClass}>
						See or undo Northstar’s plan updates
					</Link>
				</p>
			) : null}
		</section>
	)
}

export function TestsCard({ tests }: { tests: NonNullable<DashboardPageData['tests']> }) {
	return (
		<section aria-labelledby="tests-heading" className={cardVariants()}>
			<h2 id="tests-heading" className="font-semibold">
				Upcoming tests
			</h2>
			{tests.length ? (
				<ul className="mt-3 flex flex-col gap-1">
					{tests.map((test) => (
						<li key={`${test.test}-${test.date}`}>
							<span className="font-medium">{test.test}</span> <span className="text-muted-foreground">· {formatDay(test.date, { month: 'long', day: 'numeric', year: 'numeric' })}</span>
						</li>
					))}
				</ul>
			) : (
				<p className="mt-2 text-muted-foreground">No test dates planned yet.</p>
			)}
		</section>
	)
}

export function SectionsCard({ accountId, sections, readOnly }: { accountId: string; sections: DashboardPageData['sections']; readOnly: boolean }) {
	return (
		<section aria-labelledby="shared-heading" className={cardVariants()}>
			<h2 id="shared-heading" className="font-semibold">
				{readOnly ? 'Shared with you' : 'Sections'}
			</h2>
			{sections.length ? (
				<ul className="mt-3 flex flex-wrap gap-2" data-testid="shared-sections">
					{sections.map(({ section, label }) => (
						<li key={section} className="rounded-full bg-muted px-3 py-1 text-sm">
							{label}
						</li>
					))}
				</ul>
			) : (
				<p className="mt-2 text-muted-foreground">Nothing has been shared with you yet. The family decides what you can see.</p>
			)}
			{!readOnly ? (
				<p className="mt-4 text-sm">
					<Link to={`/a/${accountId}/settings?tab=users`} className={linkClass}>
						Invite family members and counselors
					</Link>
				</p>
			) : null}
		</section>
	)
}
