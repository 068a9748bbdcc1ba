import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { EmptyState } from '#app/components/empty-state'
import { FormMessage } from '#app/components/form-controls'
import { ErrorList, Field, TextareaField } from '#app/components/forms'
import { textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Select } from '#app/components/ui/select'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { requestStatusLabels } from '#app/features/applications/recommendations'
import { familyTodayFor } from '#app/features/plan/plan.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { listCollegeEntries } from '#app/features/colleges/college-list.server'
import { contactFormSchema, contactGroupLabels, contactRoleLabels, contactRoles, groupContacts, isContactRole, relativeDay, telHref } from '#app/features/contacts/contacts'
import { createContact, deleteContact, getContact, listContacts, markContacted, updateContact } from '#app/features/contacts/contacts.server'
import { formatDay } from '#app/features/plan/dates'
import { cn } from '#app/lib/cn'
import { readFormData } from '#app/lib/form-data.server'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import type { Route } from './+types/contacts'

// The people behind the applications: counselors, teachers, admissions
// officers, coaches. Grouped by role (filter with ?role=), by name within a
// group; each card links to a college, shows the letters the person writes,
// and keeps "last contacted" one click from today.

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = { create: 'plan', update: 'plan', 'contacted-today': 'plan', delete: null } satisfies FormWrites

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'contacts' })
	const roleParam = new URL(request.url).searchParams.get('role')
	const role = isContactRole(roleParam) ? roleParam : null
	const [all, entries, today] = await Promise.all([listContacts(app, access.accountId), listCollegeEntries(app, access.accountId), familyTodayFor(app, access.accountId)])
	// Letters belong to the applications section: shown only to those it is shared with.
	const showLetters = access.sections.includes('applications')
	const shown = all
		.filter((contact) => role === null || contact.role === role)
		.map(({ accountId: _accountId, createdAt: _createdAt, recommendations, ...contact }) => ({ ...contact, recommendations: showLetters ? recommendations : [] }))
	return {
		today,
		role,
		total: all.length,
		counts: Object.fromEntries(contactRoles.map((value) => [value, all.filter((contact) => contact.role === value).length])) as Record<(typeof contactRoles)[number], number>,
		groups: groupContacts(shown),
		listed: entries.map(({ college }) => ({ id: college.id, name: college.name })),
		readOnly: access.readOnly,
	}
}

type ActionResult = { intent: string; ok: boolean; message?: string; result?: SubmissionResult<string[]>; contactId?: string }

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'contacts', write: true })
	requireSameOrigin(request, app.env)
	const { accountId } = access
	const formData = await readFormData(request)
	const intent = String(formData.get('intent') ?? '')
	await requireWrite(app, access, writes, intent)
	const contactId = String(formData.get('contactId') ?? '')
	const gone = () => data<ActionResult>({ intent, ok: false, message: 'That contact is no longer here.' }, { status: 404 })
	const today = await familyTodayFor(app, accountId)

	if (intent === 'create' || intent === 'update') {
		const existing = intent === 'update' ? await getContact(app, accountId, contactId) : null
		if (intent === 'update' && !existing) return gone()
		const listed = (await listCollegeEntries(app, accountId)).map(({ college }) => college.id)
		// A college already linked stays choosable after it leaves the list.
		const collegeIds = existing?.collegeId ? [...listed, existing.collegeId] : listed
		const submission = parseWithZod(formData, { schema: contactFormSchema({ today, collegeIds }) })
		if (submission.status !== 'success') return data<ActionResult>({ intent, ok: false, contactId: existing?.id, result: submission.reply() }, { status: 400 })
		if (intent === 'create') {
			const contact = await createContact(app, accountId, submission.value)
			return { intent, ok: true, message: `${contact.name} added.`, result: submission.reply({ resetForm: true }) } satisfies ActionResult
		}
		await updateContact(app, accountId, contactId, submission.value)
		return { intent, ok: true, contactId, message: 'Contact saved.' } satisfies ActionResult
	}
	if (intent === 'contacted-today') {
		return (await markContacted(app, accountId, contactId, today)) ? ({ intent, ok: true, message: 'Marked as contacted today.' } satisfies ActionResult) : gone()
	}
	if (intent === 'delete') {
		return (await deleteContact(app, accountId, contactId)) ? ({ intent, ok: true, message: 'Contact deleted. Their recommendations stay, no longer linked.' } satisfies ActionResult) : gone()
	}
	return data<ActionResult>({ intent, ok: false, message: 'Unknown action.' }, { status: 400 })
}

type LoaderData = Route.ComponentProps['loaderData']
type ContactCardData = LoaderData['groups'][number]['contacts'][number]

export default function ContactsRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { groups, total, counts, role, today, listed, readOnly } = loaderData
	const base = `/a/${params.accountId}/contacts`
	const createFailed = actionData?.intent === 'create' && !actionData.ok
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<h1 className="text-2xl font-bold">Contacts</h1>
			{actionData?.message ? <FormMessage tone={actionData.ok ? 'info' : 'error'}>{actionData.message}</FormMessage> : null}

			{readOnly ? null : (
				<details className={cardVariants({ padding: 'sm' })} open={total === 0 || createFailed}>
					<summary className="cursor-pointer font-semibold">Add a contact</summary>
					<ContactEditor today={today} listed={listed} lastResult={actionData?.intent === 'create' ? actionData.result : undefined} />
				</details>
			)}

			{total === 0 ? (
				<EmptyState title="No contacts yet">Add your school counselor first — they send the transcript and school report.</EmptyState>
			) : (
				<>
					<nav aria-label="Filter contacts by role" className="flex flex-wrap gap-2 text-sm">
						{([[null, 'Everyone', total], ...contactRoles.filter((value) => counts[value] > 0).map((value) => [value, contactGroupLabels[value], counts[value]] as const)] as const).map(([value, label, count]) => (
							<Link
								key={label}
								to={value ? `${base}?role=${value}` : base}
								aria-current={role === value ? 'page' : undefined}
								className={cn('rounded-md px-3 py-1.5 hover:bg-muted', role === value && 'bg-brand/10 font-medium text-brand')}
							>
								{label} <span className="text-muted-foreground">({count})</span>
							</Link>
						))}
					</nav>
					{groups.length ? (
						groups.map((group) => (
							<section key={group.role} aria-labelledby={`group-${group.role}`}>
								<h2 id={`group-${group.role}`} className="mb-3 font-semibold">
									{group.label} <span className="font-normal text-muted-foreground">({group.contacts.length})</span>
								</h2>
								<ul className="flex flex-col gap-3">
									{group.contacts.map((contact) => (
										<ContactCard key={contact.id} accountId={params.accountId} contact={contact} today={today} listed={listed} readOnly={readOnly} actionData={actionData} />
									))}
								</ul>
							</section>
						))
					) : (
						<EmptyState title={`No ${role ? contactGroupLabels[role].toLowerCase() : 'contacts'} yet`}>
							<Link to={base} className={textLinkClass}>Show everyone</Link>, or add one above.
						</EmptyState>
					)}
				</>
			)}
		</main>
	)
}

function LastContacted({ today, day }: { today: string; day: string | null }) {
	if (!day) return <>Not contacted yet</>
	const relative = relativeDay(today, day)
	const date = formatDay(day, { month: 'short', day: 'numeric', year: 'numeric' })
	return (
		<>
			Last contacted {relative ? `${relative} (${date})` : date}
		</>
	)
}

function ContactCard({
	accountId,
	contact,
	today,
	listed,
	readOnly,
	actionData,
}: {
	accountId: string
	contact: ContactCardData
	today: string
	listed: LoaderData['listed']
	readOnly: boolean
	actionData: Route.ComponentProps['actionData']
}) {
	const updateFailed = actionData?.intent === 'update' && !actionData.ok && actionData.contactId === contact.id
	return (
		<li className={cardVariants({ padding: 'sm' })} data-testid="contact">
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div className="min-w-0">
					<h3 className="font-semibold">{contact.name}</h3>
					<p className="text-sm text-muted-foreground">{[contactRoleLabels[contact.role], contact.organization, contact.collegeName].filter(Boolean).join(' · ')}</p>
					{contact.email || contact.phone ? (
						<p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
							{contact.email ? (
								<a href={`mailto:${contact.email}`} className={cn(textLinkClass, 'break-all')}>
									{contact.email}
								</a>
							) : null}
							{contact.phone ? (
								<a href={telHref(contact.phone)} className={textLinkClass}>
									{contact.phone}
								</a>
							) : null}
						</p>
					) : null}
					<p className="mt-1 text-sm">
						<LastContacted today={today} day={contact.lastContactedOn} />
					</p>
					{contact.notes ? <p className="mt-1 text-sm whitespace-pre-line">{contact.notes}</p> : null}
				</div>
				{readOnly ? null : contact.lastContactedOn === today ? (
					<span className="text-sm text-muted-foreground">Contacted today</span>
				) : (
					<Form method="post" preventScrollReset>
						<input type="hidden" name="contactId" value={contact.id} />
						<Button type="submit" name="intent" value="contacted-today" size="sm" variant="outline" aria-label={`Contacted ${contact.name} today`}>
							Contacted today
						</Button>
					</Form>
				)}
			</div>

			{contact.recommendations.length ? (
				<div className="mt-3 border-t pt-3 text-sm">
					<p className="font-medium">
						Writes {contact.recommendations.length === 1 ? 'a recommendation' : `${contact.recommendations.length} recommendations`} (
						<Link to={`/a/${accountId}/applications?tab=applications&subtab=recommendations`} className={textLinkClass}>
							manage
						</Link>
						)
					</p>
					<ul className="mt-1 flex flex-col gap-1">
						{contact.recommendations.map((letter) => (
							<li key={letter.id}>
								{letter.subject ? <span className="font-medium">{letter.subject}: </span> : null}
								{letter.requests.length ? letter.requests.map((request) => `${request.collegeName} (${requestStatusLabels[request.status].toLowerCase()})`).join(', ') : 'no colleges requested yet'}
								{letter.thankYouSentOn ? ' · thank-you sent' : ''}
							</li>
						))}
					</ul>
				</div>
			) : null}

			{readOnly ? null : (
				<details className="mt-3 text-sm" open={updateFailed}>
					<summary className="cursor-pointer text-brand">Edit or delete {contact.name}</summary>
					<ContactEditor
						key={contact.updatedAt}
						contact={contact}
						today={today}
						listed={contact.collegeId && !listed.some((college) => college.id === contact.collegeId) ? [...listed, { id: contact.collegeId, name: contact.collegeName ?? 'A college no longer on your list' }] : listed}
						lastResult={updateFailed ? actionData.result : undefined}
					/>
					<Form method="post" className="mt-3" preventScrollReset>
						<input type="hidden" name="contactId" value={contact.id} />
						<Button type="submit" name="intent" value="delete" variant="destructive-link" size="inline" className="text-xs" aria-label={`Delete contact: ${contact.name}`}>
							Delete contact
						</Button>
						{contact.recommendations.length ? <span className="ml-2 text-muted-foreground">Their recommendations stay on the Applications page.</span> : null}
					</Form>
				</details>
			)}
		</li>
	)
}

function ContactEditor({ contact, today, listed, lastResult }: { contact?: ContactCardData; today: string; listed: LoaderData['listed']; lastResult?: SubmissionResult<string[]> }) {
	const navigation = useNavigation()
	const schema = contactFormSchema({ today, collegeIds: listed.map((college) => college.id) })
	const intent = contact ? 'update' : 'create'
	const [form, fields] = useForm({
		id: contact ? `contact-${contact.id}` : 'new-contact',
		lastResult,
		constraint: getZodConstraint(schema),
		// Checked on submit, then again as each field is corrected: an error that
		// appeared on blur moved the submit button between mousedown and click.
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		defaultValue: contact
			? {
					name: contact.name,
					role: contact.role,
					organization: contact.organization ?? '',
					collegeId: contact.collegeId ?? '',
					email: contact.email ?? '',
					phone: contact.phone ?? '',
					notes: contact.notes ?? '',
					lastContactedOn: contact.lastContactedOn ?? '',
				}
			: { role: 'counselor' },
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (!contact || navigation.formData?.get('contactId') === contact.id)
	return (
		<Form method="post" {...getFormProps(form)} className="mt-3 grid gap-4 sm:grid-cols-2" preventScrollReset>
			{contact ? <input type="hidden" name="contactId" value={contact.id} /> : null}
			<Field label="Name" inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'off' }} errors={fields.name.errors} />
			<div className="flex flex-col gap-1.5">
				<label htmlFor={fields.role.id} className="text-sm font-medium">
					Role
				</label>
				<Select {...getSelectProps(fields.role)}>
					{contactRoles.map((value) => (
						<option key={value} value={value}>
							{contactRoleLabels[value]}
						</option>
					))}
				</Select>
				<ErrorList id={fields.role.errorId} errors={fields.role.errors} />
			</div>
			<Field label="School or organization (optional)" inputProps={{ ...getInputProps(fields.organization, { type: 'text' }) }} errors={fields.organization.errors} />
			<div className="flex flex-col gap-1.5">
				<label htmlFor={fields.collegeId.id} className="text-sm font-medium">
					College (optional)
				</label>
				<Select {...getSelectProps(fields.collegeId)}>
					<option value="">Not linked to a college</option>
					{listed.map((college) => (
						<option key={college.id} value={college.id}>
							{college.name}
						</option>
					))}
				</Select>
				<ErrorList id={fields.collegeId.errorId} errors={fields.collegeId.errors} />
			</div>
			<Field label="Email (optional)" inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }} errors={fields.email.errors} />
			<Field label="Phone (optional)" inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'off' }} errors={fields.phone.errors} />
			<Field label="Last contacted (optional)" inputProps={{ ...getInputProps(fields.lastContactedOn, { type: 'date' }), max: today }} errors={fields.lastContactedOn.errors} />
			<TextareaField label="Notes (optional)" className="sm:col-span-2" textareaProps={{ ...getTextareaProps(fields.notes), rows: 3 }} errors={fields.notes.errors} />
			<div className="sm:col-span-2">
				<Button type="submit" name="intent" value={intent} variant="brand" loading={submitting} loadingLabel="Saving">
					{contact ? 'Save contact' : 'Add contact'}
				</Button>
			</div>
		</Form>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Contacts | Northstar' }, { name: 'robots', content: 'noindex' }]
}
