import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { removeLinkedTask, syncLinkedTask } from '#app/features/plan/linked-tasks.server'
import { familyTimeZone, familyTodayFor } from '#app/features/plan/plan.server'
import type { AppContext } from '#app/lib/app-context'
import { preparedQuery } from '#app/lib/db/prepared'
import { colleges, contacts, listEntries, recommendationRequests, recommendations } from '#app/lib/db/schema'
import {
	allSubmitted,
	contactRoleFor,
	type RecommendationForm,
	type RecommendationUpdate,
	recommenderRoleFor,
	type RecommenderRole,
	type RequestStatus,
	thankYouDueDate,
} from './recommendations'

// Recommenders and the letters they send to each college. Each recommender
// keeps up to two plan tasks: "check that {name} has submitted" by the due
// date (done once every letter is in), and the thank-you note, due three days
// after the last letter (done when the family says it was sent). Every
// change re-syncs both, so the plan never disagrees with this page.

type Ctx = Pick<AppContext, 'db' | 'now'>

const tabLink = (accountId: string) => `/a/${accountId}/applications?tab=applications&subtab=recommendations`
export const dueTaskKey = (recommendationId: string) => `rec-due:${recommendationId}`
export const thanksTaskKey = (recommendationId: string) => `rec-thanks:${recommendationId}`

async function listedCollegeIds(ctx: Pick<AppContext, 'db'>, accountId: string) {
	const rows = await ctx.db.select({ collegeId: listEntries.collegeId }).from(listEntries).where(eq(listEntries.accountId, accountId))
	return new Set(rows.map((row) => row.collegeId))
}

/** The family's recommenders, oldest first, each with its requests by college name; `only` narrows to one. */
export async function listRecommendations(ctx: Pick<AppContext, 'db'>, accountId: string, only?: string) {
	const rows = await ctx.db
		.select()
		.from(recommendations)
		.where(and(eq(recommendations.accountId, accountId), only === undefined ? undefined : eq(recommendations.id, only)))
		// rowid breaks ties of the same millisecond in insertion order (ids are random).
		.orderBy(asc(recommendations.createdAt), asc(sql`rowid`))
	const requests = rows.length
		? await ctx.db
				.select({
					recommendationId: recommendationRequests.recommendationId,
					collegeId: recommendationRequests.collegeId,
					collegeName: colleges.name,
					status: recommendationRequests.status,
					updatedAt: recommendationRequests.updatedAt,
				})
				.from(recommendationRequests)
				.innerJoin(colleges, eq(colleges.id, recommendationRequests.collegeId))
				.where(inArray(recommendationRequests.recommendationId, rows.map((row) => row.id)))
				.orderBy(asc(colleges.name))
		: []
	return rows.map((row) => ({
		...row,
		requests: requests.filter((request) => request.recommendationId === row.id).map(({ recommendationId: _id, ...request }) => request),
	}))
}
export type RecommendationWithRequests = Awaited<ReturnType<typeof listRecommendations>>[number]

export async function getRecommendation(ctx: Pick<AppContext, 'db'>, accountId: string, recommendationId: string) {
	const [recommendation] = await listRecommendations(ctx, accountId, recommendationId)
	return recommendation ?? null
}

/** Re-derives both plan tasks of one recommender from its current state. */
export async function syncRecommendationTasks(ctx: Ctx, accountId: string, recommendationId: string) {
	const recommendation = await getRecommendation(ctx, accountId, recommendationId)
	if (!recommendation) return
	const everyLetterIn = allSubmitted(recommendation.requests)
	const thanksDue = thankYouDueDate(recommendation.requests, await familyTimeZone(ctx, accountId))
	const common = { category: 'applications' as const, owner: 'student' as const, link: tabLink(accountId) }
	await syncLinkedTask(ctx, accountId, {
		...common,
		key: dueTaskKey(recommendation.id),
		title: `Check that ${recommendation.recommenderName} has submitted`,
		dueDate: recommendation.dueDate,
		done: everyLetterIn,
	})
	// No due date takes an open thank-you task out of the plan (letters asked
	// again); one already done stays as the record.
	await syncLinkedTask(ctx, accountId, {
		...common,
		key: thanksTaskKey(recommendation.id),
		title: `Send ${recommendation.recommenderName} a thank-you note`,
		dueDate: thanksDue,
		done: recommendation.thankYouSentOn !== null,
	})
}

async function findContact(ctx: Pick<AppContext, 'db'>, accountId: string, contactId: string) {
	const [contact] = await ctx.db
		.select({ id: contacts.id, name: contacts.name, role: contacts.role })
		.from(contacts)
		.where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId)))
		.limit(1)
	return contact ?? null
}

type Recommender = { contactId: string | null; recommenderName: string; recommenderRole: RecommenderRole }

// A picked contact fills a blank name and role; typed values win.
async function resolveRecommender(ctx: Pick<AppContext, 'db'>, accountId: string, input: RecommendationUpdate): Promise<Recommender | 'contact-not-found'> {
	if (!input.contactId) return { contactId: null, recommenderName: input.recommenderName!, recommenderRole: input.recommenderRole! }
	const contact = await findContact(ctx, accountId, input.contactId)
	if (!contact) return 'contact-not-found'
	return { contactId: contact.id, recommenderName: input.recommenderName ?? contact.name, recommenderRole: input.recommenderRole ?? recommenderRoleFor(contact.role) }
}

export type CreateResult = { id: string } | 'contact-not-found' | 'college-not-listed'

export async function createRecommendation(ctx: Ctx, accountId: string, input: RecommendationForm): Promise<CreateResult> {
	const recommender = await resolveRecommender(ctx, accountId, input)
	if (recommender === 'contact-not-found') return recommender
	const listed = await listedCollegeIds(ctx, accountId)
	const collegeIds = [...new Set(input.collegeIds)]
	if (collegeIds.some((collegeId) => !listed.has(collegeId))) return 'college-not-listed'
	const at = ctx.now().getTime()
	if (!recommender.contactId && input.saveAsContact) {
		const [contact] = await ctx.db
			.insert(contacts)
			.values({ accountId, name: recommender.recommenderName, role: contactRoleFor(recommender.recommenderRole), createdAt: at, updatedAt: at })
			.returning({ id: contacts.id })
		recommender.contactId = contact!.id
	}
	const [row] = await ctx.db
		.insert(recommendations)
		.values({
			accountId,
			...recommender,
			subject: input.subject,
			requestedOn: input.requestedOn,
			dueDate: input.dueDate,
			ferpaWaived: input.ferpaWaived,
			notes: input.notes,
			createdAt: at,
			updatedAt: at,
		})
		.returning({ id: recommendations.id })
	if (collegeIds.length) await ctx.db.insert(recommendationRequests).values(collegeIds.map((collegeId) => ({ recommendationId: row!.id, collegeId, status: 'requested' as const, updatedAt: at })))
	await syncRecommendationTasks(ctx, accountId, row!.id)
	return { id: row!.id }
}

export async function updateRecommendation(ctx: Ctx, accountId: string, recommendationId: string, input: RecommendationUpdate): Promise<'saved' | 'not-found' | 'contact-not-found'> {
	const recommender = await resolveRecommender(ctx, accountId, input)
	if (recommender === 'contact-not-found') return recommender
	const updated = await ctx.db
		.update(recommendations)
		.set({ ...recommender, subject: input.subject, requestedOn: input.requestedOn, dueDate: input.dueDate, ferpaWaived: input.ferpaWaived, notes: input.notes, updatedAt: ctx.now().getTime() })
		.where(and(eq(recommendations.id, recommendationId), eq(recommendations.accountId, accountId)))
		.returning({ id: recommendations.id })
	if (!updated.length) return 'not-found'
	await syncRecommendationTasks(ctx, accountId, recommendationId)
	return 'saved'
}

export async function deleteRecommendation(ctx: Pick<AppContext, 'db'>, accountId: string, recommendationId: string): Promise<boolean> {
	const removed = await ctx.db
		.delete(recommendations)
		.where(and(eq(recommendations.id, recommendationId), eq(recommendations.accountId, accountId)))
		.returning({ id: recommendations.id })
	if (!removed.length) return false
	await removeLinkedTask(ctx, accountId, dueTaskKey(recommendationId))
	await removeLinkedTask(ctx, accountId, thanksTaskKey(recommendationId))
	return true
}

export type RequestChangeResult = 'saved' | 'removed' | 'not-found' | 'college-not-listed'

/**
 * Asks for a letter to one college, marks it submitted (or back to
 * requested), or takes the request away. A new request must be for a college
 * on the list; one that exists can be changed even after the college left it.
 */
export async function setRecommendationRequest(
	ctx: Ctx,
	{ accountId, recommendationId, collegeId, status }: { accountId: string; recommendationId: string; collegeId: string; status: RequestStatus | 'remove' },
): Promise<RequestChangeResult> {
	const recommendation = await getRecommendation(ctx, accountId, recommendationId)
	if (!recommendation) return 'not-found'
	const existing = recommendation.requests.find((request) => request.collegeId === collegeId)
	if (status === 'remove') {
		if (!existing) return 'not-found'
		await ctx.db.delete(recommendationRequests).where(and(eq(recommendationRequests.recommendationId, recommendationId), eq(recommendationRequests.collegeId, collegeId)))
		await syncRecommendationTasks(ctx, accountId, recommendationId)
		return 'removed'
	}
	if (!existing && !(await listedCollegeIds(ctx, accountId)).has(collegeId)) return 'college-not-listed'
	// updatedAt is set here (not by the column default) so the thank-you due
	// date follows the family's clock, including in tests.
	const at = ctx.now().getTime()
	if (existing?.status !== status) {
		await ctx.db
			.insert(recommendationRequests)
			.values({ recommendationId, collegeId, status, updatedAt: at })
			.onConflictDoUpdate({ target: [recommendationRequests.recommendationId, recommendationRequests.collegeId], set: { status, updatedAt: at } })
	}
	await syncRecommendationTasks(ctx, accountId, recommendationId)
	return 'saved'
}

/** Records the thank-you note as sent today (family time), or takes that back. */
export async function setThankYouSent(ctx: Ctx, { accountId, recommendationId, sent }: { accountId: string; recommendationId: string; sent: boolean }): Promise<boolean> {
	const thankYouSentOn = sent ? await familyTodayFor(ctx, accountId) : null
	const updated = await ctx.db
		.update(recommendations)
		.set({ thankYouSentOn, updatedAt: ctx.now().getTime() })
		.where(and(eq(recommendations.id, recommendationId), eq(recommendations.accountId, accountId)))
		.returning({ id: recommendations.id })
	if (!updated.length) return false
	await syncRecommendationTasks(ctx, accountId, recommendationId)
	return true
}

/**
 * Letters per college for the applications overview: `requested` counts every
 * letter asked for that college (submitted ones included), `submitted` those
 * already sent, so `requested - submitted` is what is still missing. A college
 * with no request has no entry.
 */
const letterStatusQuery = preparedQuery((db) =>
	db
		.select({ collegeId: recommendationRequests.collegeId, status: recommendationRequests.status })
		.from(recommendationRequests)
		.innerJoin(recommendations, eq(recommendations.id, recommendationRequests.recommendationId))
		.where(eq(recommendations.accountId, sql.placeholder('accountId')))
		.prepare(),
)

export async function recommendationStatusByCollege(ctx: Pick<AppContext, 'db'>, accountId: string): Promise<Map<string, { requested: number; submitted: number }>> {
	const rows = await letterStatusQuery(ctx.db).all({ accountId })
	const byCollege = new Map<string, { requested: number; submitted: number }>()
	for (const { collegeId, status } of rows) {
		const counts = byCollege.get(collegeId) ?? { requested: 0, submitted: 0 }
		counts.requested += 1
		if (status === 'submitted') counts.submitted += 1
		byCollege.set(collegeId, counts)
	}
	return byCollege
}
