import { useEffect, useState } from 'react'
import { Form } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { ErrorList, Field } from '#app/components/forms'
import { PageHero } from '#app/components/marketing'
import { Button, buttonVariants } from '#app/components/ui/button'
import { Checkbox } from '#app/components/ui/checkbox'
import { Select } from '#app/components/ui/select'
import {
	buildTimeline,
	formatDate,
	gradeForClassOf,
	MAX_SCHOOL_NAME,
	MAX_SCHOOLS,
	PLAN_LABELS,
	PLAN_TYPES,
	type TestName,
	TEST_LABELS,
	TEST_NAMES,
	type TimelineEventKind,
	todayIso,
	YEARS_AHEAD,
} from '#app/features/timeline/timeline'
import {
	parseTimelineQuery,
	type TimelineFormValues,
	timelineFormValues,
	timelineQueryString,
} from '#app/features/timeline/timeline-query'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { cn } from '#app/lib/cn'
import type { Route } from './+types/tools.timeline-builder'

// /tools/timeline-builder: a GET form (works without JavaScript; the result
// can be bookmarked or shared), a month-by-month timeline from today to
// move-in, an .ics download of the same query and a print-friendly layout.

const PATH = '/tools/timeline-builder'
/** School rows the form starts with; after a submission it offers two more than were filled, up to MAX_SCHOOLS. */
const STARTING_ROWS = 8

const TEST_HINTS: Record<TestName, string> = {
	SAT: 'March, May, June, August, October, November and December',
	ACT: 'September, October, December, February, April, June and July',
	PSAT: 'October: sophomore practice and junior year',
	AP: 'First two weeks of May',
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

function classLabel(year: number, today: Date): string {
	const grade = gradeForClassOf(year, today)
	if (grade > 12) return `Class of ${year} (graduated)`
	return `Class of ${year} (${grade}th grade now)`
}

export function loader({ request, context }: Route.LoaderArgs) {
	const today = getAppContext(context).now()
	const searchParams = new URL(request.url).searchParams
	const firstYear = today.getUTCFullYear()
	const yearOptions = Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => ({
		value: String(firstYear + index),
		label: classLabel(firstYear + index, today),
	}))
	const base = { yearOptions, todayLabel: formatDate(todayIso(today)) }

	// A first visit: an empty form, no errors.
	if (!searchParams.has('year')) {
		return { ...base, values: timelineFormValues(searchParams), errors: null, result: null }
	}
	const parsed = parseTimelineQuery(searchParams, today)
	if (!parsed.ok) return { ...base, values: parsed.values, errors: parsed.errors, result: null }
	const timeline = buildTimeline(parsed.input, today)
	return {
		...base,
		values: parsed.values,
		errors: null,
		result: {
			timeline,
			graduationYear: parsed.input.graduationYear,
			eventCount: timeline.months.reduce((count, month) => count + month.events.length, 0),
			calendarHref: `${PATH}/calendar.ics?${timelineQueryString(parsed.input)}`,
		},
	}
}

export default function TimelineBuilderRoute({ loaderData }: Route.ComponentProps) {
	const { values, errors, result, yearOptions, todayLabel } = loaderData
	return (
		<>
			<PageHero
				eyebrow="Free tool"
				title="Application Timeline Builder"
				description="Pick your graduation year, add your colleges and the tests you plan to take. Get every deadline, test date and to-do from today to move-in, month by month, to print or add to your calendar."
				className="print:pt-0 print:pb-4"
			/>
			<div
				className={cn(
					'mx-auto px-4 pb-16 print:block print:max-w-none',
					result ? 'grid max-w-6xl items-start gap-10 lg:grid-cols-[1fr_22rem]' : 'max-w-2xl',
				)}
			>
				{result ? (
					<TimelineResult result={result} todayLabel={todayLabel} />
				) : null}
				<TimelineForm values={values} errors={errors} yearOptions={yearOptions} compact={Boolean(result)} />
			</div>
		</>
	)
}

type LoaderData = Route.ComponentProps['loaderData']

function TimelineForm({
	values,
	errors,
	yearOptions,
	compact,
}: {
	values: TimelineFormValues
	errors: Record<string, string[]> | null
	yearOptions: LoaderData['yearOptions']
	/** A timeline is shown beside the form: a narrower form, left out of print. */
	compact: boolean
}) {
	const rows = Math.min(MAX_SCHOOLS, Math.max(STARTING_ROWS, values.schools.length + 2))
	const yearErrorId = errors?.year ? 'timeline-year-error' : undefined
	const testErrorId = errors?.tests ? 'timeline-tests-error' : undefined
	const schoolsErrorId = errors?.schools ? 'timeline-schools-error' : undefined
	return (
		<section aria-labelledby="timeline-form-heading" className={cn(compact && 'print:hidden lg:sticky lg:top-20')}>
			<h2 id="timeline-form-heading" className={cn('font-semibold', compact ? 'text-lg' : 'text-xl')}>
				{compact ? 'Change your details' : 'Your details'}
			</h2>
			<Form
				method="get"
				action={PATH}
				key={JSON.stringify(values)}
				className={cn('mt-4 flex flex-col gap-6', compact && 'print:hidden')}
			>
				{errors ? <FormMessage>Please fix the highlighted fields to build your timeline.</FormMessage> : null}
				<ErrorList errors={errors?.form} />

				<div className="flex flex-col gap-1.5">
					<label htmlFor="timeline-year" className="text-sm font-medium">
						Graduation year
					</label>
					<Select
						id="timeline-year"
						name="year"
						required
						defaultValue={values.year}
						aria-invalid={yearErrorId ? true : undefined}
						aria-describedby={yearErrorId}
					>
						<option value="">Choose your class…</option>
						{yearOptions.map((option) => (
							<option key={option.value} value={option.value}>
								{option.label}
							</option>
						))}
					</Select>
					<ErrorList id={yearErrorId} errors={errors?.year} />
				</div>

				<fieldset className="flex flex-col gap-4" aria-describedby={['timeline-schools-hint', schoolsErrorId].filter(Boolean).join(' ')}>
					<legend className="text-sm font-medium">Schools (optional)</legend>
					<p id="timeline-schools-hint" className="-mt-2 text-sm text-muted-foreground">
						A name and application plan for each school, up to {MAX_SCHOOLS}. Blank rows are skipped.
					</p>
					<ErrorList id={schoolsErrorId} errors={errors?.schools} />
					<ol className="flex flex-col gap-3">
						{Array.from({ length: rows }, (_, index) => {
							const school = values.schools[index]
							const planErrors = errors?.[`schools.${index}.plan`]
							const planErrorId = planErrors ? `timeline-plan-${index}-error` : undefined
							return (
								<li
									key={index}
									className={cn('grid gap-2', compact ? 'grid-cols-1' : 'sm:grid-cols-[1fr_15rem]')}
									data-testid="school-row"
								>
									<Field
										label={`School ${index + 1}`}
										inputProps={{
											id: `timeline-school-${index}`,
											name: 'school',
											type: 'text',
											defaultValue: school?.name ?? '',
											maxLength: MAX_SCHOOL_NAME,
											autoComplete: 'off',
											placeholder: index === 0 ? 'e.g. University of Michigan' : undefined,
										}}
										errors={errors?.[`schools.${index}.name`]}
									/>
									<div className="flex flex-col gap-1.5">
										<label htmlFor={`timeline-plan-${index}`} className="text-sm font-medium">
											<span className="sr-only">School {index + 1} </span>Plan
										</label>
										<Select
											id={`timeline-plan-${index}`}
											name="plan"
											defaultValue={school?.plan ?? 'RD'}
											aria-invalid={planErrorId ? true : undefined}
											aria-describedby={planErrorId}
										>
											{PLAN_TYPES.map((plan) => (
												<option key={plan} value={plan}>
													{PLAN_LABELS[plan]}
												</option>
											))}
										</Select>
										<ErrorList id={planErrorId} errors={planErrors} />
									</div>
								</li>
							)
						})}
					</ol>
				</fieldset>

				<fieldset className="flex flex-col gap-2" aria-describedby={testErrorId}>
					<legend className="mb-2 text-sm font-medium">Tests you plan to take</legend>
					{TEST_NAMES.map((test) => (
						<label
							key={test}
							className="flex cursor-pointer items-start gap-3 rounded-md border bg-background px-3 py-2.5 text-sm has-checked:border-brand has-checked:bg-brand/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/30"
						>
							<Checkbox
								name="test"
								value={test}
								defaultChecked={values.tests.includes(test)}
								className="mt-0.5"
							/>
							<span>
								<span className="font-medium">{TEST_LABELS[test]}</span>
								<span className="block text-muted-foreground">{TEST_HINTS[test]}</span>
							</span>
						</label>
					))}
					<ErrorList id={testErrorId} errors={errors?.tests} />
				</fieldset>

				<div className="flex flex-wrap items-center gap-4">
					<Button type="submit" variant="brand" size="lg">
						{compact ? 'Update my timeline' : 'Build my timeline'}
					</Button>
					<p className="text-sm text-muted-foreground">No sign-up needed. Your details stay in the page address.</p>
				</div>
			</Form>
		</section>
	)
}

function TimelineResult({ result, todayLabel }: { result: NonNullable<LoaderData['result']>; todayLabel: string }) {
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

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Application Timeline Builder',
		description:
			'A free college application timeline: every deadline, test date and to-do from today to move-in, month by month, for your graduation year, colleges and tests. Print it or add it to your calendar.',
	})
