import { useEffect, useState } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { EmptyState } from '#app/components/empty-state'
import { FormMessage, inputClassName } from '#app/components/form-controls'
import { ErrorList } from '#app/components/forms'
import { textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Select } from '#app/components/ui/select'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { familyToday, formatDay } from '#app/features/plan/dates'
import { superscore, TestFormSchema, testLabel, testSections, testTotal, testTypes, type TestType, upcomingTests } from '#app/features/test-scores/tests'
import { deleteTestRecord, listTestRecords, saveTestRecord } from '#app/features/test-scores/tests.server'
import { accounts } from '#app/lib/db/schema'
import { cn } from '#app/lib/cn'
import { readFormData } from '#app/lib/form-data.server'
import { eq } from 'drizzle-orm'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import type { Route } from './+types/tests'

// Tests (SAT, ACT, PSAT, AP, IB): planned dates with their registration
// deadlines, scores by section once taken, and SAT/ACT superscores, which
// the college list compares with each college's middle 50%.

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = { save: 'plan', delete: null } satisfies FormWrites

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'tests' })
	const [account] = await app.db.select({ timeZone: accounts.timeZone }).from(accounts).where(eq(accounts.id, access.accountId)).limit(1)
	const today = familyToday(account?.timeZone ?? 'America/New_York', app.now())
	const records = await listTestRecords(app, access.accountId)
	return {
		today,
		upcoming: upcomingTests(records, today),
		taken: records
			.filter((record) => record.status === 'taken')
			.sort((a, b) => b.date.localeCompare(a.date))
			.map((record) => ({ ...record, total: testTotal(record.test, record.scores) })),
		superscores: { SAT: superscore('SAT', records), ACT: superscore('ACT', records) },
		readOnly: access.readOnly,
	}
}

type TestErrors = Record<string, string[]>

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'tests', write: true })
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	// The add form posts no intent: it saves.
	const intent = String(formData.get('intent') ?? 'save')
	await requireWrite(app, access, writes, intent)
	if (intent === 'delete') {
		const removed = await deleteTestRecord(app, access.accountId, String(formData.get('id') ?? ''))
		return removed ? { ok: true as const, message: 'Test removed.' } : data({ ok: false as const, message: 'That test is no longer here.' }, { status: 404 })
	}
	const scores: Record<string, string> = {}
	for (const [key, value] of formData) if (key.startsWith('scores.')) scores[key.slice(7)] = String(value)
	const parsed = TestFormSchema.safeParse({
		test: formData.get('test') ?? undefined,
		subject: formData.get('subject') ?? undefined,
		date: formData.get('date') ?? undefined,
		registrationDeadline: formData.get('registrationDeadline') ?? undefined,
		status: formData.get('status') ?? undefined,
		notes: formData.get('notes') ?? undefined,
		scores,
	})
	if (!parsed.success) {
		const errors: TestErrors = {}
		for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message)
		return data({ ok: false as const, errors, message: 'Check the highlighted fields.' }, { status: 400 })
	}
	const saved = await saveTestRecord(app, access.accountId, parsed.data)
	if (!saved) return data({ ok: false as const, message: 'That test is already on the list for that date.' }, { status: 409 })
	return { ok: true as const, message: `${parsed.data.test}${parsed.data.subject ? ` ${parsed.data.subject}` : ''} saved.` }
}

export default function TestsRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { upcoming, taken, superscores, readOnly, today } = loaderData
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<h1 className="text-2xl font-bold">Tests</h1>
			{actionData?.message ? <FormMessage tone={actionData.ok ? 'info' : 'error'}>{actionData.message}</FormMessage> : null}

			<section aria-labelledby="upcoming-heading" className={cardVariants()}>
				<h2 id="upcoming-heading" className="font-semibold">
					Coming up
				</h2>
				{upcoming.length ? (
					<ul className="mt-3 flex flex-col divide-y">
						{upcoming.map((record) => (
							<li key={record.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
								<span>
									<span className="font-medium">
										{record.test}
										{record.subject ? ` ${record.subject}` : ''}
									</span>{' '}
									<span className="text-muted-foreground">· {formatDay(record.date, { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric' })}</span>
								</span>
								<span className={cn('text-sm', record.daysToRegister !== null && record.daysToRegister < 0 ? 'text-destructive' : 'text-muted-foreground')}>
									{record.status === 'registered'
										? 'Registered'
										: record.daysToRegister === null
											? 'Planned'
											: record.daysToRegister < 0
												? 'Registration deadline passed — check late registration'
												: `Register within ${record.daysToRegister} ${record.daysToRegister === 1 ? 'day' : 'days'}`}
								</span>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-muted-foreground">No tests planned. Add the next SAT, ACT, PSAT or AP exam below.</p>
				)}
			</section>

			<section aria-labelledby="scores-heading" className={cardVariants()}>
				<h2 id="scores-heading" className="font-semibold">
					Scores
				</h2>
				<div className="mt-3 grid gap-3 sm:grid-cols-2">
					{(['SAT', 'ACT'] as const).map((test) =>
						superscores[test] ? (
							<div key={test} className="rounded-lg bg-secondary p-4" data-testid={`superscore-${test}`}>
								<p className="text-sm text-muted-foreground">{test} superscore</p>
								<p className="text-3xl font-bold">{superscores[test]!.total}</p>
								<p className="text-sm text-muted-foreground">
									{testSections[test]
										.filter((section) => superscores[test]!.sections[section.key] !== undefined)
										.map((section) => `${section.label.replace(' (optional)', '')} ${superscores[test]!.sections[section.key]}`)
										.join(' · ')}
								</p>
							</div>
						) : null,
					)}
				</div>
				{taken.length ? (
					<Table containerClassName="mt-4" label="Scores by sitting" className="text-left">
						<TableCaption variant="sr-only">Scores by sitting</TableCaption>
						<TableHeader>
							<TableRow className="border-b">
								<TableHead scope="col" className="py-2 font-medium">Test</TableHead>
								<TableHead scope="col" className="py-2 font-medium">Date</TableHead>
								<TableHead scope="col" className="py-2 font-medium">Sections</TableHead>
								<TableHead scope="col" className="py-2 font-medium">Total</TableHead>
								{readOnly ? null : <TableHead scope="col" className="py-2"><span className="sr-only">Remove</span></TableHead>}
							</TableRow>
						</TableHeader>
						<TableBody>
							{taken.map((record) => (
								<TableRow key={record.id} className="border-b">
									<TableCell className="py-2">{testLabel(record)}</TableCell>
									<TableCell className="py-2">{formatDay(record.date, { month: 'short', day: 'numeric', year: 'numeric' })}</TableCell>
									<TableCell className="py-2 text-muted-foreground">
										{testSections[record.test]
											.filter((section) => record.scores?.[section.key] !== undefined && section.key !== 'score')
											.map((section) => `${section.label.replace(' (optional)', '')} ${record.scores![section.key]}`)
											.join(' · ') || '—'}
									</TableCell>
									<TableCell className="py-2 font-medium">{record.total ?? '—'}</TableCell>
									{readOnly ? null : (
										<TableCell className="py-2 text-right">
											<Form method="post">
												<input type="hidden" name="id" value={record.id} />
												<Button type="submit" name="intent" value="delete" variant="destructive-link" size="inline" className="text-xs" aria-label={`Remove ${record.test} on ${record.date}`}>
													Remove
												</Button>
											</Form>
										</TableCell>
									)}
								</TableRow>
							))}
						</TableBody>
					</Table>
				) : (
					<div className="mt-3">
						<EmptyState title="No scores yet">Record a test once it is taken; the superscore appears as soon as there is one.</EmptyState>
					</div>
				)}
			</section>

			{readOnly ? null : <AddTestForm today={today} errors={actionData && 'errors' in actionData ? (actionData.errors as TestErrors) : undefined} />}

			<section aria-labelledby="optional-heading" className={cardVariants({ tone: 'muted' })}>
				<h2 id="optional-heading" className="font-semibold">
					Test-optional: send the score or not?
				</h2>
				<p className="mt-2 text-sm">
					A common rule of thumb: send a score at or above the middle of a college’s admitted range (its middle 50%), and leave it off where it falls below. Check
					each college’s current policy — some have gone back to requiring scores. The college list compares your superscore with each college’s range; our{' '}
					<Link to="/blog/sat-act-test-optional-strategy" className={textLinkClass}>
						test-optional guide
					</Link>{' '}
					explains more.
				</p>
				<p className="mt-2 text-sm">
					<Link to={`/a/${params.accountId}/tasks?category=testing`} className={textLinkClass}>
						Testing tasks in the plan
					</Link>
				</p>
			</section>
		</main>
	)
}

const allScoreFields = [
	{ key: 'rw', label: 'Reading and Writing (SAT, PSAT)', min: 160, max: 800 },
	{ key: 'math', label: 'Math (SAT, PSAT, ACT)', min: 1, max: 800 },
	{ key: 'english', label: 'English (ACT)', min: 1, max: 36 },
	{ key: 'reading', label: 'Reading (ACT)', min: 1, max: 36 },
	{ key: 'science', label: 'Science (ACT, optional)', min: 1, max: 36 },
	{ key: 'score', label: 'AP or IB score', min: 1, max: 7 },
]

function AddTestForm({ today, errors }: { today: string; errors?: TestErrors }) {
	const navigation = useNavigation()
	const [test, setTest] = useState<TestType>('SAT')
	const [status, setStatus] = useState<'planned' | 'registered' | 'taken'>('planned')
	// Before the script runs (or without it) every score field shows; the server keeps the chosen test's.
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	const sections = hydrated ? testSections[test].map((section) => ({ ...section, label: section.key === 'score' ? `${test} score` : section.label })) : allScoreFields
	const field = (name: string) => ({ 'aria-invalid': errors?.[name] ? true : undefined, 'aria-describedby': errors?.[name] ? `${name}-error` : undefined })
	return (
		<section aria-labelledby="add-test-heading" className={cardVariants()}>
			<h2 id="add-test-heading" className="font-semibold">
				Add a test
			</h2>
			<Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
				<div className="flex flex-col gap-1.5">
					<label htmlFor="test" className="text-sm font-medium">Test</label>
					<Select id="test" name="test" value={test} onChange={(event) => setTest(event.target.value as TestType)}>
						{testTypes.map((type) => (
							<option key={type} value={type}>{type}</option>
						))}
					</Select>
				</div>
				<div className="flex flex-col gap-1.5">
					<label htmlFor="subject" className="text-sm font-medium">Subject (AP and IB)</label>
					<input id="subject" name="subject" placeholder="e.g. Biology" className={inputClassName} {...field('subject')} />
					<ErrorList id="subject-error" errors={errors?.subject} />
				</div>
				<div className="flex flex-col gap-1.5">
					<label htmlFor="date" className="text-sm font-medium">Test date</label>
					<input id="date" name="date" type="date" defaultValue="" min="2000-01-01" className={inputClassName} {...field('date')} />
					<ErrorList id="date-error" errors={errors?.date} />
				</div>
				<div className="flex flex-col gap-1.5">
					<label htmlFor="registrationDeadline" className="text-sm font-medium">Registration deadline (optional)</label>
					<input id="registrationDeadline" name="registrationDeadline" type="date" className={inputClassName} {...field('registrationDeadline')} />
					<ErrorList id="registrationDeadline-error" errors={errors?.registrationDeadline} />
				</div>
				<fieldset className="sm:col-span-2">
					<legend className="text-sm font-medium">Where it stands</legend>
					<div className="mt-2 flex flex-wrap gap-4">
						{(['planned', 'registered', 'taken'] as const).map((value) => (
							<label key={value} className="flex items-center gap-2 text-sm">
								<input type="radio" name="status" value={value} checked={status === value} onChange={() => setStatus(value)} />
								{{ planned: 'Planned', registered: 'Registered', taken: 'Taken — add scores' }[value]}
							</label>
						))}
					</div>
				</fieldset>
				{/* Score fields show for a taken test; without JavaScript they are all there, and only the chosen test's count. */}
				<fieldset className={cn('grid gap-4 sm:col-span-2 sm:grid-cols-4', hydrated && status !== 'taken' && 'hidden')} aria-label="Scores">
					{sections.map((section) => (
						<div key={section.key} className="flex flex-col gap-1.5">
							<label htmlFor={`scores.${section.key}`} className="text-sm font-medium">
								{section.label} ({section.min}–{section.max})
							</label>
							<input id={`scores.${section.key}`} name={`scores.${section.key}`} inputMode="numeric" className={inputClassName} {...field(`scores.${section.key}`)} />
							<ErrorList id={`scores.${section.key}-error`} errors={errors?.[`scores.${section.key}`]} />
						</div>
					))}
				</fieldset>
				<div className="flex flex-col gap-1.5 sm:col-span-2">
					<label htmlFor="notes" className="text-sm font-medium">Notes (optional)</label>
					<input id="notes" name="notes" placeholder="Test center, accommodations, what to study next…" className={inputClassName} />
				</div>
				<div className="sm:col-span-2">
					<Button type="submit" variant="brand" loading={navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'delete'} loadingLabel="Saving">
						Save test
					</Button>
					<span className="ml-3 text-sm text-muted-foreground">Today is {formatDay(today)}.</span>
				</div>
			</Form>
		</section>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Tests | Northstar' }, { name: 'robots', content: 'noindex' }]
}
