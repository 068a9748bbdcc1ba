import { createEvents, type EventAttributes } from 'ics'
import { addDays } from '#app/features/plan/dates'

// A member's plan as an iCalendar feed that Google, Apple and Outlook
// subscribe to: one all-day event per dated task (and test date), with a UID
// per task so each refresh updates events instead of adding copies.

export interface FeedTask {
	id: string
	title: string
	dueDate: string
	status: 'open' | 'done' | 'skipped'
	why: string | null
}

/** ics 3.12 takes DTSTAMP as `timestamp`, though its types leave it out. */
type IcsEvent = EventAttributes & { timestamp: number }

const dateArray = (date: string): [number, number, number] => {
	const [year, month, day] = date.split('-').map(Number)
	return [year!, month!, day!]
}

export function planToIcs({
	studentName,
	tasks,
	tests,
	planUrl,
	stamp,
}: {
	studentName: string
	tasks: FeedTask[]
	tests: Array<{ test: string; date: string }>
	planUrl: string
	stamp: Date
}): string {
	const events: IcsEvent[] = [
		...tasks
			.filter((task) => task.status !== 'skipped')
			.map(
				(task): IcsEvent => ({
					uid: `${task.id}@northstar-plan`,
					timestamp: stamp.getTime(),
					start: dateArray(task.dueDate),
					// All-day: DTEND is the next day, exclusive.
					end: dateArray(addDays(task.dueDate, 1)),
					title: task.status === 'done' ? `✓ ${task.title}` : task.title,
					description: [task.why, `Open the plan: ${planUrl}`].filter(Boolean).join('\n\n'),
					url: planUrl,
					categories: ['Northstar'],
					transp: 'TRANSPARENT',
				}),
			),
		...tests.map(
			(test): IcsEvent => ({
				uid: `test-${test.test}-${test.date}@northstar-plan`,
				timestamp: stamp.getTime(),
				start: dateArray(test.date),
				end: dateArray(addDays(test.date, 1)),
				title: `${test.test} test day`,
				categories: ['Northstar', 'Tests'],
				transp: 'TRANSPARENT',
			}),
		),
	]
	const { error, value } = createEvents(events, { productId: 'northstar/plan', calName: `${studentName}'s college plan (Northstar)` })
	if (error || value === null) throw error ?? new Error('Could not create the calendar.')
	return value
}
