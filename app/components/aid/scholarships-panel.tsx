import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { ShieldCheck } from 'lucide'
import { Form, Link, useNavigation } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { inputClassName } from '#app/components/form-controls'
import { ErrorList, Field, SelectField, TextareaField } from '#app/components/forms'
import { textLinkClass } from '#app/components/marketing'
import { ButtonForm, checkboxProps, resultFor, usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { CheckboxField } from '#app/components/ui/checkbox'
import { Icon } from '#app/components/ui/icon'
import { Select } from '#app/components/ui/select'
import { money } from '#app/features/aid/offers'
import { formatDay } from '#app/features/plan/dates'
import {
	DeleteScholarshipSchema,
	isFinished,
	type ScholarshipForm as ScholarshipFormOutput,
	type ScholarshipFormFields,
	scholarshipFormSchema,
	ScholarshipStatusSchema,
	scholarshipStatuses,
	scholarshipStatusLabels,
} from '#app/features/scholarships/scholarships'
import type { loadScholarshipsTab } from '#app/features/scholarships/scholarships.server'
import { cn } from '#app/lib/cn'
import type { FormResult } from '#app/lib/form-result'

type ScholarshipsData = Awaited<ReturnType<typeof loadScholarshipsTab>>
type Scholarship = ScholarshipsData['scholarships'][number]

export const PRIVACY_NOTE = 'Northstar never shares student data with scholarship sites — this list stays in your account.'

const statusStyles: Record<Scholarship['status'], string> = {
	researching: 'bg-slate-100 text-slate-800 ring-slate-200',
	applying: 'bg-blue-50 text-blue-800 ring-blue-200',
	submitted: 'bg-violet-50 text-violet-800 ring-violet-200',
	awarded: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
	'not-awarded': 'bg-rose-50 text-rose-800 ring-rose-200',
}

export function ScholarshipsPanel({
	accountId,
	data,
	editing,
	readOnly,
	actionData,
}: {
	accountId: string
	data: ScholarshipsData
	editing: Scholarship | null
	readOnly: boolean
	actionData: FormResult | undefined
}) {
	const { scholarships, totals, essays, today } = data
	return (
		<div className="flex flex-col gap-6">
			<p className={cardVariants({ tone: 'brand', padding: 'sm', className: 'flex items-start gap-2 text-sm' })} data-testid="privacy-note">
				<Icon node={ShieldCheck} aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
				<span>{PRIVACY_NOTE} Apply on each scholarship’s own site, and never pay a fee to apply or to be “matched”.</span>
			</p>

			{scholarships.length ? (
				<section aria-labelledby="scholarship-totals-heading" className={cardVariants()}>
					<h2 id="scholarship-totals-heading" className="font-semibold">
						Totals
					</h2>
					<dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="scholarship-totals">
						<Total label="Tracked" value={String(totals.count)} />
						<Total label="Applied for" value={money(totals.appliedForCents)} />
						<Total label="Awarded" value={money(totals.awardedCents)} />
						<Total label="Renewable, per year" value={money(totals.renewablePerYearCents)} />
					</dl>
					{totals.overdue ? <p className="mt-3 text-sm text-destructive">{totals.overdue === 1 ? 'One deadline has passed' : `${totals.overdue} deadlines have passed`} without the application marked submitted.</p> : null}
				</section>
			) : null}

			{readOnly ? null : editing ? (
				<section aria-labelledby="edit-scholarship-heading" className={cardVariants()}>
					<h2 id="edit-scholarship-heading" className="font-semibold">
						Edit {editing.name}
					</h2>
					<ScholarshipForm key={editing.id} accountId={accountId} essays={essays} scholarship={editing} lastResult={resultFor(actionData, ['scholarship-update'], { scholarshipId: editing.id })} />
				</section>
			) : (
				<details className={cardVariants()} open={scholarships.length === 0 || (actionData?.intent === 'scholarship-create' && actionData.result?.status === 'error')}>
					<summary className="cursor-pointer font-semibold">Add a scholarship</summary>
					<ScholarshipForm accountId={accountId} essays={essays} lastResult={resultFor(actionData, ['scholarship-create'])} />
				</details>
			)}

			{scholarships.length ? (
				<section aria-labelledby="scholarships-heading">
					<h2 id="scholarships-heading" className="mb-3 font-semibold">
						Scholarships, soonest deadline first
					</h2>
					<ul className="flex flex-col gap-3">
						{scholarships.map((item) => (
							<ScholarshipCard key={item.id} item={item} accountId={accountId} readOnly={readOnly} today={today} actionData={actionData} />
						))}
					</ul>
				</section>
			) : (
				<EmptyState title="No scholarships tracked yet">
					{readOnly
						? 'The family hasn’t added any scholarships yet.'
						: 'Start close to home: ask the school counseling office for its local list, then look at community foundations, employers, unions and clubs, and each college’s own merit scholarships. Add the first one with its deadline above, and the deadline goes into the plan.'}
				</EmptyState>
			)}
		</div>
	)
}

function Total({ label, value }: { label: string; value: string }) {
	return (
		<div>
			<dt className="text-xs text-muted-foreground uppercase">{label}</dt>
			<dd className="text-lg font-semibold tabular-nums">{value}</dd>
		</div>
	)
}

function ScholarshipCard({ item, accountId, readOnly, today, actionData }: { item: Scholarship; accountId: string; readOnly: boolean; today: string; actionData: FormResult | undefined }) {
	const overdue = item.deadline !== null && item.deadline < today && !isFinished(item.status)
	return (
		<li className={cardVariants({ padding: 'sm' })} data-testid="scholarship">
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div className="min-w-0">
					<h3 className="font-semibold">{item.name}</h3>
					<p className="text-sm text-muted-foreground">
						{[item.provider, item.amountCents !== null ? money(item.amountCents) : 'Amount not entered', item.deadline ? `Due ${formatDay(item.deadline, { month: 'short', day: 'numeric', year: 'numeric' })}` : 'No deadline entered'].filter(Boolean).join(' · ')}
						{overdue ? <span className="font-medium text-destructive"> · deadline passed</span> : null}
					</p>
					<p className="mt-1 text-sm">
						<span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', statusStyles[item.status])}>{scholarshipStatusLabels[item.status]}</span>
						{item.renewable ? <span className="ml-2 text-muted-foreground">Renewable{item.renewalTerms ? `: ${item.renewalTerms}` : ''}</span> : null}
					</p>
				</div>
				{readOnly ? null : (
					<div className="flex shrink-0 items-center gap-3">
						<Link to={`/a/${accountId}/financial-aid?tab=scholarships&edit=${item.id}`} className="text-sm text-brand underline-offset-4 hover:underline" aria-label={`Edit: ${item.name}`}>
							Edit
						</Link>
						<ButtonForm
							id={`delete-scholarship-${item.id}`}
							schema={DeleteScholarshipSchema}
							actionData={actionData}
							intents={['scholarship-delete']}
							values={{ scholarshipId: item.id }}
							action={`/a/${accountId}/financial-aid?tab=scholarships`}
							preventScrollReset
						>
							<Button type="submit" name="intent" value="scholarship-delete" variant="destructive-link" size="inline" className="text-sm" aria-label={`Delete: ${item.name}`}>
								Delete
							</Button>
						</ButtonForm>
					</div>
				)}
			</div>
			{item.requirements ? (
				<p className="mt-2 text-sm whitespace-pre-line">
					<span className="font-medium">Requirements: </span>
					{item.requirements}
				</p>
			) : null}
			<div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
				{item.url ? (
					<a href={item.url} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
						Scholarship website<span className="sr-only"> for {item.name} (opens in a new tab)</span>
					</a>
				) : null}
				{item.essay ? (
					<Link to={`/a/${accountId}/applications?tab=applications&subtab=essays&essay=${item.essay.id}`} className={textLinkClass}>
						Essay: {item.essay.title}
					</Link>
				) : null}
			</div>
			{item.notes ? <p className="mt-2 text-sm whitespace-pre-line text-muted-foreground">{item.notes}</p> : null}
			{readOnly ? null : <StatusForm item={item} accountId={accountId} actionData={actionData} />}
		</li>
	)
}

function StatusForm({ item, accountId, actionData }: { item: Scholarship; accountId: string; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({
		id: `scholarship-status-${item.id}`,
		schema: ScholarshipStatusSchema,
		actionData,
		intents: ['scholarship-status'],
		same: { scholarshipId: item.id },
		defaultValue: { scholarshipId: item.id, status: item.status },
	})
	return (
		<Form method="post" action={`/a/${accountId}/financial-aid?tab=scholarships`} {...getFormProps(form)} className="mt-3 flex flex-wrap items-end gap-2" preventScrollReset>
			<ErrorList id={form.errorId} errors={form.errors} className="basis-full" />
			<input {...getInputProps(fields.scholarshipId, { type: 'hidden' })} />
			<SelectField
				label="Status"
				labelClassName="text-xs font-medium"
				box={{ height: 'h-9', width: 'w-auto' }}
				meta={fields.status}
				selectProps={getSelectProps(fields.status)}
				options={scholarshipStatuses.map((status) => [status, scholarshipStatusLabels[status]])}
			/>
			<Button type="submit" name="intent" value="scholarship-status" size="sm" variant="outline" aria-label={`Save status: ${item.name}`}>
				Save status
			</Button>
		</Form>
	)
}

function ScholarshipForm({ accountId, essays, scholarship, lastResult }: { accountId: string; essays: Array<{ id: string; title: string }>; scholarship?: Scholarship; lastResult?: SubmissionResult<string[]> }) {
	const navigation = useNavigation()
	const schema = scholarshipFormSchema(essays.map((essay) => essay.id))
	const [form, fields] = useForm<ScholarshipFormFields, ScholarshipFormOutput>({
		id: scholarship ? `edit-scholarship-${scholarship.id}` : 'new-scholarship',
		lastResult,
		// Checked on submit, then again as each field is corrected: an error that
		// appeared on blur moved the submit button between mousedown and click.
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		defaultValue: scholarship
			? {
					name: scholarship.name,
					provider: scholarship.provider ?? '',
					amount: scholarship.amountCents !== null ? String(scholarship.amountCents / 100) : '',
					deadline: scholarship.deadline ?? '',
					requirements: scholarship.requirements ?? '',
					url: scholarship.url ?? '',
					essayId: scholarship.essay?.id ?? '',
					status: scholarship.status,
					renewable: scholarship.renewable ? 'on' : '',
					renewalTerms: scholarship.renewalTerms ?? '',
					notes: scholarship.notes ?? '',
				}
			: { status: 'researching' },
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	const intent = scholarship ? 'scholarship-update' : 'scholarship-create'
	const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	return (
		<Form method="post" action={`/a/${accountId}/financial-aid?tab=scholarships${scholarship ? `&edit=${scholarship.id}` : ''}`} {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2" preventScrollReset>
			{scholarship ? <input type="hidden" name="scholarshipId" value={scholarship.id} /> : null}
			<Field label="Scholarship name" inputProps={{ ...getInputProps(fields.name, { type: 'text' }), maxLength: 160, required: true }} errors={fields.name.errors} />
			<Field label="Who offers it (optional)" inputProps={{ ...getInputProps(fields.provider, { type: 'text' }), maxLength: 160 }} errors={fields.provider.errors} />
			<Field label="Amount in dollars (optional)" inputProps={{ ...getInputProps(fields.amount, { type: 'text' }), inputMode: 'decimal' }} errors={fields.amount.errors} />
			<Field label="Deadline (optional)" hint="It goes into the plan with reminders." inputProps={{ ...getInputProps(fields.deadline, { type: 'date' }) }} errors={fields.deadline.errors} />
			<Field label="Website (optional)" inputProps={{ ...getInputProps(fields.url, { type: 'url' }), maxLength: 500, placeholder: 'https://' }} errors={fields.url.errors} />
			<div className="flex flex-col gap-1.5">
				<label htmlFor={fields.status.id} className="text-sm font-medium">
					Status
				</label>
				<Select {...getSelectProps(fields.status)}>
					{scholarshipStatuses.map((status) => (
						<option key={status} value={status}>
							{scholarshipStatusLabels[status]}
						</option>
					))}
				</Select>
				<ErrorList id={fields.status.errorId} errors={fields.status.errors} />
			</div>
			<div className="flex flex-col gap-1.5">
				<label htmlFor={fields.essayId.id} className="text-sm font-medium">
					Essay for it (optional)
				</label>
				<Select {...getSelectProps(fields.essayId)}>
					<option value="">No essay linked</option>
					{essays.map((essay) => (
						<option key={essay.id} value={essay.id}>
							{essay.title}
						</option>
					))}
				</Select>
				<ErrorList id={fields.essayId.errorId} errors={fields.essayId.errors} />
				{essays.length ? null : (
					<p className="text-sm text-muted-foreground">
						Write essays in{' '}
						<Link to={`/a/${accountId}/applications?tab=applications&subtab=essays`} className={textLinkClass}>
							Applications → Essays
						</Link>
						, then link one here.
					</p>
				)}
			</div>
			<div className="flex flex-col gap-1.5">
				<span className="text-sm font-medium">Renewal</span>
				<CheckboxField label="Renewable after the first year" {...checkboxProps(fields.renewable)} />
			</div>
			<div className="flex flex-col gap-1.5 sm:col-span-2">
				<label htmlFor={fields.renewalTerms.id} className="text-sm font-medium">
					Renewal terms (optional)
				</label>
				<input {...getInputProps(fields.renewalTerms, { type: 'text' })} maxLength={1000} placeholder="For example: keep a 3.0 GPA and full-time enrollment" className={inputClassName} />
				<ErrorList id={fields.renewalTerms.errorId} errors={fields.renewalTerms.errors} />
			</div>
			<TextareaField label="Requirements (optional)" className="sm:col-span-2" textareaProps={{ ...getTextareaProps(fields.requirements), rows: 3, maxLength: 2000 }} errors={fields.requirements.errors} />
			<TextareaField label="Notes (optional)" className="sm:col-span-2" textareaProps={{ ...getTextareaProps(fields.notes), rows: 2, maxLength: 2000 }} errors={fields.notes.errors} />
			<div className="flex gap-3 sm:col-span-2">
				<Button type="submit" name="intent" value={intent} variant="brand" loading={submitting} loadingLabel="Saving">
					{scholarship ? 'Save scholarship' : 'Add scholarship'}
				</Button>
				{scholarship ? (
					<Link to={`/a/${accountId}/financial-aid?tab=scholarships`} className="inline-flex items-center text-sm text-muted-foreground hover:underline">
						Cancel
					</Link>
				) : null}
			</div>
		</Form>
	)
}
