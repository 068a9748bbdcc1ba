import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { canSeeItem } from '#app/features/accounts/permissions'
import type { MemberRole } from '#app/lib/db/roles'
import type { AppContext } from '#app/lib/app-context'
import { preparedQuery } from '#app/lib/db/prepared'
import { colleges, essayComments, essays, essayVersions, users } from '#app/lib/db/schema'
import { canMarkFinal, countWords, type EssayStatus } from './essays'

// Essays and their versions. Autosave keeps editing the newest version for
// five minutes of one person's writing, then starts a new one, so the history
// has useful steps rather than one per keystroke. A counselor never sees an
// essay the student marked private (canSeeItem), whatever is shared.

type Ctx = Pick<AppContext, 'db' | 'now'>
export const VERSION_WINDOW_MS = 5 * 60 * 1000

const essaysQuery = preparedQuery((db) =>
	db
		.select({ essay: essays, collegeName: colleges.name })
		.from(essays)
		.leftJoin(colleges, eq(colleges.id, essays.collegeId))
		.where(eq(essays.accountId, sql.placeholder('accountId')))
		.orderBy(asc(essays.createdAt))
		.prepare(),
)

export async function listEssays(ctx: Pick<AppContext, 'db'>, accountId: string, role: MemberRole) {
	const rows = await essaysQuery(ctx.db).all({ accountId })
	const visible = rows.filter(({ essay }) => canSeeItem(role, essay))
	const versions = visible.length
		? await ctx.db
				.select()
				.from(essayVersions)
				.where(inArray(essayVersions.essayId, visible.map(({ essay }) => essay.id)))
				.orderBy(desc(essayVersions.createdAt))
		: []
	return visible.map(({ essay, collegeName }) => {
		const own = versions.filter((version) => version.essayId === essay.id)
		return { ...essay, collegeName, body: own[0]?.body ?? '', wordCount: own[0]?.wordCount ?? 0, versions: own.map(({ id, wordCount, createdAt, updatedAt }) => ({ id, wordCount, createdAt, updatedAt })) }
	})
}

async function findEssay(ctx: Pick<AppContext, 'db'>, accountId: string, essayId: string, role: MemberRole) {
	const [essay] = await ctx.db.select().from(essays).where(and(eq(essays.id, essayId), eq(essays.accountId, accountId))).limit(1)
	return essay && canSeeItem(role, essay) ? essay : null
}

export async function createEssay(ctx: Ctx, accountId: string, input: { title: string; prompt: string; wordLimit: number | null; collegeId: string | null; platform?: 'common-app' | 'coalition' | null }) {
	const [essay] = await ctx.db.insert(essays).values({ accountId, ...input, createdAt: ctx.now().getTime() }).returning()
	return essay!
}

export async function saveEssayBody(ctx: Ctx, { accountId, essayId, body, userId, role }: { accountId: string; essayId: string; body: string; userId: string; role: MemberRole }) {
	const essay = await findEssay(ctx, accountId, essayId, role)
	if (!essay) return null
	const at = ctx.now().getTime()
	const wordCount = countWords(body)
	const [latest] = await ctx.db.select().from(essayVersions).where(eq(essayVersions.essayId, essayId)).orderBy(desc(essayVersions.createdAt)).limit(1)
	if (latest && latest.body === body) return { versionId: latest.id, wordCount, savedAt: latest.updatedAt }
	if (latest && latest.savedByUserId === userId && at - latest.createdAt < VERSION_WINDOW_MS) {
		await ctx.db.update(essayVersions).set({ body, wordCount, updatedAt: at }).where(eq(essayVersions.id, latest.id))
		return { versionId: latest.id, wordCount, savedAt: at }
	}
	const [version] = await ctx.db.insert(essayVersions).values({ essayId, body, wordCount, savedByUserId: userId, createdAt: at, updatedAt: at }).returning({ id: essayVersions.id })
	// Writing after "final" means it is being revised again.
	if (essay.status === 'final' && latest) await ctx.db.update(essays).set({ status: 'revise' }).where(eq(essays.id, essayId))
	return { versionId: version!.id, wordCount, savedAt: at }
}

export type StatusResult = 'saved' | 'over-limit' | 'not-found'

export async function setEssayStatus(ctx: Ctx, { accountId, essayId, status, role }: { accountId: string; essayId: string; status: EssayStatus; role: MemberRole }): Promise<StatusResult> {
	const essay = await findEssay(ctx, accountId, essayId, role)
	if (!essay) return 'not-found'
	if (status === 'final') {
		const [latest] = await ctx.db.select({ wordCount: essayVersions.wordCount }).from(essayVersions).where(eq(essayVersions.essayId, essayId)).orderBy(desc(essayVersions.createdAt)).limit(1)
		if (!canMarkFinal(latest?.wordCount ?? 0, essay.wordLimit)) return 'over-limit'
	}
	await ctx.db.update(essays).set({ status }).where(eq(essays.id, essayId))
	return 'saved'
}

/** Brings an older version back as the newest (the history keeps both). */
export async function restoreEssayVersion(ctx: Ctx, { accountId, essayId, versionId, userId, role }: { accountId: string; essayId: string; versionId: string; userId: string; role: MemberRole }) {
	const essay = await findEssay(ctx, accountId, essayId, role)
	if (!essay) return false
	const [version] = await ctx.db.select().from(essayVersions).where(and(eq(essayVersions.id, versionId), eq(essayVersions.essayId, essayId))).limit(1)
	if (!version) return false
	const at = ctx.now().getTime()
	await ctx.db.insert(essayVersions).values({ essayId, body: version.body, wordCount: version.wordCount, savedByUserId: userId, createdAt: at, updatedAt: at })
	return true
}

/** Only the student decides what counselors may not read. */
export async function setEssayPrivate(ctx: Ctx, { accountId, essayId, role, value }: { accountId: string; essayId: string; role: MemberRole; value: boolean }) {
	if (role !== 'student') return false
	const updated = await ctx.db.update(essays).set({ privateFromCounselors: value }).where(and(eq(essays.id, essayId), eq(essays.accountId, accountId))).returning({ id: essays.id })
	return updated.length > 0
}

export async function deleteEssay(ctx: Pick<AppContext, 'db'>, accountId: string, essayId: string, role: MemberRole) {
	const essay = await findEssay(ctx, accountId, essayId, role)
	if (!essay) return false
	await ctx.db.delete(essays).where(eq(essays.id, essayId))
	return true
}

/** Comments on an essay, oldest first, with who wrote them; none for an essay the reader cannot see. */
export async function listEssayComments(ctx: Pick<AppContext, 'db'>, accountId: string, essayId: string, role: MemberRole) {
	if (!(await findEssay(ctx, accountId, essayId, role))) return []
	return ctx.db
		.select({ id: essayComments.id, body: essayComments.body, createdAt: essayComments.createdAt, authorName: users.name, authorUserId: essayComments.authorUserId })
		.from(essayComments)
		.leftJoin(users, eq(users.id, essayComments.authorUserId))
		.where(eq(essayComments.essayId, essayId))
		.orderBy(asc(essayComments.createdAt))
}

/**
 * Anyone who can see the essay may comment on it — a counselor too, the one
 * thing a read-only counselor may write (decision 017) — never on an essay
 * the student keeps private from them.
 */
export async function addEssayComment(ctx: Ctx, { accountId, essayId, userId, role, body }: { accountId: string; essayId: string; userId: string; role: MemberRole; body: string }) {
	if (!(await findEssay(ctx, accountId, essayId, role))) return false
	await ctx.db.insert(essayComments).values({ essayId, authorUserId: userId, body, createdAt: ctx.now().getTime() })
	return true
}

/** The author takes a comment back; nobody else can. */
export async function deleteEssayComment(ctx: Pick<AppContext, 'db'>, { accountId, commentId, userId, role }: { accountId: string; commentId: string; userId: string; role: MemberRole }) {
	const [comment] = await ctx.db.select({ essayId: essayComments.essayId, authorUserId: essayComments.authorUserId }).from(essayComments).where(eq(essayComments.id, commentId)).limit(1)
	if (!comment || comment.authorUserId !== userId || !(await findEssay(ctx, accountId, comment.essayId, role))) return false
	await ctx.db.delete(essayComments).where(eq(essayComments.id, commentId))
	return true
}
