import { parseWithZod } from '@conform-to/zod/v4'
import { Link } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { ContactCard } from '#app/components/contacts/contact-card'
import { ContactEditor } from '#app/components/contacts/contact-editor'
import { EmptyState } from '#app/components/empty-state'
import { FormMessage } from '#app/components/form-controls'
import { textLinkClass } from '#app/components/marketing'
import { cardVariants } from '#app/components/ui/card'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import { contactGroupLabels, contactRoles, contactsIntentSchema } from '#app/features/contacts/contacts'
import { contactChoices, loadContactsPage, runContactsIntent } from '#app/features/contacts/contacts-page.server'
import { cn } from '#app/lib/cn'
import { firstError, formError, formResponse, shownAtForm } from '#app/lib/form-result'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/contacts'

// The people behind the applications: counselors, teachers, admissions
// officers, coaches. Grouped by role (filter with ?role=), by name within a
// group; each card links to a college, shows the letters the person writes,
// and keeps "last contacted" one click from today. The route dispatches the
// intent; the cards and the form live in app/components/contacts/ and the
// reads and writes in app/features/contacts/contacts-page.server.ts.

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = { create: 'plan', update: 'plan', 'contacted-today': 'plan', delete: null } satisfies FormWrites

/** The intents posted from a form with fields, whose errors Conform shows at those fields; a button's refusal is said at the top. */
const fieldForms = new Set(['create', 'update'])

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'contacts' })
	return loadContactsPage(app, access, new URL(request.url).searchParams.get('role'))
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'contacts', write: true })
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	// The plan is asked before the post is read any further: a refused write is 403 whatever its fields (decision 022).
	const posted = formData.get('intent')
	const intent = typeof posted === 'string' ? posted : ''
	await requireWrite(app, access, writes, intent)
	const choices = await contactChoices(app, access.accountId)
	const submission = parseWithZod(formData, { schema: contactsIntentSchema(choices) })
	if (submission.status !== 'success') return formResponse(formError(400, intent, firstError(submission.error)), fieldForms.has(intent) ? submission.reply : undefined)
	return formResponse(await runContactsIntent(app, access.accountId, choices.today, submission.value), submission.reply)
}

export default function ContactsRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { groups, total, counts, role, today, listed, readOnly } = loaderData
	const base = `/a/${params.accountId}/contacts`
	const createFailed = actionData?.intent === 'create' && !actionData.ok
	const filters = [[null, 'Everyone', total] as const, ...contactRoles.filter((value) => counts[value] > 0).map((value) => [value, contactGroupLabels[value], counts[value]] as const)]
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<h1 className="text-2xl font-bold">Contacts</h1>
			{/* A refusal Conform shows at its field or form is not said twice. */}
			{actionData?.message && (actionData.ok || !shownAtForm(actionData.result)) ? <FormMessage tone={actionData.ok ? 'info' : 'error'}>{actionData.message}</FormMessage> : null}

			{readOnly ? null : (
				<details className={cardVariants({ padding: 'sm' })} open={total === 0 || createFailed}>
					<summary className="cursor-pointer font-semibold">Add a contact</summary>
					<ContactEditor today={today} listed={listed} actionData={actionData} />
				</details>
			)}

			{total === 0 ? (
				<EmptyState title="No contacts yet">Add your school counselor first — they send the transcript and school report.</EmptyState>
			) : (
				<>
					<nav aria-label="Filter contacts by role" className="flex flex-wrap gap-2 text-sm">
						{filters.map(([value, label, count]) => (
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

export function meta() {
	return [{ title: 'Contacts | Northstar' }, { name: 'robots', content: 'noindex' }]
}

export const ErrorBoundary = AccountErrorBoundary
