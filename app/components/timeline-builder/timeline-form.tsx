import { Form } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { ErrorList, Field } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { Checkbox } from '#app/components/ui/checkbox'
import { Select } from '#app/components/ui/select'
import { MAX_SCHOOL_NAME, MAX_SCHOOLS, PLAN_LABELS, PLAN_TYPES, type TestName, TEST_LABELS, TEST_NAMES } from '#app/features/timeline/timeline'
import { type TimelineFormValues } from '#app/features/timeline/timeline-query'
import { cn } from '#app/lib/cn'

// The timeline builder's GET form (it works without JavaScript; the answer is
// in the address, to bookmark or share): graduation year, schools with their
// plans, tests. Each error sits at its field.

/** School rows the form starts with; after a submission it offers two more than were filled, up to MAX_SCHOOLS. */
const STARTING_ROWS = 8

const TEST_HINTS: Record<TestName, string> = {
	SAT: 'March, May, June, August, October, November and December',
	ACT: 'September, October, December, February, April, June and July',
	PSAT: 'October: sophomore practice and junior year',
	AP: 'First two weeks of May',
}

export function TimelineForm({
	values,
	errors,
	yearOptions,
	compact,
	action,
}: {
	values: TimelineFormValues
	errors: Record<string, string[]> | null
	yearOptions: Array<{ value: string; label: string }>
	/** A timeline is shown beside the form: a narrower form, left out of print. */
	compact: boolean
	/** The page the GET form submits to (the builder itself). */
	action: string
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
				action={action}
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
