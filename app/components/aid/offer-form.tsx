import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from 'react-router'
import { ErrorList, Field, TextareaField } from '#app/components/forms'
import { checkboxProps } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { CheckboxField } from '#app/components/ui/checkbox'
import { Select } from '#app/components/ui/select'
import { GRANT_ROWS, LOAN_ROWS, loanKindLabels, loanKinds, offerFormDefaults, type OfferForm as OfferFormOutput, type OfferFormFields, offerFormSchema } from '#app/features/aid/offers'

// Add or edit one aid offer, copied from the college's letter. A fixed number
// of grant and loan rows keeps it working without JavaScript; blank rows are
// ignored. Amounts are typed in dollars a year.

type EditableOffer = Parameters<typeof offerFormDefaults>[0] & { id: string }

const blankDefaults = {
	collegeId: '',
	grants: Array.from({ length: GRANT_ROWS }, () => ({ name: '', amount: '', renewable: '' })),
	loans: Array.from({ length: LOAN_ROWS }, () => ({ kind: '', amount: '' })),
}

export function OfferForm({ accountId, listed, offer, lastResult }: { accountId: string; listed: Array<{ id: string; name: string }>; offer?: EditableOffer; lastResult?: SubmissionResult<string[]> }) {
	const navigation = useNavigation()
	const schema = offerFormSchema(listed.map((college) => college.id))
	const [form, fields] = useForm<OfferFormFields, OfferFormOutput>({
		id: offer ? `edit-offer-${offer.id}` : 'new-offer',
		lastResult,
		// Checked on submit, then again as each field is corrected: an error that
		// appeared on blur moved the submit button between mousedown and click.
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		defaultValue: offer ? offerFormDefaults(offer) : blankDefaults,
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	const intent = offer ? 'update-offer' : 'create-offer'
	const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	const action = `/a/${accountId}/financial-aid?tab=offers${offer ? `&edit=${offer.id}` : ''}`
	return (
		<Form method="post" action={action} {...getFormProps(form)} className="mt-4 flex flex-col gap-5" preventScrollReset>
			{offer ? <input type="hidden" name="offerId" value={offer.id} /> : null}
			<ErrorList id={form.errorId} errors={form.errors} />
			<div className="grid gap-4 sm:grid-cols-2">
				<div className="flex flex-col gap-1.5">
					<label htmlFor={fields.collegeId.id} className="text-sm font-medium">
						College on your list
					</label>
					<Select {...getSelectProps(fields.collegeId)}>
						<option value="">Not on the list: type the name</option>
						{listed.map((college) => (
							<option key={college.id} value={college.id}>
								{college.name}
							</option>
						))}
					</Select>
					<ErrorList id={fields.collegeId.errorId} errors={fields.collegeId.errors} />
				</div>
				<Field label="Or the college’s name" inputProps={{ ...getInputProps(fields.collegeName, { type: 'text' }), maxLength: 160 }} errors={fields.collegeName.errors} />
				<Field
					label="Cost of attendance for the year"
					hint="The full cost in the letter: tuition, fees, housing, food, books, travel. In dollars."
					inputProps={{ ...getInputProps(fields.costOfAttendance, { type: 'text' }), inputMode: 'decimal', required: true }}
					errors={fields.costOfAttendance.errors}
				/>
				<Field label="Work-study offered (optional)" hint="In dollars for the year." inputProps={{ ...getInputProps(fields.workStudy, { type: 'text' }), inputMode: 'decimal' }} errors={fields.workStudy.errors} />
			</div>

			<fieldset className="flex flex-col gap-3">
				<legend className="text-sm font-semibold">Grants and scholarships (money you don’t repay)</legend>
				{fields.grants.getFieldList().map((row, index) => {
					const grant = row.getFieldset()
					return (
						<div key={row.key} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
							<Field label={`Grant ${index + 1}: name`} inputProps={{ ...getInputProps(grant.name, { type: 'text' }), maxLength: 120 }} box={{ height: 'h-10' }} errors={grant.name.errors} />
							<Field label={`Grant ${index + 1}: amount a year ($)`} inputProps={{ ...getInputProps(grant.amount, { type: 'text' }), inputMode: 'decimal' }} box={{ height: 'h-10' }} errors={grant.amount.errors} />
							<CheckboxField
								className="pt-1 sm:pt-8"
								label={
									<span>
										<span className="sr-only">Grant {index + 1}: </span>
										Renewable each year
									</span>
								}
								{...checkboxProps(grant.renewable)}
							/>
						</div>
					)
				})}
			</fieldset>

			<fieldset className="flex flex-col gap-3">
				<legend className="text-sm font-semibold">Loans listed in the offer (money you repay)</legend>
				{fields.loans.getFieldList().map((row, index) => {
					const loan = row.getFieldset()
					return (
						<div key={row.key} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-2">
							<div className="flex flex-col gap-1.5">
								<label htmlFor={loan.kind.id} className="text-sm font-medium">
									Loan {index + 1}: kind
								</label>
								<Select {...getSelectProps(loan.kind)} box={{ height: 'h-10' }}>
									<option value="">Choose the kind</option>
									{loanKinds.map((kind) => (
										<option key={kind} value={kind}>
											{loanKindLabels[kind]}
										</option>
									))}
								</Select>
								<ErrorList id={loan.kind.errorId} errors={loan.kind.errors} />
							</div>
							<Field label={`Loan ${index + 1}: amount a year ($)`} inputProps={{ ...getInputProps(loan.amount, { type: 'text' }), inputMode: 'decimal' }} box={{ height: 'h-10' }} errors={loan.amount.errors} />
						</div>
					)
				})}
			</fieldset>

			<TextareaField label="Notes (optional)" textareaProps={{ ...getTextareaProps(fields.notes), rows: 2, maxLength: 2000 }} errors={fields.notes.errors} />

			<div className="flex gap-3">
				<Button type="submit" name="intent" value={intent} variant="brand" loading={submitting} loadingLabel="Saving">
					{offer ? 'Save offer' : 'Add offer'}
				</Button>
				{offer ? (
					<Link to={`/a/${accountId}/financial-aid?tab=offers`} className="inline-flex items-center text-sm text-muted-foreground hover:underline">
						Cancel
					</Link>
				) : null}
			</div>
		</Form>
	)
}
