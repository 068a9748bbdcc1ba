import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { ErrorList, Field, TextareaField } from '#app/components/forms'
import { textLinkClass } from '#app/components/marketing'
import { ButtonForm, checkboxProps, resultFor } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { CheckboxField } from '#app/components/ui/checkbox'
import { Select } from '#app/components/ui/select'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { CreateRecommenderFormSchema, LetterRequestFormSchema, RecommenderFormSchema, UpdateRecommenderFormSchema } from '#app/features/applications/application-forms'
import { FERPA_NOTE, recommenderRoleLabels, recommenderRoles, requestStatusLabels, summaryLine } from '#app/features/applications/recommendations'
import type { RecommendationsTabData } from '#app/features/applications/recommendations-tab.server'
import { formatDay } from '#app/features/plan/dates'
import { cn } from '#app/lib/cn'
import type { FormResult } from '#app/lib/form-result'
import { formConstraint } from '#app/lib/form-constraint'

// The Recommendations subtab: who writes each letter, which colleges asked
// for it and whether it is in, the FERPA choice, and the thank-you once every
// letter is submitted. Forms posting `rec-*` intents to the page, each on
// Conform with the schema the action parses.

type Recommender = RecommendationsTabData['recommenders'][number]
type Listed = RecommendationsTabData['listed']

const day = (value: string) => formatDay(value, { month: 'short', day: 'numeric', year: 'numeric' })

export function RecommendationsPanel({ accountId, data, readOnly, actionData }: { accountId: string; data: RecommendationsTabData; readOnly: boolean; actionData: FormResult | undefined }) {
	const { recommenders, summary, listed, contacts, canSeeContacts } = data
	const thanksDue = recommenders.filter((recommender) => recommender.thankYou === 'due')
	return (
		<div className="flex flex-col gap-6">
			<section aria-labelledby="rec-summary-heading" className={cardVariants()}>
				<h2 id="rec-summary-heading" className="font-semibold">
					Recommendation letters
				</h2>
				<p className="mt-1 text-sm" data-testid="rec-summary">
					{summaryLine(summary)}
				</p>
				<details className="mt-3 text-sm">
					<summary className="cursor-pointer text-brand">The FERPA waiver, in short</summary>
					<p className="mt-2 max-w-prose text-muted-foreground">{FERPA_NOTE}</p>
				</details>
			</section>

			{thanksDue.length ? (
				<section aria-labelledby="rec-thanks-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950" data-testid="rec-thanks-due">
					<h2 id="rec-thanks-heading" className="font-semibold">
						Send a thank-you note
					</h2>
					<p className="mt-1 text-sm">Every letter from these recommenders is in. A short handwritten note or email, and later a word about where you decided to go, means a lot to them.</p>
					<ul className="mt-3 flex flex-col gap-2">
						{thanksDue.map((recommender) => (
							<li key={recommender.id} className="flex flex-wrap items-center justify-between gap-2">
								<span>
									<span className="font-medium">{recommender.recommenderName}</span>
									{recommender.thankYouDue ? <span className="text-sm"> · by {day(recommender.thankYouDue)}</span> : null}
								</span>
								{readOnly ? null : <ThankedButton recommender={recommender} actionData={actionData} where="due" />}
							</li>
						))}
					</ul>
				</section>
			) : null}

			{recommenders.length ? (
				<section aria-labelledby="rec-list-heading">
					<h2 id="rec-list-heading" className="mb-3 font-semibold">
						Recommenders ({recommenders.length})
					</h2>
					<ul className="flex flex-col gap-3">
						{recommenders.map((recommender) => (
							<RecommenderCard key={recommender.id} accountId={accountId} recommender={recommender} listed={listed} contacts={contacts} canSeeContacts={canSeeContacts} readOnly={readOnly} actionData={actionData} />
						))}
					</ul>
				</section>
			) : (
				<EmptyState title="No recommenders yet">
					Ask two teachers from junior year and your counselor, at least a month before your first deadline. Many colleges that use the Common App want a counselor recommendation and one or two teacher letters; some want none and a few accept more, so check each college’s requirements.
				</EmptyState>
			)}

			{readOnly ? null : (
				<details className={cardVariants({ padding: 'sm' })} open={recommenders.length === 0}>
					<summary className="cursor-pointer font-semibold">Add a recommender</summary>
					{/* A new key after each add starts the form empty again. */}
					<RecommenderForm key={recommenders.length} listed={listed} contacts={contacts} canSeeContacts={canSeeContacts} actionData={actionData} />
				</details>
			)}
		</div>
	)
}

/** The thank-you prompt shows twice, at the top of the tab and on the card: `where` tells the two forms apart. */
function ThankedButton({ recommender, actionData, where }: { recommender: Recommender; actionData: FormResult | undefined; where: 'due' | 'card' }) {
	return (
		<ButtonForm id={`rec-thanked-${where}-${recommender.id}`} schema={RecommenderFormSchema} actionData={actionData} intents={['rec-thanked']} values={{ recommendationId: recommender.id }} preventScrollReset>
			<Button type="submit" name="intent" value="rec-thanked" size="sm" variant="brand" aria-label={`Thank-you sent to ${recommender.recommenderName}`}>
				Thank-you sent
			</Button>
		</ButtonForm>
	)
}

function RecommenderCard({
	accountId,
	recommender,
	listed,
	contacts,
	canSeeContacts,
	readOnly,
	actionData,
}: {
	accountId: string
	recommender: Recommender
	listed: Listed
	contacts: RecommendationsTabData['contacts']
	canSeeContacts: boolean
	readOnly: boolean
	actionData: FormResult | undefined
}) {
	const submitted = recommender.requests.filter((request) => request.status === 'submitted').length
	// Listed colleges first (requested or not), then requests for colleges since taken off the list.
	const rows = [
		...listed.map((college) => ({ collegeId: college.id, collegeName: college.name, status: recommender.requests.find((request) => request.collegeId === college.id)?.status ?? null })),
		...recommender.requests.filter((request) => !request.listed).map((request) => ({ collegeId: request.collegeId, collegeName: `${request.collegeName} (not on your list)`, status: request.status })),
	]
	return (
		<li className={cardVariants({ padding: 'sm' })} data-testid="recommender">
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div>
					<h3 className="font-semibold">{recommender.recommenderName}</h3>
					<p className="text-sm text-muted-foreground">
						{[recommenderRoleLabels[recommender.recommenderRole], recommender.subject].filter(Boolean).join(' · ')}
						{recommender.contactId && canSeeContacts ? (
							<>
								{' · '}
								<Link to={`/a/${accountId}/contacts`} className={textLinkClass}>
									in your contacts
								</Link>
							</>
						) : null}
					</p>
					<p className="mt-1 text-sm">
						{[
							recommender.requestedOn ? `Asked ${day(recommender.requestedOn)}` : 'Not asked yet',
							recommender.dueDate ? `Due ${day(recommender.dueDate)}` : null,
							recommender.requests.length ? `${submitted} of ${recommender.requests.length} submitted` : 'No colleges requested',
							recommender.ferpaWaived ? 'Right to read waived' : 'Right to read not waived',
						]
							.filter(Boolean)
							.join(' · ')}
						{recommender.overdue ? <span className="ml-2 inline-flex rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-rose-200 ring-inset">Past due</span> : null}
					</p>
					{recommender.notes ? <p className="mt-1 text-sm whitespace-pre-line">{recommender.notes}</p> : null}
				</div>
				<ThankYouStatus recommender={recommender} readOnly={readOnly} actionData={actionData} />
			</div>

			{rows.length ? (
				<Table containerClassName="mt-3" label={`Letters from ${recommender.recommenderName}, by college`} className="text-left">
					<TableCaption variant="sr-only">Letters from {recommender.recommenderName}, by college</TableCaption>
					<TableHeader>
						<TableRow className="border-b">
							<TableHead scope="col" className="py-2 pr-3 font-medium">College</TableHead>
							<TableHead scope="col" className="py-2 pr-3 font-medium">Letter</TableHead>
							{readOnly ? null : (
								<TableHead scope="col" className="py-2 font-medium">
									<span className="sr-only">Change</span>
								</TableHead>
							)}
						</TableRow>
					</TableHeader>
					<TableBody>
						{rows.map((row) => (
							<TableRow key={row.collegeId} className="border-b last:border-0">
								<TableHead scope="row" className="py-2 pr-3 font-normal">{row.collegeName}</TableHead>
								<TableCell className={cn('py-2 pr-3', row.status === 'submitted' && 'font-medium text-emerald-800')}>{row.status ? requestStatusLabels[row.status] : <span className="text-muted-foreground">Not requested</span>}</TableCell>
								{readOnly ? null : (
									<TableCell className="py-2">
										<RequestButtons recommender={recommender} collegeId={row.collegeId} collegeName={row.collegeName} status={row.status} actionData={actionData} />
									</TableCell>
								)}
							</TableRow>
						))}
					</TableBody>
				</Table>
			) : (
				<p className="mt-3 text-sm text-muted-foreground">
					Add colleges to <Link to={`/a/${accountId}/colleges`} className={textLinkClass}>your list</Link> to track which ones this letter goes to.
				</p>
			)}

			{readOnly ? null : (
				<details className="mt-3 text-sm">
					<summary className="cursor-pointer text-brand">Edit or remove {recommender.recommenderName}</summary>
					{/* A new key after each save starts the form from the saved values. */}
					<RecommenderForm key={recommender.updatedAt} recommender={recommender} listed={listed} contacts={contacts} canSeeContacts={canSeeContacts} actionData={actionData} />
					<ButtonForm id={`rec-delete-${recommender.id}`} schema={RecommenderFormSchema} actionData={actionData} intents={['rec-delete']} values={{ recommendationId: recommender.id }} className="mt-3" preventScrollReset>
						<Button type="submit" name="intent" value="rec-delete" variant="destructive-link" size="inline" className="text-xs" aria-label={`Remove recommender: ${recommender.recommenderName}`}>
							Remove recommender
						</Button>
					</ButtonForm>
				</details>
			)}
		</li>
	)
}

function ThankYouStatus({ recommender, readOnly, actionData }: { recommender: Recommender; readOnly: boolean; actionData: FormResult | undefined }) {
	if (recommender.thankYou === 'due') {
		return (
			<div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
				<p className="font-semibold">Send a thank-you note</p>
				{recommender.thankYouDue ? <p>by {day(recommender.thankYouDue)}</p> : null}
				{readOnly ? null : (
					<div className="mt-2">
						<ThankedButton recommender={recommender} actionData={actionData} where="card" />
					</div>
				)}
			</div>
		)
	}
	if (recommender.thankYou === 'sent' && recommender.thankYouSentOn) {
		return (
			<div className="flex items-center gap-2 text-sm">
				<span className="text-emerald-800">Thank-you sent {day(recommender.thankYouSentOn)}</span>
				{readOnly ? null : (
					<ButtonForm id={`rec-unthanked-${recommender.id}`} schema={RecommenderFormSchema} actionData={actionData} intents={['rec-unthanked']} values={{ recommendationId: recommender.id }} preventScrollReset>
						<Button type="submit" name="intent" value="rec-unthanked" variant="link" size="inline" className="text-xs" aria-label={`Thank-you to ${recommender.recommenderName} not sent yet`}>
							Undo
						</Button>
					</ButtonForm>
				)}
			</div>
		)
	}
	return null
}

function RequestButtons({
	recommender,
	collegeId,
	collegeName,
	status,
	actionData,
}: {
	recommender: Recommender
	collegeId: string
	collegeName: string
	status: 'requested' | 'submitted' | null
	actionData: FormResult | undefined
}) {
	const actions: Array<[value: 'requested' | 'submitted' | 'remove', label: string, spoken: string]> =
		status === null
			? [['requested', 'Request', `Request a letter from ${recommender.recommenderName} for ${collegeName}`]]
			: status === 'requested'
				? [
						['submitted', 'Mark submitted', `Mark ${recommender.recommenderName}’s letter for ${collegeName} submitted`],
						['remove', 'Remove', `Remove the request for ${collegeName}`],
					]
				: [
						['requested', 'Not submitted', `Mark ${recommender.recommenderName}’s letter for ${collegeName} not submitted yet`],
						['remove', 'Remove', `Remove the request for ${collegeName}`],
					]
	return (
		<ButtonForm
			id={`rec-request-${recommender.id}-${collegeId}`}
			schema={LetterRequestFormSchema}
			actionData={actionData}
			intents={['rec-set-request']}
			values={{ intent: 'rec-set-request', recommendationId: recommender.id, collegeId }}
			className="flex flex-wrap gap-2"
			preventScrollReset
		>
			{actions.map(([value, label, spoken]) => (
				<Button key={value} type="submit" name="status" value={value} size="sm" variant={value === 'remove' ? 'destructive-link' : value === 'submitted' ? 'brand' : 'outline'} aria-label={spoken}>
					{label}
				</Button>
			))}
		</ButtonForm>
	)
}

/** Adds a recommender (with the colleges to request) or, given one, edits it. */
function RecommenderForm({
	recommender,
	listed,
	contacts,
	canSeeContacts,
	actionData,
}: {
	recommender?: Recommender
	listed: Listed
	contacts: RecommendationsTabData['contacts']
	canSeeContacts: boolean
	actionData: FormResult | undefined
}) {
	const navigation = useNavigation()
	const schema = recommender ? UpdateRecommenderFormSchema : CreateRecommenderFormSchema
	const intent = recommender ? 'rec-update' : 'rec-create'
	const [form, fields] = useForm({
		id: recommender ? `rec-edit-${recommender.id}` : 'rec-new',
		lastResult: resultFor(actionData, [intent], recommender ? { recommendationId: recommender.id } : {}),
		constraint: formConstraint(schema),
		// Checked on submit, then again as each field is corrected: an error that
		// appeared on blur moved the submit button between mousedown and click.
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		defaultValue: recommender
			? {
					contactId: recommender.contactId ?? '',
					recommenderName: recommender.recommenderName,
					recommenderRole: recommender.recommenderRole,
					subject: recommender.subject ?? '',
					requestedOn: recommender.requestedOn ?? '',
					dueDate: recommender.dueDate ?? '',
					ferpaWaived: recommender.ferpaWaived ? 'on' : '',
					notes: recommender.notes ?? '',
				}
			: { ferpaWaived: 'on' },
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (!recommender || navigation.formData?.get('recommendationId') === recommender.id)
	return (
		<Form method="post" {...getFormProps(form)} className="mt-3 grid gap-4 sm:grid-cols-2" preventScrollReset>
			<ErrorList id={form.errorId} errors={form.errors} className="sm:col-span-2" />
			{recommender ? <input type="hidden" name="recommendationId" value={recommender.id} /> : null}
			{/* Without the picker (contacts not shared with this member), the link stays as it is. */}
			{!contacts.length && recommender?.contactId ? <input type="hidden" name="contactId" value={recommender.contactId} /> : null}
			{contacts.length ? (
				<div className="flex flex-col gap-1.5 sm:col-span-2">
					<label htmlFor={fields.contactId.id} className="text-sm font-medium">
						From your contacts (optional)
					</label>
					<Select
						{...getSelectProps(fields.contactId)}
						onChange={(event) => {
							const contact = contacts.find((option) => option.id === event.target.value)
							if (!contact) return
							form.update({ name: fields.recommenderName.name, value: contact.name })
							form.update({ name: fields.recommenderRole.name, value: contact.recommenderRole })
						}}
					>
						<option value="">Someone new (type below)</option>
						{contacts.map((contact) => (
							<option key={contact.id} value={contact.id}>
								{contact.name}
							</option>
						))}
					</Select>
					<p className="text-sm text-muted-foreground">Picking a contact fills in the name and role.</p>
					<ErrorList id={fields.contactId.errorId} errors={fields.contactId.errors} />
				</div>
			) : null}
			<Field label="Name" inputProps={{ ...getInputProps(fields.recommenderName, { type: 'text' }), autoComplete: 'off' }} errors={fields.recommenderName.errors} />
			<div className="flex flex-col gap-1.5">
				<label htmlFor={fields.recommenderRole.id} className="text-sm font-medium">
					Role
				</label>
				<Select {...getSelectProps(fields.recommenderRole)}>
					<option value="">Choose a role</option>
					{recommenderRoles.map((role) => (
						<option key={role} value={role}>
							{recommenderRoleLabels[role]}
						</option>
					))}
				</Select>
				<ErrorList id={fields.recommenderRole.errorId} errors={fields.recommenderRole.errors} />
			</div>
			<Field label="Subject or context (optional)" hint="For a teacher, the class: AP Chemistry, junior English." inputProps={{ ...getInputProps(fields.subject, { type: 'text' }) }} errors={fields.subject.errors} />
			<Field label="Asked on (optional)" inputProps={{ ...getInputProps(fields.requestedOn, { type: 'date' }) }} errors={fields.requestedOn.errors} />
			<Field label="Letter due (optional)" hint="Goes into your plan as a check-in." inputProps={{ ...getInputProps(fields.dueDate, { type: 'date' }) }} errors={fields.dueDate.errors} />
			<CheckboxField
				className="sm:col-span-2"
				label="I waived my right to read this letter (FERPA)"
				description="Most students waive it; colleges give waived letters more weight. In the Common App it is one choice for every letter."
				{...checkboxProps(fields.ferpaWaived)}
			/>
			{recommender ? null : (
				<>
					<fieldset className="flex flex-col gap-2 sm:col-span-2">
						<legend className="text-sm font-medium">Request a letter for</legend>
						{listed.length ? (
							<div className="grid gap-2 sm:grid-cols-2">
								{listed.map((college) => (
									<CheckboxField key={college.id} name="collegeIds" value={college.id} label={college.name} />
								))}
							</div>
						) : (
							<p className="text-sm text-muted-foreground">No colleges on your list yet; you can request letters per college once there are.</p>
						)}
						<ErrorList id={`${form.id}-collegeIds-error`} errors={form.allErrors.collegeIds} />
					</fieldset>
					{canSeeContacts ? <CheckboxField className="sm:col-span-2" name="saveAsContact" label="Also save a new recommender to your contacts" /> : null}
				</>
			)}
			<TextareaField label="Notes (optional)" className="sm:col-span-2" textareaProps={{ ...getTextareaProps(fields.notes), rows: 2 }} errors={fields.notes.errors} />
			<div className="sm:col-span-2">
				<Button type="submit" name="intent" value={intent} variant="brand" loading={submitting} loadingLabel="Saving">
					{recommender ? 'Save recommender' : 'Add recommender'}
				</Button>
			</div>
		</Form>
	)
}
