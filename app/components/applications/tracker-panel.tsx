import { getCollectionProps, getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { inputClassName } from '#app/components/form-controls'
import { ErrorList, SelectField } from '#app/components/forms'
import { textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Checkbox } from '#app/components/ui/checkbox'
import {
	type AcceptedPlatforms,
	AcceptedPlatformsSchema,
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

export function TrackerPanel({ accountId, today, applications, bindingWarning, readOnly }: { accountId: string; today: string; applications: TrackedApplication[]; bindingWarning: string | null; readOnly: boolean }) {
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
						<ApplicationCard accountId={accountId} today={today} application={application} readOnly={readOnly} />
					</li>
				))}
			</ul>
		</div>
	)
}

function ApplicationCard({ accountId, today, application, readOnly }: { accountId: string; today: string; application: TrackedApplication; readOnly: boolean }) {
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
					<AcceptedPlatformsForm application={application} />
				</details>
			)}
			{readOnly ? null : (
				<details className="rounded-lg border p-3">
					<summary className="cursor-pointer text-sm font-medium text-brand">Edit the application</summary>
					<Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
						<input type="hidden" name="entryId" value={id} />
						<SelectField id={`status-${id}`} label="Status" name="status" value={application.status} options={listStatuses.map((status) => [status, statusLabel(status)])} />
						<SelectField id={`plan-${id}`} label="Plan type" name="planType" value={application.planType ?? ''} options={[['', 'Not chosen'], ...planTypes.map((type) => [type, planTypeLabels[type]] as const)]} />
						<div className="flex flex-col gap-1">
							<label htmlFor={`deadline-${id}`} className="text-sm font-medium">Deadline</label>
							<input id={`deadline-${id}`} type="date" name="deadline" defaultValue={application.deadline ?? ''} className={inputClassName} />
						</div>
						<SelectField id={`platform-${id}`} label="Platform" name="platform" value={application.platform ?? ''} options={[['', 'Not chosen'], ...platforms.map((platform) => [platform, platformLabels[platform]] as const)]} />
						<div className="flex flex-col gap-1">
							<label htmlFor={`fee-${id}`} className="text-sm font-medium">Application fee (dollars)</label>
							<input id={`fee-${id}`} name="fee" inputMode="decimal" defaultValue={application.feeCents === null ? '' : String(application.feeCents / 100)} className={inputClassName} />
						</div>
						<label className="flex items-center gap-2 text-sm sm:self-end sm:pb-3">
							<Checkbox name="feeWaiver" value="on" defaultChecked={application.feeWaiver} />
							Fee waiver
						</label>
						<div className="flex flex-col gap-1 sm:col-span-2">
							<label htmlFor={`portal-${id}`} className="text-sm font-medium">Portal link (optional)</label>
							<input id={`portal-${id}`} name="portalUrl" type="url" placeholder="https://" defaultValue={application.portalUrl ?? ''} className={inputClassName} />
						</div>
						<fieldset className="flex flex-col gap-2 sm:col-span-2">
							<legend className="mb-1 text-sm font-medium">Done so far</legend>
							{checklistItems.map((item) => (
								<label key={item.key} className="flex items-start gap-2 text-sm">
									<Checkbox name="done" value={item.key} defaultChecked={application.done.includes(item.key)} className="mt-0.5" />
									{item.label}
								</label>
							))}
						</fieldset>
						<div className="flex flex-wrap gap-3 sm:col-span-2">
							<Button type="submit" name="intent" value="save-application" variant="brand">Save {application.name}</Button>
							<Link to={`/a/${accountId}/applications?tab=applications&subtab=essays`} className={cn(textLinkClass, 'self-center text-sm')}>Essays</Link>
							<Link to={`/a/${accountId}/applications?tab=applications&subtab=recommendations`} className={cn(textLinkClass, 'self-center text-sm')}>Recommendations</Link>
						</div>
					</Form>
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

/** The family's answer to which platforms a college takes: Conform + the same zod schema as the action. */
function AcceptedPlatformsForm({ application }: { application: TrackedApplication }) {
	const id = application.entryId
	const [form, fields] = useForm({
		id: `platforms-${id}`,
		constraint: getZodConstraint(AcceptedPlatformsSchema),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		defaultValue: { entryId: id, acceptedPlatforms: application.accepted.platforms },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: AcceptedPlatformsSchema }),
	})
	return (
		<Form method="post" {...getFormProps(form)} className="mt-3 flex flex-col gap-3" preventScrollReset>
			<input {...getInputProps(fields.entryId, { type: 'hidden' })} />
			<fieldset className="flex flex-col gap-2" aria-describedby={`${fields.acceptedPlatforms.id}-hint`}>
				<legend className="mb-1 text-sm font-medium">Platforms {application.name} takes</legend>
				<p id={`${fields.acceptedPlatforms.id}-hint`} className="text-xs text-muted-foreground">
					Tick every one the college’s admissions site lists. Untick them all to clear your entry.
				</p>
				{getCollectionProps(fields.acceptedPlatforms, { type: 'checkbox', options: [...platforms] }).map(({ key, ...props }) => (
					<label key={key} className="flex items-center gap-2 text-sm">
						<input {...props} className="size-4" />
						{props.value === 'school' ? 'The college’s own application' : platformLabels[props.value as keyof typeof platformLabels]}
					</label>
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
