import { getFormProps, getInputProps } from '@conform-to/react'
import { Form, Link, useLocation } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { ErrorList } from '#app/components/forms'
import { IncomeBracketForm } from '#app/components/income-bracket-form'
import { textLinkClass } from '#app/components/marketing'
import { ButtonForm, checkboxProps, postedValue, usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Checkbox } from '#app/components/ui/checkbox'
import { Input } from '#app/components/ui/input'
import { Pagination } from '#app/components/ui/pagination'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { ChecklistTickFormSchema, PriorityDateFormSchema } from '#app/features/aid/aid-forms'
import { cycleDates, fillCycle } from '#app/features/aid/cycle'
import { type AidChecklist, aidChecklists, aidChecklistTitles } from '#app/features/aid/checklists'
import type { loadAidOverview } from '#app/features/aid/overview.server'
import { type IncomeBracket, incomeBrackets } from '#app/features/colleges/match'
import { formatDay } from '#app/features/plan/dates'
import { cn } from '#app/lib/cn'
import { hrefWith } from '#app/lib/href'
import type { FormResult } from '#app/lib/form-result'
import { formatMoney } from '#app/lib/format'
import { documentsNeeded, fsaIdSteps } from '../../../content/aid/checklists'

type Overview = Awaited<ReturnType<typeof loadAidOverview>>

const dollars = (value: number | null) => formatMoney(value, 'Not reported')

export function OverviewPanel({
	accountId,
	data,
	income,
	editingPriority,
	readOnly,
	actionData,
}: {
	accountId: string
	data: Overview
	income: IncomeBracket
	/** The college (list entry) whose priority date is open for editing (`?priority=`). */
	editingPriority: string | null
	readOnly: boolean
	actionData: FormResult | undefined
}) {
	const { cycle, colleges, collegePage } = data
	const location = useLocation()
	const href = (changes: Record<string, string | null>) => hrefWith(location.pathname, location.search, changes)
	return (
		<div className="flex flex-col gap-6">
			<section aria-labelledby="cycle-heading" className={cardVariants()}>
				<h2 id="cycle-heading" className="font-semibold">
					Your aid cycle: {cycle.label}
				</h2>
				<p className="mt-1 text-sm">{cycle.context}</p>
				<p className="mt-1 text-sm font-medium" data-testid="cycle-phase">
					{cycle.phase === 'upcoming'
						? `The forms open in about ${cycle.daysUntilOpen} days. Make the StudentAid.gov accounts now.`
						: cycle.phase === 'open'
							? 'The forms are open. File as early as you can: some aid is first come, first served.'
							: 'This cycle has closed.'}
				</p>
				{/* `relative` keeps screen-reader-only text inside the scrolling box from widening the page; focusable so the keyboard can scroll it. */}
				<Table containerClassName="mt-4 rounded-md" labelledBy="cycle-dates-caption" className="text-left sm:min-w-[32rem]">
					<TableCaption id="cycle-dates-caption" variant="sr-only">Dates for the {cycle.label} aid forms</TableCaption>
					<TableHeader>
						<TableRow className="border-b">
							<TableHead scope="col" className="py-2 pr-3 font-medium">When</TableHead>
							<TableHead scope="col" className="py-2 pr-3 font-medium">What</TableHead>
							<TableHead scope="col" className="py-2 font-medium">Notes</TableHead>
						</TableRow>
					</TableHeader>
					<TableBody>
						{cycleDates(cycle).map((row) => (
							<TableRow key={row.what} className="border-b align-top">
								<TableCell className="py-2 pr-3 sm:whitespace-nowrap">{row.when}</TableCell>
								<TableHead scope="row" className="py-2 pr-3 font-medium">{row.what}</TableHead>
								<TableCell className="py-2 text-muted-foreground">{row.note}</TableCell>
							</TableRow>
						))}
					</TableBody>
				</Table>
			</section>

			<div className="grid gap-6 lg:grid-cols-2">
				{(Object.keys(aidChecklists) as AidChecklist[]).map((list) => (
					<ChecklistCard key={list} accountId={accountId} list={list} done={data.checklists[list]} cycle={cycle} readOnly={readOnly} actionData={actionData} />
				))}
			</div>

			<section aria-labelledby="fsa-heading" className={cardVariants()}>
				<h2 id="fsa-heading" className="font-semibold">
					StudentAid.gov accounts (FSA IDs)
				</h2>
				<p className="mt-1 max-w-prose text-sm text-muted-foreground">Every person who signs the FAFSA needs their own account with their own email address. Each takes a few days to verify, so make them before the FAFSA opens.</p>
				<div className="mt-4 grid gap-4 md:grid-cols-2">
					{fsaIdSteps.map((person) => (
						<div key={person.who} className="rounded-lg border p-4">
							<h3 className="text-sm font-semibold">{person.who}</h3>
							<ol className="mt-2 list-decimal pl-5 text-sm">
								{person.steps.map((step) => (
									<li key={step} className="mt-1">{step}</li>
								))}
							</ol>
						</div>
					))}
				</div>
			</section>

			<section aria-labelledby="documents-heading" className={cardVariants()}>
				<h2 id="documents-heading" className="font-semibold">
					Documents to have at hand
				</h2>
				<ul className="mt-2 list-disc pl-5 text-sm">
					{documentsNeeded.map((line) => (
						<li key={line} className="mt-1">{fillCycle(line, cycle)}</li>
					))}
				</ul>
			</section>

			{colleges.length ? (
				<>
					<PriorityDeadlines colleges={colleges} editing={editingPriority} href={href} readOnly={readOnly} actionData={actionData} />
					<NetPrices colleges={colleges} income={income} />
					<Pagination
						label="Pages of colleges"
						page={collegePage.page}
						pageCount={collegePage.pages}
						hrefFor={(target) => `${href({ page: target === 1 ? null : String(target), priority: null })}#priority-heading`}
					/>
				</>
			) : (
				<EmptyState title="No colleges on the list yet">
					Add colleges on the{' '}
					<Link to={`/a/${accountId}/colleges`} className={textLinkClass}>
						college list
					</Link>{' '}
					first. Each one’s aid priority date, CSS Profile requirement and net price for your income then show here.
				</EmptyState>
			)}
		</div>
	)
}

function ChecklistCard({
	accountId,
	list,
	done,
	cycle,
	readOnly,
	actionData,
}: {
	accountId: string
	list: AidChecklist
	done: string[]
	cycle: Overview['cycle']
	readOnly: boolean
	actionData: FormResult | undefined
}) {
	const items = aidChecklists[list]
	const count = items.filter((item) => done.includes(item.key)).length
	const headingId = `checklist-${list}`
	return (
		<section aria-labelledby={headingId} className={cardVariants()} data-testid={`checklist-${list}`}>
			<h2 id={headingId} className="font-semibold">
				{aidChecklistTitles[list]} <span className="font-normal text-muted-foreground">({count} of {items.length} done)</span>
			</h2>
			<ul className="mt-3 flex flex-col gap-3">
				{items.map((item) => {
					const isDone = done.includes(item.key)
					const label = fillCycle(item.label, cycle)
					return (
						<li key={item.key} className="flex items-start gap-3">
							{readOnly ? (
								<span aria-hidden="true" className={cn('mt-0.5 flex size-6 shrink-0 items-center justify-center rounded border-2 border-brand/40 text-sm', isDone && 'bg-brand text-brand-foreground')}>
									{isDone ? '✓' : ''}
								</span>
							) : (
								<ButtonForm
									id={`check-${list}-${item.key}`}
									schema={ChecklistTickFormSchema}
									actionData={actionData}
									intents={['check']}
									values={{ list, key: item.key, done: isDone ? 'false' : 'true' }}
									action={`/a/${accountId}/financial-aid`}
									className="shrink-0"
									preventScrollReset
								>
									<button
										type="submit"
										name="intent"
										value="check"
										aria-pressed={isDone}
										aria-label={isDone ? `Mark not done: ${label}` : `Mark done: ${label}`}
										className={cn('mt-0.5 flex size-6 items-center justify-center rounded border-2 border-brand/60 text-sm', isDone ? 'bg-brand text-brand-foreground hover:bg-brand/90' : 'text-brand hover:bg-brand/10')}
									>
										{isDone ? '✓' : ''}
									</button>
								</ButtonForm>
							)}
							<div className="text-sm">
								<p className={cn('font-medium', isDone && 'text-muted-foreground line-through')}>
									{label}
									{readOnly ? <span className="sr-only">{isDone ? ' (done)' : ' (not done yet)'}</span> : null}
								</p>
								{item.detail ? <p className="text-muted-foreground">{fillCycle(item.detail, cycle)}</p> : null}
							</div>
						</li>
					)
				})}
			</ul>
		</section>
	)
}

function PriorityDeadlines({
	colleges,
	editing,
	href,
	readOnly,
	actionData,
}: {
	colleges: Overview['colleges']
	editing: string | null
	href: (changes: Record<string, string | null>) => string
	readOnly: boolean
	actionData: FormResult | undefined
}) {
	// A save answered here (with script, the address keeps ?priority=) closes the row; a refused
	// one keeps it open (without script, the post went to the address without ?priority=).
	const answered = actionData?.intent === 'priority-date'
	const refused = answered && !actionData.ok ? postedValue(actionData, 'listEntryId') : undefined
	const open = answered ? refused : editing
	return (
		<section aria-labelledby="priority-heading" className={cardVariants()}>
			<h2 id="priority-heading" className="font-semibold">
				School priority deadlines
			</h2>
			<p className="mt-1 max-w-prose text-sm text-muted-foreground">
				Each college sets its own date for the FAFSA and CSS Profile, on its financial aid website. Filing by it can mean more grant money.
				{readOnly ? '' : ' A saved date goes into the plan as a task for a parent, with reminders.'}
			</p>
			<Table containerClassName="mt-4" label="Aid priority dates of the listed colleges" className="min-w-[40rem] text-left">
				<TableCaption variant="sr-only">Aid priority dates of the listed colleges</TableCaption>
				<TableHeader>
					<TableRow className="border-b">
						<TableHead scope="col" className="py-2 pr-3 font-medium">College</TableHead>
						<TableHead scope="col" className="py-2 pr-3 font-medium">Application deadline</TableHead>
						<TableHead scope="col" className="py-2 pr-3 font-medium">Aid priority date</TableHead>
						<TableHead scope="col" className="py-2 pr-3 font-medium">CSS Profile required</TableHead>
						{readOnly ? null : (
							<TableHead scope="col" className="py-2 font-medium">
								<span className="sr-only">Save</span>
							</TableHead>
						)}
					</TableRow>
				</TableHeader>
				<TableBody>
					{colleges.map((college) =>
						!readOnly && college.listEntryId === open ? (
							<PriorityRow key={college.listEntryId} action={href({ priority: null })} college={college} actionData={actionData} />
						) : (
							<PriorityView key={college.listEntryId} college={college} editHref={readOnly ? null : `${href({ priority: college.listEntryId })}#aid-dates-${college.listEntryId}`} />
						),
					)}
				</TableBody>
			</Table>
		</section>
	)
}

const day = (value: string | null) => (value ? formatDay(value, { month: 'short', day: 'numeric', year: 'numeric' }) : 'Not entered')

/** A college's dates as text, and the link that opens them for editing (no form per row: the list stays light). */
function PriorityView({ college, editHref }: { college: Overview['colleges'][number]; editHref: string | null }) {
	return (
		<TableRow className="border-b" data-testid="priority-row" id={`aid-dates-${college.listEntryId}`}>
			<TableHead scope="row" className="py-2 pr-3 font-medium">{college.name}</TableHead>
			<TableCell className="py-2 pr-3">{day(college.applicationDeadline)}</TableCell>
			<TableCell className="py-2 pr-3">{day(college.aidPriorityDeadline)}</TableCell>
			<TableCell className="py-2 pr-3">{college.cssProfileRequired ? 'Yes' : 'No'}</TableCell>
			{editHref ? (
				<TableCell className="py-2">
					<Link to={editHref} preventScrollReset className={textLinkClass} aria-label={`Edit the aid dates of ${college.name}`}>
						Edit
					</Link>
				</TableCell>
			) : null}
		</TableRow>
	)
}

/** The row being edited: its controls sit in their cells and belong to the form in the last one (`form=`). */
function PriorityRow({ action, college, actionData }: { action: string; college: Overview['colleges'][number]; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({
		id: `priority-${college.listEntryId}`,
		schema: PriorityDateFormSchema,
		actionData,
		intents: ['priority-date'],
		same: { listEntryId: college.listEntryId },
		defaultValue: { listEntryId: college.listEntryId, aidPriorityDeadline: college.aidPriorityDeadline ?? '', cssProfileRequired: college.cssProfileRequired ? 'on' : '' },
	})
	return (
		<TableRow className="border-b" data-testid="priority-row" id={`aid-dates-${college.listEntryId}`}>
			<TableHead scope="row" className="py-2 pr-3 font-medium">{college.name}</TableHead>
			<TableCell className="py-2 pr-3">{day(college.applicationDeadline)}</TableCell>
			<TableCell className="py-2 pr-3">
				<Input {...getInputProps(fields.aidPriorityDeadline, { type: 'date' })} form={form.id} aria-label={`Aid priority date for ${college.name}`} box={{ height: 'h-9', width: 'w-40' }} />
				<ErrorList id={fields.aidPriorityDeadline.errorId} errors={fields.aidPriorityDeadline.errors} className="mt-1" />
			</TableCell>
			<TableCell className="py-2 pr-3">
				<Checkbox {...checkboxProps(fields.cssProfileRequired)} form={form.id} aria-label={`CSS Profile required by ${college.name}`} />
			</TableCell>
			<TableCell className="py-2">
				<Form method="post" action={action} {...getFormProps(form)} preventScrollReset>
					<ErrorList id={form.errorId} errors={form.errors} className="mb-1" />
					<input {...getInputProps(fields.listEntryId, { type: 'hidden' })} />
					<Button type="submit" name="intent" value="priority-date" size="sm" variant="outline" aria-label={`Save: ${college.name}`}>
						Save
					</Button>
				</Form>
			</TableCell>
		</TableRow>
	)
}

function NetPrices({ colleges, income }: { colleges: Overview['colleges']; income: IncomeBracket }) {
	return (
		<section aria-labelledby="net-price-heading" className={cardVariants()}>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="net-price-heading" className="font-semibold">
					Net price for your income
				</h2>
				<IncomeBracketForm income={income} keep={[['tab', 'overview']]} />
			</div>
			<Table containerClassName="mt-4" label={`Net price of each listed college for families earning ${incomeBrackets[income].toLowerCase()}`} className="min-w-[40rem] text-left">
				<TableCaption variant="sr-only">Net price of each listed college for families earning {incomeBrackets[income].toLowerCase()}</TableCaption>
				<TableHeader>
					<TableRow className="border-b">
						<TableHead scope="col" className="py-2 pr-3 font-medium">College</TableHead>
						<TableHead scope="col" className="py-2 pr-3 font-medium">Net price, {incomeBrackets[income]}</TableHead>
						<TableHead scope="col" className="py-2 pr-3 font-medium">Average net price</TableHead>
						<TableHead scope="col" className="py-2 pr-3 font-medium">Cost of attendance</TableHead>
						<TableHead scope="col" className="py-2 font-medium">Your own estimate</TableHead>
					</TableRow>
				</TableHeader>
				<TableBody>
					{colleges.map((college) => (
						<TableRow key={college.listEntryId} className="border-b" data-testid="net-price-row">
							<TableHead scope="row" className="py-2 pr-3 font-medium">{college.name}</TableHead>
							<TableCell className="py-2 pr-3 tabular-nums">{dollars(college.netPrice)}</TableCell>
							<TableCell className="py-2 pr-3 tabular-nums">{dollars(college.avgNetPrice)}</TableCell>
							<TableCell className="py-2 pr-3 tabular-nums">{dollars(college.costOfAttendance)}</TableCell>
							<TableCell className="py-2">
								{college.calculatorUrl ? (
									<a href={college.calculatorUrl} target="_blank" rel="noopener noreferrer" className={textLinkClass} aria-label={`${college.name} net price calculator (opens in a new tab)`}>
										Net price calculator
									</a>
								) : (
									<span className="text-muted-foreground">Not reported</span>
								)}
							</TableCell>
						</TableRow>
					))}
				</TableBody>
			</Table>
			<p className="mt-2 text-xs text-muted-foreground">
				Yearly averages for students who got federal aid, from the U.S. Department of Education’s College Scorecard. Each college’s own calculator gives an estimate for your family.
			</p>
		</section>
	)
}
