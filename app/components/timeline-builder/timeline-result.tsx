import { useEffect, useState } from 'react'
import { FormMessage } from '#app/components/form-controls'
import { Button, buttonVariants } from '#app/components/ui/button'
import { formatDate, type Timeline, type TimelineEventKind } from '#app/features/timeline/timeline'
import { cn } from '#app/lib/cn'

// The built timeline: month by month, each date marked by its kind, with the
// calendar download and a print button.

export interface TimelineResultData {
	timeline: Timeline
	graduationYear: number
	eventCount: number
	/** The same query as a calendar file (.ics). */
	calendarHref: string
}

const KIND_LABELS: Record<TimelineEventKind, string> = {
	deadline: 'Deadline',
	task: 'To do',
	test: 'Test',
	milestone: 'Milestone',
}

const KIND_CLASSES: Record<TimelineEventKind, string> = {
	deadline: 'bg-destructive/10 text-destructive',
	task: 'bg-brand/10 text-brand',
	test: 'bg-accent/40 text-accent-foreground',
	milestone: 'bg-muted text-foreground',
}

export function TimelineResult({ result, todayLabel }: { result: TimelineResultData; todayLabel: string }) {
	const { timeline, graduationYear, eventCount, calendarHref } = result
	return (
		<section aria-labelledby="timeline-heading" id="timeline" className="flex flex-col gap-6">
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<h2 id="timeline-heading" className="text-2xl font-bold tracking-tight">
						Your timeline: class of {graduationYear}
					</h2>
					<p className="mt-1 text-muted-foreground" role="status">
						{eventCount === 1 ? '1 date' : `${eventCount} dates`} from {todayLabel} through move-in.
					</p>
				</div>
				{eventCount > 0 ? (
					<div className="flex flex-wrap gap-2 print:hidden">
						<a href={calendarHref} download="northstar-college-timeline.ics" className={buttonVariants({ variant: 'brand' })}>
							Download calendar (.ics)
						</a>
						<PrintButton />
					</div>
				) : null}
			</div>

			{timeline.months.length === 0 ? (
				<FormMessage tone="info">
					Nothing is left to schedule for the class of {graduationYear}: move-in has passed. Choose a later graduation year.
				</FormMessage>
			) : (
				<ol className="flex flex-col gap-8" aria-label="Timeline by month">
					{timeline.months.map((month) => (
						<li key={month.month} aria-labelledby={`month-${month.month}`} className="break-inside-avoid-page">
							<h3 id={`month-${month.month}`} className="text-lg font-semibold">
								{month.label}
							</h3>
							<ol className="mt-3 flex flex-col gap-3 border-l-2 border-brand/30 pl-4">
								{month.events.map((event) => (
									<li
										key={event.id}
										className="break-inside-avoid rounded-lg border bg-background p-4 print:border-0 print:p-0"
										data-kind={event.kind}
									>
										<p className="flex flex-wrap items-center gap-2 text-sm">
											<time dateTime={event.date} className="font-medium tabular-nums">
												{formatDate(event.date)}
											</time>
											<span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', KIND_CLASSES[event.kind])}>
												{KIND_LABELS[event.kind]}
											</span>
										</p>
										<p className="mt-1 font-semibold">{event.title}</p>
										<p className="mt-1 text-sm text-muted-foreground">{event.detail}</p>
									</li>
								))}
							</ol>
						</li>
					))}
				</ol>
			)}

			<p className="text-sm text-muted-foreground">
				Dates are typical for US colleges and testing agencies this cycle; each college sets its own deadlines, so
				confirm every date on the college’s or test’s website. Test dates are the usual Saturday of each test month.
			</p>
		</section>
	)
}

/** Printing needs JavaScript, so the button appears once the page is hydrated. */
function PrintButton() {
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	return (
		<Button type="button" variant="outline" hidden={!hydrated} onClick={() => window.print()}>
			Print
		</Button>
	)
}
