import { and, eq } from 'drizzle-orm'
import { listRecommendations } from '#app/features/applications/recommendations.server'
import type { AppContext } from '#app/lib/app-context'
import { colleges, contacts, recommendations } from '#app/lib/db/schema'
import type { ContactForm } from './contacts'

// The family's contacts: counselors, teachers, admissions officers, coaches.
// Each may be linked to a college and is shown with the recommendations it
// writes. Deleting a contact keeps those recommendations, unlinked.

type Ctx = Pick<AppContext, 'db' | 'now'>

export async function listContacts(ctx: Pick<AppContext, 'db'>, accountId: string) {
	const [rows, letters] = await Promise.all([
		ctx.db
			.select({ contact: contacts, collegeName: colleges.name })
			.from(contacts)
			.leftJoin(colleges, eq(colleges.id, contacts.collegeId))
			.where(eq(contacts.accountId, accountId)),
		listRecommendations(ctx, accountId),
	])
	return rows.map(({ contact, collegeName }) => ({
		...contact,
		collegeName,
		recommendations: letters
			.filter((letter) => letter.contactId === contact.id)
			.map((letter) => ({
				id: letter.id,
				subject: letter.subject,
				dueDate: letter.dueDate,
				thankYouSentOn: letter.thankYouSentOn,
				requests: letter.requests.map(({ collegeId, collegeName: name, status }) => ({ collegeId, collegeName: name, status })),
			})),
	}))
}
export type ContactWithLetters = Awaited<ReturnType<typeof listContacts>>[number]

export async function getContact(ctx: Pick<AppContext, 'db'>, accountId: string, contactId: string) {
	const [contact] = await ctx.db
		.select()
		.from(contacts)
		.where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId)))
		.limit(1)
	return contact ?? null
}

export async function createContact(ctx: Ctx, accountId: string, input: ContactForm) {
	const at = ctx.now().getTime()
	const [contact] = await ctx.db
		.insert(contacts)
		.values({ accountId, ...input, createdAt: at, updatedAt: at })
		.returning()
	return contact!
}

export async function updateContact(ctx: Ctx, accountId: string, contactId: string, input: ContactForm) {
	const [contact] = await ctx.db
		.update(contacts)
		.set({ ...input, updatedAt: ctx.now().getTime() })
		.where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId)))
		.returning()
	return contact ?? null
}

/** "Contacted today": the family's today, from the route. */
export async function markContacted(ctx: Ctx, accountId: string, contactId: string, day: string) {
	const updated = await ctx.db
		.update(contacts)
		.set({ lastContactedOn: day, updatedAt: ctx.now().getTime() })
		.where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId)))
		.returning({ id: contacts.id })
	return updated.length > 0
}

export async function deleteContact(ctx: Pick<AppContext, 'db'>, accountId: string, contactId: string) {
	const contact = await getContact(ctx, accountId, contactId)
	if (!contact) return false
	// The foreign key sets null too; saying it here keeps the rule visible
	// and true on a database that does not enforce foreign keys.
	await ctx.db.update(recommendations).set({ contactId: null }).where(and(eq(recommendations.contactId, contactId), eq(recommendations.accountId, accountId)))
	await ctx.db.delete(contacts).where(eq(contacts.id, contactId))
	return true
}

/** The college each linked contact is linked to, by contact id: it stays choosable for that contact after it leaves the list. */
export async function linkedColleges(ctx: Pick<AppContext, 'db'>, accountId: string): Promise<Record<string, string>> {
	const rows = await ctx.db.select({ id: contacts.id, collegeId: contacts.collegeId }).from(contacts).where(eq(contacts.accountId, accountId))
	return Object.fromEntries(rows.flatMap(({ id, collegeId }) => (collegeId ? [[id, collegeId]] : [])))
}

/** For pickers: who the family can choose as a recommender, by name. */
export async function listContactChoices(ctx: Pick<AppContext, 'db'>, accountId: string) {
	const rows = await ctx.db.select({ id: contacts.id, name: contacts.name, role: contacts.role }).from(contacts).where(eq(contacts.accountId, accountId))
	return rows.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
}
