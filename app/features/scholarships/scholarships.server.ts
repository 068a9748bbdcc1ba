import { and, eq } from 'drizzle-orm'
import { listEssays } from '#app/features/applications/essays.server'
import type { MemberRole } from '#app/lib/db/roles'
import { removeLinkedTask, syncLinkedTask } from '#app/features/plan/linked-tasks.server'
import { familyTodayFor } from '#app/features/plan/plan.server'
import type { AppContext } from '#app/lib/app-context'
import { essays, scholarships } from '#app/lib/db/schema'
import { isFinished, type ScholarshipInput, type ScholarshipStatus, scholarshipTotals, sortScholarships } from './scholarships'

// Scholarships kept in the account. Each deadline is a task in the plan for
// the student (so it gets reminders and sits in the calendar), done once the
// application is in; deleting the scholarship takes the task away.

type Ctx = Pick<AppContext, 'db' | 'now'>
type Scholarship = typeof scholarships.$inferSelect

export const scholarshipTaskKey = (scholarshipId: string) => `scholarship:${scholarshipId}`

async function syncTask(ctx: Ctx, scholarship: Scholarship) {
	await syncLinkedTask(ctx, scholarship.accountId, {
		key: scholarshipTaskKey(scholarship.id),
		title: `Scholarship deadline: ${scholarship.name}`,
		dueDate: scholarship.deadline,
		category: 'scholarships',
		owner: 'student',
		link: `/a/${scholarship.accountId}/financial-aid?tab=scholarships`,
		notes: scholarship.requirements,
		done: isFinished(scholarship.status),
	})
}

/** An essay id is only linked when it is this account's essay. */
async function essayBelongs(ctx: Pick<AppContext, 'db'>, accountId: string, essayId: string | null) {
	if (!essayId) return true
	const [essay] = await ctx.db.select({ id: essays.id }).from(essays).where(and(eq(essays.id, essayId), eq(essays.accountId, accountId))).limit(1)
	return Boolean(essay)
}

export type SaveResult = { status: 'saved'; scholarship: Scholarship } | { status: 'not-found' } | { status: 'unknown-essay' }

export async function createScholarship(ctx: Ctx, accountId: string, input: ScholarshipInput): Promise<SaveResult> {
	if (!(await essayBelongs(ctx, accountId, input.essayId))) return { status: 'unknown-essay' }
	const { amount, ...rest } = input
	const [scholarship] = await ctx.db
		.insert(scholarships)
		.values({ accountId, ...rest, amountCents: amount, createdAt: ctx.now().getTime() })
		.returning()
	await syncTask(ctx, scholarship!)
	return { status: 'saved', scholarship: scholarship! }
}

export async function updateScholarship(ctx: Ctx, accountId: string, scholarshipId: string, input: ScholarshipInput): Promise<SaveResult> {
	if (!(await essayBelongs(ctx, accountId, input.essayId))) return { status: 'unknown-essay' }
	const { amount, ...rest } = input
	const [scholarship] = await ctx.db
		.update(scholarships)
		.set({ ...rest, amountCents: amount })
		.where(and(eq(scholarships.id, scholarshipId), eq(scholarships.accountId, accountId)))
		.returning()
	if (!scholarship) return { status: 'not-found' }
	await syncTask(ctx, scholarship)
	return { status: 'saved', scholarship }
}

export async function setScholarshipStatus(ctx: Ctx, accountId: string, scholarshipId: string, status: ScholarshipStatus) {
	const [scholarship] = await ctx.db
		.update(scholarships)
		.set({ status })
		.where(and(eq(scholarships.id, scholarshipId), eq(scholarships.accountId, accountId)))
		.returning()
	if (!scholarship) return null
	await syncTask(ctx, scholarship)
	return scholarship
}

export async function deleteScholarship(ctx: Pick<AppContext, 'db'>, accountId: string, scholarshipId: string) {
	const removed = await ctx.db.delete(scholarships).where(and(eq(scholarships.id, scholarshipId), eq(scholarships.accountId, accountId))).returning({ id: scholarships.id })
	if (!removed.length) return false
	await removeLinkedTask(ctx, accountId, scholarshipTaskKey(scholarshipId))
	return true
}

export async function listScholarships(ctx: Pick<AppContext, 'db'>, accountId: string) {
	return sortScholarships(await ctx.db.select().from(scholarships).where(eq(scholarships.accountId, accountId)))
}

/**
 * The scholarships tab: the list (soonest deadline first), its totals, and the
 * essays this member may see to link (a private essay stays hidden from a
 * counselor, here too).
 */
export async function loadScholarshipsTab(ctx: Ctx, accountId: string, role: MemberRole) {
	const [list, essayList, today] = await Promise.all([
		listScholarships(ctx, accountId),
		listEssays(ctx, accountId, role),
		familyTodayFor(ctx, accountId),
	])
	const visibleEssays = new Map(essayList.map((essay) => [essay.id, essay.title]))
	return {
		today,
		scholarships: list.map((item) => ({
			id: item.id,
			name: item.name,
			provider: item.provider,
			amountCents: item.amountCents,
			deadline: item.deadline,
			requirements: item.requirements,
			url: item.url,
			essay: item.essayId && visibleEssays.has(item.essayId) ? { id: item.essayId, title: visibleEssays.get(item.essayId)! } : null,
			status: item.status,
			renewable: item.renewable,
			renewalTerms: item.renewalTerms,
			notes: item.notes,
		})),
		totals: scholarshipTotals(list, today),
		essays: essayList.map((essay) => ({ id: essay.id, title: essay.title })),
	}
}
