import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { Form } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { ErrorList, Field, SelectField } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import type { AccountAccess } from '#app/features/accounts/access.server'
import { StudentDetailsFormSchema, TimeZoneFormSchema } from '#app/features/accounts/settings-forms'
import type { loadStudentTab } from '#app/features/accounts/student-settings.server'
import { familyTimeZones } from '#app/features/plan/dates'
import type { FormResult } from '#app/lib/form-result'
import { usePageForm } from '#app/components/page-form'
import { PlanEngineLog } from './plan-engine-log'

// Settings → Student: the student's details (the profile's), the family time
// zone, and what the plan engine did with Undo.

type StudentTabData = Awaited<ReturnType<typeof loadStudentTab>>

export function StudentTab({
	access,
	account,
	planEngine,
	actionData,
}: { access: Pick<AccountAccess, 'readOnly' | 'sections'>; actionData: FormResult | undefined } & StudentTabData) {
	if (access.readOnly) {
		return <EmptyState title="View only">Counselors see the student's details on the profile page, when the family shares it.</EmptyState>
	}
	return (
		<>
			{!access.sections.includes('profile') ? (
				<EmptyState title="Not shared with you">The student's details are part of the profile, which the family has not shared with you.</EmptyState>
			) : (
				<StudentDetailsForm account={account} actionData={actionData} />
			)}
			<TimeZoneForm timeZone={account.timeZone} actionData={actionData} />
			{planEngine ? <PlanEngineLog entries={planEngine} canUndo={!access.readOnly} actionData={actionData} /> : null}
		</>
	)
}

function StudentDetailsForm({ account, actionData }: { account: StudentTabData['account']; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({
		id: 'student-details',
		schema: StudentDetailsFormSchema,
		actionData,
		intents: ['update-student'],
		validateOnBlur: true,
		defaultValue: {
			studentName: account.studentName,
			graduationYear: account.graduationYear ? String(account.graduationYear) : '',
			highSchool: account.highSchool ?? '',
			state: account.state ?? '',
			zip: account.zip ?? '',
			intendedStartTerm: account.intendedStartTerm ?? '',
		},
	})
	return (
		<Form method="post" {...getFormProps(form)} className="grid max-w-xl gap-4 rounded-xl border bg-background p-6">
			<ErrorList id={form.errorId} errors={form.errors} />
			<input type="hidden" name="intent" value="update-student" />
			<Field label="Student name" inputProps={getInputProps(fields.studentName, { type: 'text' })} errors={fields.studentName.errors} />
			<Field label="Class of (graduation year)" inputProps={getInputProps(fields.graduationYear, { type: 'number' })} errors={fields.graduationYear.errors} />
			<Field label="High school" inputProps={getInputProps(fields.highSchool, { type: 'text' })} errors={fields.highSchool.errors} />
			<div className="grid grid-cols-2 gap-4">
				<Field label="State" inputProps={{ ...getInputProps(fields.state, { type: 'text' }), maxLength: 2 }} errors={fields.state.errors} />
				<Field label="ZIP" inputProps={{ ...getInputProps(fields.zip, { type: 'text' }), inputMode: 'numeric' }} errors={fields.zip.errors} />
			</div>
			<Field label="Intended start term" inputProps={getInputProps(fields.intendedStartTerm, { type: 'text' })} errors={fields.intendedStartTerm.errors} />
			<Button type="submit" variant="brand" className="justify-self-start">
				Save student details
			</Button>
		</Form>
	)
}

function TimeZoneForm({ timeZone, actionData }: { timeZone: string; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({ id: 'family-time-zone-form', schema: TimeZoneFormSchema, actionData, intents: ['update-timezone'], defaultValue: { timeZone } })
	return (
		<Form method="post" {...getFormProps(form)} className="mt-6 grid max-w-xl gap-3 rounded-xl border bg-background p-6">
			<ErrorList id={form.errorId} errors={form.errors} />
			<SelectField
				label="Family time zone"
				hint="Due dates are your calendar days, and reminders arrive at 8 a.m. here."
				meta={fields.timeZone}
				selectProps={getSelectProps(fields.timeZone)}
				options={familyTimeZones}
			/>
			<Button type="submit" name="intent" value="update-timezone" variant="outline" className="justify-self-start">
				Save time zone
			</Button>
		</Form>
	)
}
