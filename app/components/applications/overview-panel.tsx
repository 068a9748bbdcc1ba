import { getFormProps } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { ErrorList } from '#app/components/forms'
import { textLinkClass } from '#app/components/marketing'
import { usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { CheckboxField } from '#app/components/ui/checkbox'
import { SaveChecklistFormSchema } from '#app/features/applications/application-forms'
import { deadlineLabel, isSubmitted, platformLabels, type Platform } from '#app/features/applications/applications'
import { PERSONAL_ESSAY_LIMIT } from '#app/features/applications/essays'
import { planTypeLabels } from '#app/features/colleges/college-list'
import { MAX_ACTIVITIES } from '#app/features/student-profile/profile'
import { cn } from '#app/lib/cn'
import type { FormResult } from '#app/lib/form-result'
import { coalitionSections, commonAppSections, type PlatformSection } from '../../../content/applications/platform-sections'

// The Applications overview: the next deadlines with what is missing, the
// binding-plan warning, and the Common App / Coalition section checklists
// with the activities list and the personal essay beside them.

export interface ApplicationRow {
	entryId: string
	collegeId: string
	name: string
	place: string
	status: string
	planType: keyof typeof planTypeLabels | null
	deadline: string | null
	platform: Platform | null
	missing: string[]
}

export interface OverviewData {
	today: string
	applications: ApplicationRow[]
	bindingWarning: string | null
	checklists: Record<'common-app' | 'coalition', string[]>
	/** Null when the profile (where the activities are) is not shared with the reader. */
	activities: { count: number } | null
	personalEssay: { id: string; status: string; wordCount: number } | null
}

export function OverviewPanel({ accountId, data, readOnly, actionData }: { accountId: string; data: OverviewData; readOnly: boolean; actionData: FormResult | undefined }) {
	const { today, applications, bindingWarning } = data
	const open = applications.filter((application) => !isSubmitted(application.status))
	const submitted = applications.length - open.length
	const base = `/a/${accountId}/applications`
	const usesCoalition = applications.some((application) => application.platform === 'coalition')
	return (
		<div className="flex flex-col gap-6">
			{bindingWarning ? (
				<p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">{bindingWarning}</p>
			) : null}
			<section aria-labelledby="deadlines-heading" className="flex flex-col gap-3">
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 id="deadlines-heading" className="text-lg font-semibold">Next deadlines</h2>
					<p className="text-sm text-muted-foreground">
						{applications.length} {applications.length === 1 ? 'college' : 'colleges'} · {open.length} still to submit · {submitted} submitted
					</p>
				</div>
				{applications.length === 0 ? (
					<EmptyState title="No applications yet">
						Add colleges to your <Link to={`/a/${accountId}/colleges`} className={textLinkClass}>college list</Link> first; each one becomes an application to track here.
					</EmptyState>
				) : open.length === 0 ? (
					<p className={cardVariants({ padding: 'sm', className: 'text-sm' })}>Every application is submitted. Watch for portal logins and financial aid requests from each college.</p>
				) : (
					<ul className="grid gap-3 md:grid-cols-2">
						{open.slice(0, 6).map((application) => (
							<li key={application.entryId} className={cardVariants({ padding: 'sm', className: 'flex flex-col gap-1' })} data-testid="overview-application">
								<p className="font-semibold">{application.name}</p>
								<p className="text-sm">
									<span className={cn(application.deadline && application.deadline < today ? 'font-medium text-destructive' : '')}>{deadlineLabel(today, application.deadline)}</span>
									{application.planType ? ` · ${planTypeLabels[application.planType]}` : ''}
									{application.platform ? ` · ${platformLabels[application.platform]}` : ''}
								</p>
								<p className="text-sm text-muted-foreground">
									{application.missing.length ? `Still missing: ${application.missing.join(', ')}.` : 'Ready to submit.'}
								</p>
							</li>
						))}
					</ul>
				)}
				{applications.length ? (
					<Link to={`${base}?tab=applications`} className={cn(textLinkClass, 'text-sm')}>Track every application</Link>
				) : null}
			</section>

			<div className="grid gap-6 lg:grid-cols-2">
				<PlatformChecklist
					list="common-app"
					title="Common App: the 7 sections"
					intro="Filled in once, sent to every Common App college."
					sections={commonAppSections}
					done={data.checklists['common-app']}
					readOnly={readOnly}
					actionData={actionData}
				>
					<ul className="mt-2 flex flex-col gap-1 text-sm">
						{data.activities ? (
							<li>
								Activities: {data.activities.count} of {MAX_ACTIVITIES}, each described in 150 characters —{' '}
								<Link to={`/a/${accountId}/profile#activities`} className={textLinkClass}>edit the activities list</Link>
							</li>
						) : null}
						<li>
							Personal essay:{' '}
							{data.personalEssay ? (
								<Link to={`${base}?tab=applications&subtab=essays&essay=${data.personalEssay.id}`} className={textLinkClass}>
									{data.personalEssay.wordCount} of {PERSONAL_ESSAY_LIMIT} words, {data.personalEssay.status}
								</Link>
							) : (
								<Link to={`${base}?tab=applications&subtab=essays`} className={textLinkClass}>start it ({PERSONAL_ESSAY_LIMIT}-word limit)</Link>
							)}
						</li>
					</ul>
				</PlatformChecklist>
				<PlatformChecklist
					list="coalition"
					title="Coalition Application (Scoir)"
					intro={usesCoalition ? 'At least one of your colleges takes the Coalition Application.' : 'Only if a college on your list takes the Coalition Application instead.'}
					sections={coalitionSections}
					done={data.checklists.coalition}
					readOnly={readOnly}
					actionData={actionData}
				/>
			</div>
		</div>
	)
}

function PlatformChecklist({
	list,
	title,
	intro,
	sections,
	done,
	readOnly,
	actionData,
	children,
}: {
	list: 'common-app' | 'coalition'
	title: string
	intro: string
	sections: PlatformSection[]
	done: string[]
	readOnly: boolean
	actionData: FormResult | undefined
	children?: React.ReactNode
}) {
	const count = sections.filter((section) => done.includes(section.key)).length
	const headingId = `${list}-checklist-heading`
	const [form, fields] = usePageForm({ id: `${list}-checklist`, schema: SaveChecklistFormSchema, actionData, intents: ['save-checklist'], same: { list } })
	return (
		<section aria-labelledby={headingId} className={cardVariants({ padding: 'md', className: 'flex flex-col gap-3' })}>
			<div>
				<h2 id={headingId} className="font-semibold">{title}</h2>
				<p className="text-sm text-muted-foreground">{intro} {count} of {sections.length} done.</p>
			</div>
			<Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
				<ErrorList id={form.errorId} errors={form.errors} />
				<input type="hidden" name="list" value={list} />
				<fieldset disabled={readOnly} className="flex flex-col gap-2" aria-describedby={fields.done.errors?.length ? fields.done.errorId : undefined}>
					<legend className="sr-only">{title}</legend>
					{sections.map((section) => (
						<CheckboxField key={section.key} name="done" value={section.key} defaultChecked={done.includes(section.key)} label={section.name} description={section.asks} />
					))}
				</fieldset>
				<ErrorList id={fields.done.errorId} errors={fields.done.errors} />
				{readOnly ? null : (
					<div>
						<Button type="submit" name="intent" value="save-checklist" variant="outline" size="sm">Save checklist</Button>
					</div>
				)}
			</Form>
			{children}
		</section>
	)
}
