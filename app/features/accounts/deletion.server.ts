import { eq, inArray } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { AppContext } from '#app/lib/app-context'
import {
	accounts,
	aidOffers,
	applications,
	assistantMessages,
	auditLog,
	billingEvents,
	calendarFeeds,
	checklists,
	contacts,
	conversations,
	documents,
	documentUploads,
	emailChanges,
	essayComments,
	essays,
	essayVersions,
	invitations,
	listEntries,
	memberships,
	notificationLog,
	notificationPrefs,
	pushSubscriptions,
	planEngineChanges,
	recommendationRequests,
	recommendations,
	scholarships,
	sessions,
	studentProfiles,
	subscriptions,
	taskComments,
	tasks,
	testRecords,
	users,
	verifications,
} from '#app/lib/db/schema'

// Deleting a student account, and a person's own rows, without relying on
// the database's foreign-key cascades: Turso over HTTP opens a connection per
// request and may never run `PRAGMA foreign_keys = ON`, so a cascade the
// schema declares is not a cascade the Worker gets. Every child is deleted by
// name, children before parents, in one batch (all or nothing).
// deletion.server.test.ts runs this with foreign keys off and looks in every
// table for a row that still names what was deleted.

type Db = AppContext['db']
type Statement = BatchItem<'sqlite'>

/** Everything a student account owns, children first; the account row last. */
export function accountDeletionStatements(db: Db, accountId: string): Statement[] {
	const essaysOf = db.select({ id: essays.id }).from(essays).where(eq(essays.accountId, accountId))
	const recommendationsOf = db.select({ id: recommendations.id }).from(recommendations).where(eq(recommendations.accountId, accountId))
	const conversationsOf = db.select({ id: conversations.id }).from(conversations).where(eq(conversations.accountId, accountId))
	return [
		// Rows that name the account only through their parent.
		db.delete(essayVersions).where(inArray(essayVersions.essayId, essaysOf)),
		db.delete(essayComments).where(inArray(essayComments.essayId, essaysOf)),
		db.delete(recommendationRequests).where(inArray(recommendationRequests.recommendationId, recommendationsOf)),
		db.delete(assistantMessages).where(inArray(assistantMessages.conversationId, conversationsOf)),
		// Rows that point at other rows of the account, before those rows.
		db.delete(taskComments).where(eq(taskComments.accountId, accountId)),
		db.delete(planEngineChanges).where(eq(planEngineChanges.accountId, accountId)),
		db.delete(scholarships).where(eq(scholarships.accountId, accountId)),
		db.delete(applications).where(eq(applications.accountId, accountId)),
		db.delete(recommendations).where(eq(recommendations.accountId, accountId)),
		db.delete(conversations).where(eq(conversations.accountId, accountId)),
		db.delete(documents).where(eq(documents.accountId, accountId)),
		db.delete(documentUploads).where(eq(documentUploads.accountId, accountId)),
		db.delete(aidOffers).where(eq(aidOffers.accountId, accountId)),
		db.delete(contacts).where(eq(contacts.accountId, accountId)),
		db.delete(essays).where(eq(essays.accountId, accountId)),
		db.delete(listEntries).where(eq(listEntries.accountId, accountId)),
		db.delete(checklists).where(eq(checklists.accountId, accountId)),
		db.delete(testRecords).where(eq(testRecords.accountId, accountId)),
		db.delete(studentProfiles).where(eq(studentProfiles.accountId, accountId)),
		db.delete(notificationPrefs).where(eq(notificationPrefs.accountId, accountId)),
		db.delete(notificationLog).where(eq(notificationLog.accountId, accountId)),
		db.delete(calendarFeeds).where(eq(calendarFeeds.accountId, accountId)),
		db.delete(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId)),
		db.delete(invitations).where(eq(invitations.accountId, accountId)),
		db.delete(subscriptions).where(eq(subscriptions.accountId, accountId)),
		db.delete(auditLog).where(eq(auditLog.accountId, accountId)),
		// Steps name their task (parent_id): steps go first, then the tasks.
		db.delete(tasks).where(inArray(tasks.parentId, db.select({ id: tasks.id }).from(tasks).where(eq(tasks.accountId, accountId)))),
		db.delete(tasks).where(eq(tasks.accountId, accountId)),
		db.delete(memberships).where(eq(memberships.accountId, accountId)),
		// Kept rows that only pointed here: a session's current account, a billing event's idempotency record.
		db.update(sessions).set({ currentAccountId: null }).where(eq(sessions.currentAccountId, accountId)),
		db.update(billingEvents).set({ accountId: null }).where(eq(billingEvents.accountId, accountId)),
		db.delete(accounts).where(eq(accounts.id, accountId)),
	]
}

/**
 * A person's own rows, and their name taken off the rows they leave behind in
 * student accounts that go on (who finished a task, who wrote a comment):
 * the user row last. Accounts they ran alone are deleted by the caller first.
 */
export function userDeletionStatements(db: Db, user: { id: string; email: string }): Statement[] {
	const userId = user.id
	const conversationsOf = db.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, userId))
	return [
		db.delete(assistantMessages).where(inArray(assistantMessages.conversationId, conversationsOf)),
		db.delete(conversations).where(eq(conversations.userId, userId)),
		db.delete(notificationPrefs).where(eq(notificationPrefs.userId, userId)),
		db.delete(notificationLog).where(eq(notificationLog.userId, userId)),
		db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
		db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
		db.delete(emailChanges).where(eq(emailChanges.userId, userId)),
		db.delete(verifications).where(eq(verifications.email, user.email)),
		db.delete(sessions).where(eq(sessions.userId, userId)),
		db.delete(memberships).where(eq(memberships.userId, userId)),
		db.update(tasks).set({ completedByUserId: null }).where(eq(tasks.completedByUserId, userId)),
		db.update(tasks).set({ createdByUserId: null }).where(eq(tasks.createdByUserId, userId)),
		db.update(taskComments).set({ userId: null }).where(eq(taskComments.userId, userId)),
		db.update(essayVersions).set({ savedByUserId: null }).where(eq(essayVersions.savedByUserId, userId)),
		db.update(essayComments).set({ authorUserId: null }).where(eq(essayComments.authorUserId, userId)),
		db.update(documents).set({ uploadedByUserId: null }).where(eq(documents.uploadedByUserId, userId)),
		db.update(invitations).set({ invitedByUserId: null }).where(eq(invitations.invitedByUserId, userId)),
		db.update(accounts).set({ createdByUserId: null }).where(eq(accounts.createdByUserId, userId)),
		db.update(auditLog).set({ actorUserId: null }).where(eq(auditLog.actorUserId, userId)),
		db.delete(users).where(eq(users.id, userId)),
	]
}

/** Runs statements as one batch: all of them or none. */
export async function runDeletion(db: Db, statements: Statement[]) {
	if (statements.length === 0) return
	await db.batch(statements as [Statement, ...Statement[]])
}

/** The stored files of deleted accounts (documents), after their rows are gone; the daily sweep catches any this misses. */
export async function deleteAccountFiles(ctx: Pick<AppContext, 'files'>, accountIds: string[]) {
	for (const accountId of accountIds) {
		for await (const file of ctx.files.list(`accounts/${accountId}/`)) await ctx.files.delete(file.key)
	}
}

/** Deletes one student account and everything it owns (an abandoned onboarding, say). */
export async function deleteAccount(ctx: Pick<AppContext, 'db' | 'files'>, accountId: string) {
	await runDeletion(ctx.db, accountDeletionStatements(ctx.db, accountId))
	await deleteAccountFiles(ctx, [accountId])
}
