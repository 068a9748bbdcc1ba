import { getFormProps, getInputProps } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { ErrorList, Field } from '#app/components/forms'
import { usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { concernOptions } from '#app/features/accounts/schemas'
import { MAJORS_MAX_LENGTH, UpdateMajorsFormSchema } from '#app/features/student-profile/profile-forms'
import type { ProfilePageData } from '#app/features/student-profile/profile-page.server'
import type { FormResult } from '#app/lib/form-result'

// The student's intended majors (changed here) and the rest of their details
// (changed in Settings → Student).

type Account = ProfilePageData['account']

export function MajorsSection({ majors, canEdit, actionData }: { majors: string[] | null; canEdit: boolean; actionData: FormResult | undefined }) {
	const navigation = useNavigation()
	const [form, fields] = usePageForm({ id: 'majors', schema: UpdateMajorsFormSchema, intents: ['update-majors'], actionData, defaultValue: { intendedMajors: majors?.join(', ') ?? '' } })
	return (
		<section aria-labelledby="majors-heading" className={cardVariants()}>
			<h2 id="majors-heading" className="font-semibold">
				Intended majors
			</h2>
			{canEdit ? (
				<Form method="post" {...getFormProps(form)} className="mt-3 flex flex-wrap items-end gap-3">
					<input type="hidden" name="intent" value="update-majors" />
					<ErrorList id={form.errorId} errors={form.errors} />
					<Field
						label="Up to five, separated by commas (undecided is fine)"
						labelClassName="text-sm"
						className="min-w-64 flex-1"
						meta={fields.intendedMajors}
						inputProps={{ ...getInputProps(fields.intendedMajors, { type: 'text' }), maxLength: MAJORS_MAX_LENGTH }}
					/>
					<Button type="submit" variant="outline" loading={navigation.formData?.get('intent') === 'update-majors'} loadingLabel="Saving">
						Save majors
					</Button>
				</Form>
			) : (
				<p className="mt-2">{majors?.join(', ') || 'Not chosen yet.'}</p>
			)}
		</section>
	)
}

export function StudentDetails({ account }: { account: Account }) {
	const rows: Array<[string, string]> = [
		['Student', account.studentName],
		['Class of', account.graduationYear ? String(account.graduationYear) : '—'],
		['Grade', account.grade ?? '—'],
		['High school', account.highSchool ?? '—'],
		['State / ZIP', [account.state, account.zip].filter(Boolean).join(' ') || '—'],
		['Intended start', account.intendedStartTerm ?? '—'],
		['Intended majors', account.intendedMajors?.join(', ') || '—'],
		['Regions', account.regions?.join(', ') || '—'],
		['Support', account.concerns?.map((concern) => concernOptions[concern as keyof typeof concernOptions] ?? concern).join(', ') || '—'],
	]
	return (
		<section aria-labelledby="details-heading">
			<h2 id="details-heading" className="sr-only">
				Student details
			</h2>
			<dl className={cardVariants({ className: 'grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]' })}>
				{rows.map(([label, value]) => (
					<div key={label} className="contents">
						<dt className="text-sm text-muted-foreground">{label}</dt>
						<dd>{value}</dd>
					</div>
				))}
			</dl>
		</section>
	)
}
