import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { ErrorList, Field, SelectField } from '#app/components/forms'
import { usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { studentStepFormSchema } from '#app/features/accounts/onboarding-forms'
import type { OnboardingPageData } from '#app/features/accounts/onboarding-page.server'
import type { FormResult } from '#app/lib/form-result'

// Step 1: who fills this in, and the student — name, class year, school,
// state and ZIP, and an email to invite them to their own login.

export function StudentStep({ page, actionData }: { page: OnboardingPageData; actionData: FormResult | undefined }) {
	const { existingAccountData: existing, yearOptions, user } = page
	const navigation = useNavigation()
	// The class years the server offers, from its today (1 July of the first one is in its school year).
	const schema = studentStepFormSchema(new Date(Date.UTC(yearOptions[0]!, 6, 1)))
	const [form, fields] = usePageForm({
		id: 'onboarding-student',
		schema,
		intents: ['student'],
		actionData,
		validateOnBlur: true,
		defaultValue: {
			studentName: existing?.studentName ?? '',
			graduationYear: existing?.graduationYear ? String(existing.graduationYear) : '',
			highSchool: existing?.highSchool ?? '',
			state: existing?.state ?? '',
			zip: existing?.zip ?? '',
			filledBy: existing?.filledBy ?? user.kind,
		},
	})
	const yearChoices = [['', 'Choose a year'] as const, ...yearOptions.map((year) => [String(year), String(year)] as const)]
	return (
		<Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
			{page.accountLimitReached ? (
				<FormMessage>
					You have {page.maxStudentAccounts} student accounts, the most one sign-in can make. Remove one you no longer use
					(Settings → Profile) to add another.
				</FormMessage>
			) : null}
			<ErrorList id={form.errorId} errors={form.errors} />
			<input type="hidden" name="intent" value="student" />
			<BrowserTimeZone />
			<fieldset className="flex flex-col gap-2" aria-describedby={fields.filledBy.errors?.length ? fields.filledBy.errorId : undefined}>
				<legend className="mb-1 text-sm font-medium">Who is filling this in?</legend>
				<div className="grid grid-cols-2 gap-3">
					{(['parent', 'student'] as const).map((value) => (
						<label key={value} className="flex items-center gap-2 rounded-md border px-3 py-2.5 text-sm has-checked:border-brand has-checked:bg-brand/5">
							<input {...getInputProps(fields.filledBy, { type: 'radio', value })} key={value} className="accent-brand" />
							{value === 'parent' ? 'A parent' : 'The student'}
						</label>
					))}
				</div>
				<ErrorList id={fields.filledBy.errorId} errors={fields.filledBy.errors} />
			</fieldset>
			<Field label="Student's name" meta={fields.studentName} inputProps={{ ...getInputProps(fields.studentName, { type: 'text' }), autoComplete: 'off' }} />
			<SelectField label="Class of (high-school graduation year)" meta={fields.graduationYear} options={yearChoices} selectProps={getSelectProps(fields.graduationYear)} />
			<Field label="High school (optional)" meta={fields.highSchool} inputProps={getInputProps(fields.highSchool, { type: 'text' })} />
			<div className="grid grid-cols-2 gap-3">
				<Field label="State (optional)" meta={fields.state} inputProps={{ ...getInputProps(fields.state, { type: 'text' }), maxLength: 2, placeholder: 'OR' }} />
				<Field label="ZIP (optional)" meta={fields.zip} inputProps={{ ...getInputProps(fields.zip, { type: 'text' }), inputMode: 'numeric', maxLength: 5 }} />
			</div>
			<Field
				label="Student's email (optional)"
				hint="We'll invite them to their own login. Students need to be 13 or older."
				meta={fields.studentEmail}
				inputProps={{ ...getInputProps(fields.studentEmail, { type: 'email' }), autoComplete: 'off' }}
			/>
			<Button type="submit" variant="brand" size="lg" loading={navigation.state === 'submitting'} loadingLabel="Saving">
				Continue
			</Button>
		</Form>
	)
}

/** Sends the browser's time zone with step 1, so due dates and reminders follow the family's clock. */
function BrowserTimeZone() {
	const [zone, setZone] = useState('')
	useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''), [])
	return <input type="hidden" name="timeZone" value={zone} />
}
