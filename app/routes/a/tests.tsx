import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { EmptyState } from '#app/components/empty-state'
import { ErrorList, Field, SelectField } from '#app/components/forms'
import { textLinkClass } from '#app/components/marketing'
import { ButtonForm, FormResultMessage, radioGroupProps, usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { RadioGroup, RadioGroupItem } from '#app/components/ui/radio-group'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import { formatDay } from '#app/features/plan/dates'
import { DeleteTestFormSchema, SaveTestFormSchema, testLabel, testSections, TestsFormSchema, testTypes } from '#app/features/test-scores/tests'
import { handleTestsIntent, loadTestsPage } from '#app/features/test-scores/tests.server'
import { cn } from '#app/lib/cn'
import { type FormResult, formInvalid, formResponse } from '#app/lib/form-result'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/tests'

// Tests (SAT, ACT, PSAT, AP, IB): planned dates with their registration
// deadlines, scores by section once taken, and SAT/ACT superscores, which
// the college list compares with each college's middle 50%.

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = { save: 'plan', delete: null } satisfies FormWrites

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'tests' })
	return { ...(await loadTestsPage(app, access.accountId)), readOnly: access.readOnly }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'tests', write: true })
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	// The plan is asked before the post is read any further (decision 022).
	const posted = formData.get('intent')
	const intent = typeof posted === 'string' ? posted : ''
	await requireWrite(app, access, writes, intent)
	const submission = parseWithZod(formData, { schema: TestsFormSchema })
	if (submission.status !== 'success') return formResponse(formInvalid(intent, submission.error), submission.reply)
	return formResponse(await handleTestsIntent(app, access.accountId, submission.value), submission.reply)
}

export default function TestsRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { upcoming, taken, superscores, readOnly, today } = loaderData
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<h1 className="text-2xl font-bold">Tests</h1>
			<FormResultMessage actionData={actionData} />

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
											<ButtonForm id={`delete-test-${record.id}`} schema={DeleteTestFormSchema} actionData={actionData} intents={['delete']} values={{ id: record.id }}>
												<Button type="submit" name="intent" value="delete" variant="destructive-link" size="inline" className="text-xs" aria-label={`Remove ${record.test} on ${record.date}`}>
													Remove
												</Button>
											</ButtonForm>
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

			{readOnly ? null : <AddTestForm today={today} actionData={actionData} />}

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

const statusLabels = { planned: 'Planned', registered: 'Registered', taken: 'Taken — add scores' } as const

function AddTestForm({ today, actionData }: { today: string; actionData: FormResult | undefined }) {
	const navigation = useNavigation()
	const [form, fields] = usePageForm({ id: 'add-test', schema: SaveTestFormSchema, actionData, intents: ['save'], defaultValue: { test: 'SAT', status: 'planned' } })
	// The chosen test and status, as the form holds them (a saved test empties it again).
	const test = testTypes.find((type) => type === fields.test.value) ?? 'SAT'
	const status = fields.status.value ?? 'planned'
	// Before the script runs (or without it) every score field shows; the server keeps the chosen test's.
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	const sections = hydrated ? testSections[test].map((section) => ({ ...section, label: section.key === 'score' ? `${test} score` : section.label })) : allScoreFields
	const scores = fields.scores.getFieldset()
	return (
		<section aria-labelledby="add-test-heading" className={cardVariants()}>
			<h2 id="add-test-heading" className="font-semibold">
				Add a test
			</h2>
			<Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
				<ErrorList id={form.errorId} errors={form.errors} className="sm:col-span-2" />
				<SelectField label="Test" meta={fields.test} selectProps={getSelectProps(fields.test)} options={testTypes.map((type) => [type, type])} />
				<Field label="Subject (AP and IB)" meta={fields.subject} inputProps={{ ...getInputProps(fields.subject, { type: 'text' }), placeholder: 'e.g. Biology' }} />
				<Field label="Test date" meta={fields.date} inputProps={{ ...getInputProps(fields.date, { type: 'date' }), min: '2000-01-01' }} />
				<Field label="Registration deadline (optional)" meta={fields.registrationDeadline} inputProps={getInputProps(fields.registrationDeadline, { type: 'date' })} />
				<RadioGroup legend="Where it stands" className="sm:col-span-2" aria-describedby={fields.status.errors?.length ? fields.status.errorId : undefined}>
					<div className="mt-2 flex flex-wrap gap-4">
						{radioGroupProps(fields.status, ['planned', 'registered', 'taken']).map(({ key, ...props }) => (
							<RadioGroupItem key={key} label={statusLabels[props.value as keyof typeof statusLabels]} {...props} />
						))}
					</div>
					<ErrorList id={fields.status.errorId} errors={fields.status.errors} />
				</RadioGroup>
				{/* Score fields show for a taken test; without JavaScript they are all there, and only the chosen test's count. */}
				<fieldset className={cn('grid gap-4 sm:col-span-2 sm:grid-cols-4', hydrated && status !== 'taken' && 'hidden')} aria-label="Scores">
					{sections.map((section) => (
						<Field
							key={section.key}
							label={`${section.label} (${section.min}–${section.max})`}
							meta={scores[section.key]}
							inputProps={{ ...getInputProps(scores[section.key]!, { type: 'text' }), inputMode: 'numeric' }}
						/>
					))}
				</fieldset>
				<Field label="Notes (optional)" className="sm:col-span-2" meta={fields.notes} inputProps={{ ...getInputProps(fields.notes, { type: 'text' }), placeholder: 'Test center, accommodations, what to study next…' }} />
				<div className="sm:col-span-2">
					<Button type="submit" name="intent" value="save" variant="brand" loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'} loadingLabel="Saving">
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
