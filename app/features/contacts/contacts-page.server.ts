import type { AccountAccess } from '#app/features/accounts/access.server'
import { listCollegeEntries } from '#app/features/colleges/college-list.server'
import { familyTodayFor } from '#app/features/plan/plan.server'
import type { AppContext } from '#app/lib/app-context'
import { type FormAnswer, formError, formOk } from '#app/lib/form-result'
import { type ContactChoices, contactRoles, type ContactsIntent, groupContacts, isContactRole } from './contacts'
import { createContact, deleteContact, linkedColleges, listContacts, markContacted, updateContact } from './contacts.server'

// The contacts page's reads and writes: the contacts grouped by role (and
// filtered by `?role=`) with the letters they write, what the forms may link
// to, and the one dispatch of the page's intents.

type Ctx = Pick<AppContext, 'db' | 'now'>

export async function loadContactsPage(ctx: Ctx, access: AccountAccess, roleParam: string | null) {
	const role = isContactRole(roleParam) ? roleParam : null
	const [all, entries, today] = await Promise.all([listContacts(ctx, access.accountId), listCollegeEntries(ctx, access.accountId), familyTodayFor(ctx, access.accountId)])
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
export type ContactsPageData = Awaited<ReturnType<typeof loadContactsPage>>
export type ContactCardData = ContactsPageData['groups'][number]['contacts'][number]

/** What the action's schema checks against: the family's today, its list, and the colleges contacts are linked to now. */
export async function contactChoices(ctx: Ctx, accountId: string): Promise<ContactChoices> {
	const [today, entries, linked] = await Promise.all([familyTodayFor(ctx, accountId), listCollegeEntries(ctx, accountId), linkedColleges(ctx, accountId)])
	return { today, collegeIds: entries.map(({ college }) => college.id), linked }
}

const gone = (intent: string) => formError(404, intent, 'That contact is no longer here.')

/** Runs one parsed intent on the account's contacts. */
export async function runContactsIntent(ctx: Ctx, accountId: string, today: string, input: ContactsIntent): Promise<FormAnswer> {
	switch (input.intent) {
		case 'create': {
			const { intent: _, ...fields } = input
			const contact = await createContact(ctx, accountId, fields)
			return formOk(input.intent, `${contact.name} added.`, { reply: { resetForm: true } })
		}
		case 'update': {
			const { intent: _, contactId, ...fields } = input
			return (await updateContact(ctx, accountId, contactId, fields)) ? formOk(input.intent, 'Contact saved.') : gone(input.intent)
		}
		case 'contacted-today':
			return (await markContacted(ctx, accountId, input.contactId, today)) ? formOk(input.intent, 'Marked as contacted today.') : gone(input.intent)
		case 'delete':
			return (await deleteContact(ctx, accountId, input.contactId)) ? formOk(input.intent, 'Contact deleted. Their recommendations stay, no longer linked.') : gone(input.intent)
	}
}
