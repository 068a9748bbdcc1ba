import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { ErrorList, Field, SelectField } from '#app/components/forms'
import { textLinkClass } from '#app/components/marketing'
import { checkboxGroupProps, checkboxProps, usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { CheckboxField } from '#app/components/ui/checkbox'
import { SaveApplicationFormSchema, SavePlatformsFormSchema } from '#app/features/applications/application-forms'
import {
	type AcceptedPlatforms,
	checklistItems,
	deadlineLabel,
	describeAccepted,
	isSubmitted,
	planTypeRules,
	platformLabels,
	platforms,
} from '#app/features/applications/applications'
import { listStatuses, planTypeLabels, planTypes } from '#app/features/colleges/college-list'
import { cn } from '#app/lib/cn'
import type { FormResult } from '#app/lib/form-result'
import type { ApplicationRow } from './overview-panel'

// Every application, soonest deadline first: plan type with its binding
// rule, the platforms the college takes and the one chosen, fee or waiver,
// the shared checklist, and what is missing. One form per college saves it
// all, and a small one records which platforms it takes (both work without
// JavaScript).

export interface TrackedApplication extends ApplicationRow {
	feeCents: number | null
	feeWaiver: boolean
	portalUrl: string | null
	website: string | null
	done: string[]
	essays: { total: number; final: number }
	recommendations: { requested: number; submitted: number }
	accepted: AcceptedPlatforms
	platformWarning: string | null
}

const statusLabel = (status: string) => status[0]!.toUpperCase() + status.slice(1)

export function TrackerPanel({
	accountId,
	today,
	applications,
	bindingWarning,
	readOnly,
	actionData,
}: {
	accountId: string
	today: string
	applications: TrackedApplication[]
	bindingWarning: string | null
	readOnly: boolean
	actionData: FormResult | undefined
}) {
	if (applications.length === 0) {
		return (
			<EmptyState title="No applications tracked yet">
				Every college on your <Link to={`/a/${accountId}/colleges`} className={textLinkClass}>college list</Link> becomes an application here. Add a few, then set each deadline.
			</EmptyState>
		)
	}
	return (
		<div className="flex flex-col gap-4">
			{bindingWarning ? (
				<p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">{bindingWarning}</p>
			) : null}
			<p className="text-sm text-muted-foreground">Each deadline you save becomes a task in the plan, with the plan’s reminders, and is ticked off when the application is marked applied.</p>
			<ul className="flex flex-col gap-4">
				{applications.map((application) => (
					<li key={application.entryId} className={cardVariants({ padding: 'md' })} data-testid="application">
						<ApplicationCard accountId={accountId} today={today} application={application} readOnly={readOnly} actionData={actionData} />
					</li>
				))}
			</ul>
		</div>
	)
}

function ApplicationCard({ accountId, today, application, readOnly, actionData }: { accountId: string; today: string; application: TrackedApplication; readOnly: boolean; actionData: FormResult | undefined }) {
	const id = application.entryId
	const submitted = isSubmitted(application.status)
	const rule = application.planType ? planTypeRules[application.planType] : null
	return (
		<article aria-labelledby={`application-${id}`} className="flex flex-col gap-3">
			<div className="flex flex-wrap items-start justify-between gap-2">
				<div>
					<h2 id={`application-${id}`} className="text-lg font-semibold">{application.name}</h2>
					<p className="text-sm text-muted-foreground">{application.place}</p>
				</div>
				<p className="text-sm">
					<span className={cn('rounded-full px-2 py-0.5 ring-1', submitted ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-muted ring-border')}>{statusLabel(application.status)}</span>
				</p>
			</div>
			<dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
				<div><dt className="inline font-medium">Deadline: </dt><dd className={cn('inline', !submitted && application.deadline && application.deadline < today && 'font-medium text-destructive')}>{deadlineLabel(today, application.deadline)}</dd></div>
				<div><dt className="inline font-medium">Plan: </dt><dd className="inline">{application.planType ? planTypeLabels[application.planType] : 'Not chosen'}</dd></div>
				<div><dt className="inline font-medium">Takes: </dt><dd className="inline" data-testid="accepted-platforms">{describeAccepted(application.accepted)}</dd></div>
				<div><dt className="inline font-medium">Applying through: </dt><dd className="inline">{application.platform ? platformLabels[application.platform] : 'Not chosen'}</dd></div>
				<div><dt className="inline font-medium">Fee: </dt><dd className="inline">{application.feeWaiver ? 'Waived' : application.feeCents === null ? 'Not entered' : `$${(application.feeCents / 100).toFixed(application.feeCents % 100 ? 2 : 0)}`}</dd></div>
				<div><dt className="inline font-medium">Essays: </dt><dd className="inline">{application.essays.total ? `${application.essays.final} of ${application.essays.total} final` : 'No supplements added'}</dd></div>
				<div><dt className="inline font-medium">Recommendations: </dt><dd className="inline">{application.recommendations.requested ? `${application.recommendations.submitted} of ${application.recommendations.requested} submitted` : 'None requested'}</dd></div>
			</dl>
			<AcceptedSource accepted={application.accepted} />
			{application.platformWarning ? <p className="text-sm text-amber-900" data-testid="platform-warning">{application.platformWarning}</p> : null}
			{rule ? <p className={cn('text-sm', rule.binding ? 'text-amber-900' : 'text-muted-foreground')}>{rule.rule}</p> : null}
			<p className="text-sm" data-testid="missing">
				{application.missing.length ? <><span className="font-medium">Still missing:</span> {application.missing.join(', ')}.</> : <span className="font-medium text-emerald-800">Nothing missing.</span>}
			</p>
			{application.portalUrl ? (
				<a href={application.portalUrl} target="_blank" rel="noopener noreferrer" className={cn(textLinkClass, 'text-sm')}>
					Open the application portal<span className="sr-only"> for {application.name} (opens in a new tab)</span>
				</a>
			) : null}
			{readOnly ? null : (
				<details className="rounded-lg border p-3">
					<summary className="cursor-pointer text-sm font-medium text-brand">Which platforms {application.name} takes</summary>
					<AcceptedPlatformsForm application={application} actionData={actionData} />
				</details>
			)}
			{readOnly ? null : (
				<details className="rounded-lg border p-3">
					<summary className="cursor-pointer text-sm font-medium text-brand">Edit the application</summary>
					<ApplicationForm accountId={accountId} application={application} actionData={actionData} />
				</details>
			)}
		</article>
	)
}

function AcceptedSource({ accepted }: { accepted: AcceptedPlatforms }) {
	if (accepted.source === 'family') return <p className="text-xs text-muted-foreground">Platforms as your family entered them.</p>
	if (accepted.source === 'catalog')
		return (
			<p className="text-xs text-muted-foreground">
				From Northstar’s records, checked for {accepted.checkedFor} against{' '}
				<a href={accepted.sourceUrl!} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
					the college’s admissions site<span className="sr-only"> (opens in a new tab)</span>
				</a>
				. Platforms change; correct them below if the college says otherwise.
			</p>
		)
	return <p className="text-xs text-muted-foreground">Check the college’s admissions site for the platforms it takes, then enter them below.</p>
}

/** One college's application: status and plan type (the list entry's), deadline, platform, fee and the shared checklist. */
function ApplicationForm({ accountId, application, actionData }: { accountId: string; application: TrackedApplication; actionData: FormResult | undefined }) {
	const id = application.entryId
	const [form, fields] = usePageForm({
		id: `application-form-${id}`,
		schema: SaveApplicationFormSchema,
		actionData,
		intents: ['save-application'],
		same: { entryId: id },
		defaultValue: {
			entryId: id,
			status: application.status,
			planType: application.planType ?? '',
			deadline: application.deadline ?? '',
			platform: application.platform ?? '',
			fee: application.feeCents === null ? '' : String(application.feeCents / 100),
			feeWaiver: application.feeWaiver ? 'on' : '',
			portalUrl: application.portalUrl ?? '',
			done: application.done,
		},
	})
	return (
		<Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3 sm:grid-cols-2">
			<ErrorList id={form.errorId} errors={form.errors} className="sm:col-span-2" />
			<input {...getInputProps(fields.entryId, { type: 'hidden' })} />
			<SelectField label="Status" meta={fields.status} selectProps={getSelectProps(fields.status)} options={listStatuses.map((status) => [status, statusLabel(status)])} />
			<SelectField label="Plan type" meta={fields.planType} selectProps={getSelectProps(fields.planType)} options={[['', 'Not chosen'], ...planTypes.map((type) => [type, planTypeLabels[type]] as const)]} />
			<Field label="Deadline" meta={fields.deadline} inputProps={getInputProps(fields.deadline, { type: 'date' })} />
			<SelectField label="Platform" meta={fields.platform} selectProps={getSelectProps(fields.platform)} options={[['', 'Not chosen'], ...platforms.map((platform) => [platform, platformLabels[platform]] as const)]} />
			<Field label="Application fee (dollars)" meta={fields.fee} inputProps={{ ...getInputProps(fields.fee, { type: 'text' }), inputMode: 'decimal' }} />
			<CheckboxField label="Fee waiver" className="sm:self-end sm:pb-3" {...checkboxProps(fields.feeWaiver)} />
			<Field label="Portal link (optional)" className="sm:col-span-2" meta={fields.portalUrl} inputProps={{ ...getInputProps(fields.portalUrl, { type: 'url' }), placeholder: 'https://' }} />
			<fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby={fields.done.errors?.length ? fields.done.errorId : undefined}>
				<legend className="mb-1 text-sm font-medium">Done so far</legend>
				{checkboxGroupProps(fields.done, checklistItems.map((item) => item.key)).map(({ key, ...props }) => (
					<CheckboxField key={key} label={checklistItems.find((item) => item.key === props.value)!.label} {...props} />
				))}
				<ErrorList id={fields.done.errorId} errors={fields.done.errors} />
			</fieldset>
			<div className="flex flex-wrap gap-3 sm:col-span-2">
				<Button type="submit" name="intent" value="save-application" variant="brand">Save {application.name}</Button>
				<Link to={`/a/${accountId}/applications?tab=applications&subtab=essays`} className={cn(textLinkClass, 'self-center text-sm')}>Essays</Link>
				<Link to={`/a/${accountId}/applications?tab=applications&subtab=recommendations`} className={cn(textLinkClass, 'self-center text-sm')}>Recommendations</Link>
			</div>
		</Form>
	)
}

/** The family's answer to which platforms a college takes. */
function AcceptedPlatformsForm({ application, actionData }: { application: TrackedApplication; actionData: FormResult | undefined }) {
	const id = application.entryId
	const [form, fields] = usePageForm({
		id: `platforms-${id}`,
		schema: SavePlatformsFormSchema,
		actionData,
		intents: ['save-platforms'],
		same: { entryId: id },
		defaultValue: { entryId: id, acceptedPlatforms: application.accepted.platforms },
	})
	return (
		<Form method="post" {...getFormProps(form)} className="mt-3 flex flex-col gap-3" preventScrollReset>
			<ErrorList id={form.errorId} errors={form.errors} />
			<input {...getInputProps(fields.entryId, { type: 'hidden' })} />
			<fieldset className="flex flex-col gap-2" aria-describedby={`${fields.acceptedPlatforms.id}-hint`}>
				<legend className="mb-1 text-sm font-medium">Platforms {application.name} takes</legend>
				<p id={`${fields.acceptedPlatforms.id}-hint`} className="text-xs text-muted-foreground">
					Tick every one the college’s admissions site lists. Untick them all to clear your entry.
				</p>
				{checkboxGroupProps(fields.acceptedPlatforms, platforms).map(({ key, ...props }) => (
					<CheckboxField key={key} label={props.value === 'school' ? 'The college’s own application' : platformLabels[props.value as keyof typeof platformLabels]} {...props} />
				))}
				<ErrorList id={fields.acceptedPlatforms.errorId} errors={fields.acceptedPlatforms.errors} />
			</fieldset>
			<div>
				<Button type="submit" name="intent" value="save-platforms" variant="outline" size="sm">
					Save platforms for {application.name}
				</Button>
			</div>
		</Form>
	)
}
