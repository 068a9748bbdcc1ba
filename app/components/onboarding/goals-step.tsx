import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { Form } from 'react-router'
import { inputClassName } from '#app/components/form-controls'
import { ErrorList, Field } from '#app/components/forms'
import { usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { Checkbox } from '#app/components/ui/checkbox'
import { Select } from '#app/components/ui/select'
import { GoalsStepFormSchema, TEST_ROWS } from '#app/features/accounts/onboarding-forms'
import type { OnboardingPageData } from '#app/features/accounts/onboarding-page.server'
import { concernOptions, testOptions } from '#app/features/accounts/schemas'
import type { FormResult } from '#app/lib/form-result'
import { StepBackButton, StepBackForm } from './step-back'

// Step 2: what the student hopes to study and where, the tests planned, and
// where the family could use help. All optional.

export function GoalsStep({ page, actionData }: { page: OnboardingPageData; actionData: FormResult | undefined }) {
	const existing = page.existingAccountData
	const tests = existing?.testPlans ?? []
	const [form, fields] = usePageForm({
		id: 'onboarding-goals',
		schema: GoalsStepFormSchema,
		intents: ['goals'],
		actionData,
		validateOnBlur: true,
		defaultValue: {
			intendedMajors: existing?.intendedMajors?.join(', ') ?? '',
			regions: existing?.regions?.join(', ') ?? '',
			concerns: existing?.concerns ?? [],
			testPlans: Array.from({ length: TEST_ROWS }, (_, row) => ({ test: tests[row]?.test ?? '', date: tests[row]?.date ?? '' })),
		},
	})
	const concernsInvalid = Boolean(fields.concerns.errors?.length)
	return (
		<>
			<Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
				<ErrorList id={form.errorId} errors={form.errors} />
				<input type="hidden" name="intent" value="goals" />
				<Field label="Intended majors (optional)" hint="Separate with commas, like Biology, Nursing." meta={fields.intendedMajors} inputProps={getInputProps(fields.intendedMajors, { type: 'text' })} />
				<Field label="Regions or states you're considering (optional)" hint="Like Pacific Northwest, California." meta={fields.regions} inputProps={getInputProps(fields.regions, { type: 'text' })} />
				<fieldset aria-describedby={fields.testPlans.errors?.length ? fields.testPlans.errorId : undefined}>
					<legend className="text-sm font-medium">Test plans (optional)</legend>
					{fields.testPlans.getFieldList().map((row, index) => {
						const { test, date } = row.getFieldset()
						return (
							<div key={row.key} className="mt-2 grid grid-cols-2 gap-3">
								<label className="sr-only" htmlFor={test.id}>
									Test {index + 1}
								</label>
								<Select {...getSelectProps(test)}>
									<option value="">Test</option>
									{testOptions.map((option) => (
										<option key={option} value={option}>
											{option}
										</option>
									))}
								</Select>
								<label className="sr-only" htmlFor={date.id}>
									Date of test {index + 1}
								</label>
								<input {...getInputProps(date, { type: 'date' })} className={inputClassName} />
								<ErrorList id={test.errorId} errors={test.errors} />
								<ErrorList id={date.errorId} errors={date.errors} />
							</div>
						)
					})}
					<ErrorList id={fields.testPlans.errorId} errors={fields.testPlans.errors} />
				</fieldset>
				<fieldset aria-describedby={concernsInvalid ? fields.concerns.errorId : undefined}>
					<legend className="text-sm font-medium">Where could you use help? (optional)</legend>
					<div className="mt-2 flex flex-col gap-2">
						{Object.entries(concernOptions).map(([value, label]) => (
							<label key={value} className="flex items-center gap-2 text-sm">
								<Checkbox name={fields.concerns.name} value={value} defaultChecked={existing?.concerns?.includes(value)} />
								{label}
							</label>
						))}
					</div>
					<ErrorList id={fields.concerns.errorId} errors={fields.concerns.errors} />
				</fieldset>
				<div className="flex gap-3">
					<StepBackButton />
					<Button type="submit" variant="brand" size="lg" className="grow basis-0">
						Continue
					</Button>
				</div>
			</Form>
			<StepBackForm />
		</>
	)
}
