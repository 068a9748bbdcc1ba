import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm'
import { visibleSections } from '#app/features/accounts/permissions'
import { recentEngineChanges } from '#app/features/plan-engine/changes-log.server'
import { addDays, daysBetween, familyToday } from '#app/features/plan/dates'
import { testLabel, upcomingTests } from '#app/features/test-scores/tests'
import { listTestRecords } from '#app/features/test-scores/tests.server'
import type { MemberRole } from '#app/lib/db/roles'
import type { AppContext } from '#app/lib/app-context'
import type { PushMessage } from '#app/lib/push'
import { accounts, memberships, notificationLog, notificationPrefs, tasks, users } from '#app/lib/db/schema'
import type { PlanCategory } from '../../../content/plan/types'
import { defaultPrefs, isQuietHour, localClock, type NotificationPrefs, OVERDUE_PUSH_DAYS, type PushKind, pushKinds, reminderOffset, sendHour } from './notifications'
import { digestEmail, reminderEmail } from './plan-email'
import { digestPush, dueSoonPush, overduePush, planChangesPush } from './plan-push'
import { membersWithDevices, pushToMember } from './push-delivery.server'

// Reminder and digest mail, and push notifications, for every family, run
// hourly by runScheduledJobs. Each mail and each push is claimed in
// notification_log before it is sent (a key per task, member and reminder, or
// per member and digest day; pushes have keys of their own), so a second run,
// or a run resumed after a crash, sends nothing twice; a send that fails gives
// its claim back for the next hour. A member hears only about sections they
// may see, in the categories they chose, and nothing in their quiet hours.

type Ctx = Pick<AppContext, 'db' | 'mail' | 'env' | 'now' | 'push'>

/** A stored row as preferences, or the role's defaults when there is none. */
function prefsFrom(row: typeof notificationPrefs.$inferSelect | null | undefined, role: MemberRole): NotificationPrefs {
	if (!row) return defaultPrefs(role)
	return {
		emailReminders: row.emailReminders,
		digestDay: row.digestDay,
		emailDigest: row.emailDigest,
		quietStart: row.quietStart,
		quietEnd: row.quietEnd,
		categories: (row.categories as PlanCategory[] | null) ?? null,
		pushKinds: row.pushKinds.filter((kind): kind is PushKind => (pushKinds as readonly string[]).includes(kind)),
	}
}

export async function getNotificationPrefs(ctx: Pick<AppContext, 'db'>, accountId: string, userId: string, role: MemberRole): Promise<NotificationPrefs> {
	const [row] = await ctx.db
		.select()
		.from(notificationPrefs)
		.where(and(eq(notificationPrefs.accountId, accountId), eq(notificationPrefs.userId, userId)))
		.limit(1)
	return prefsFrom(row, role)
}

/** Saves the choices given; the digest's e-mail and the push kinds stay as they were when left out (a new row: e-mail on, push off). */
export async function saveNotificationPrefs(ctx: Pick<AppContext, 'db'>, accountId: string, userId: string, prefs: Omit<NotificationPrefs, 'emailDigest' | 'pushKinds'> & Partial<NotificationPrefs>) {
	await ctx.db
		.insert(notificationPrefs)
		.values({ accountId, userId, ...prefs })
		.onConflictDoUpdate({ target: [notificationPrefs.accountId, notificationPrefs.userId], set: { ...prefs } })
}

/** Claims a mail's key; false when it was already claimed (sent, or being sent). */
async function claim(ctx: Pick<AppContext, 'db'>, key: string, row: { accountId: string; userId: string; kind: 'reminder' | 'digest' | 'push' }) {
	const claimed = await ctx.db.insert(notificationLog).values({ key, ...row }).onConflictDoNothing().returning({ key: notificationLog.key })
	return claimed.length > 0
}

async function release(ctx: Pick<AppContext, 'db'>, keys: string[]) {
	if (keys.length) await ctx.db.delete(notificationLog).where(inArray(notificationLog.key, keys))
}

/**
 * Claims every key, sends one push to the member's devices, and gives the
 * claims back when no device took it. Keys already claimed are left out; a
 * push goes only when something is newly owed.
 */
async function pushOnce<T>(ctx: Ctx, member: { accountId: string; userId: string; now: Date }, owed: Array<{ key: string; item: T }>, message: (items: T[]) => PushMessage) {
	const claimed: Array<{ key: string; item: T }> = []
	for (const entry of owed) if (await claim(ctx, entry.key, { accountId: member.accountId, userId: member.userId, kind: 'push' })) claimed.push(entry)
	if (claimed.length === 0) return false
	let delivered = false
	try {
		delivered = await pushToMember(ctx, member, message(claimed.map(({ item }) => item)))
	} finally {
		if (!delivered) await release(ctx, claimed.map(({ key }) => key))
	}
	return delivered
}

export async function sendPlanNotifications(ctx: Ctx, now: Date): Promise<{ reminders: number; digests: number; pushes: number }> {
	const sent = { reminders: 0, digests: 0, pushes: 0 }
	const families = await ctx.db
		.select({ id: accounts.id, studentName: accounts.studentName, timeZone: accounts.timeZone })
		.from(accounts)
		.where(isNotNull(accounts.planVersion))
	for (const family of families) {
		const today = familyToday(family.timeZone, now)
		const clock = localClock(family.timeZone, now)
		const members = await ctx.db
			.select({ userId: users.id, email: users.email, role: memberships.role, sections: memberships.sections, prefs: notificationPrefs })
			.from(memberships)
			.innerJoin(users, eq(users.id, memberships.userId))
			.leftJoin(notificationPrefs, and(eq(notificationPrefs.accountId, memberships.accountId), eq(notificationPrefs.userId, memberships.userId)))
			.where(eq(memberships.accountId, family.id))
		if (members.length === 0) continue
		const open = await ctx.db
			.select({ id: tasks.id, title: tasks.title, dueDate: tasks.dueDate, owner: tasks.owner, category: tasks.category, status: tasks.status, completedAt: tasks.completedAt, parentId: tasks.parentId })
			.from(tasks)
			.where(and(eq(tasks.accountId, family.id), isNotNull(tasks.dueDate)))
		const topLevel = open.filter((task) => task.parentId === null)
		// Read once per family, and only when a digest goes out.
		let upcoming: Promise<Array<{ test: string; date: string }>> | null = null
		const testsAhead = () =>
			(upcoming ??= listTestRecords(ctx, family.id).then((records) =>
				upcomingTests(records, today)
					.filter((record) => record.date <= addDays(today, 60))
					.map((record) => ({ test: testLabel(record), date: record.date })),
			))
		const planUrl = `${ctx.env.BASE_URL}/a/${family.id}/tasks`
		const settingsUrl = `${ctx.env.BASE_URL}/a/${family.id}/settings?tab=notifications`
		const withDevices = ctx.push ? await membersWithDevices(ctx, family.id) : new Set<string>()
		// The engine's changes of the last two days (it runs daily), read once per family and only when a push needs them.
		let changes: ReturnType<typeof recentEngineChanges> | null = null
		const changesLately = () => (changes ??= recentEngineChanges(ctx, family.id, now.getTime() - 2 * 86_400_000))

		for (const member of members) {
			const prefs = prefsFrom(member.prefs, member.role)
			if (clock.hour < sendHour(prefs) || isQuietHour(clock.hour, prefs)) continue
			const sections = visibleSections({ sections: member.sections })
			if (!sections.includes('tasks')) continue
			const wanted = topLevel.filter((task) => prefs.categories === null || prefs.categories.includes(task.category))
			const pushes = new Set(withDevices.has(member.userId) ? prefs.pushKinds : [])
			const who = { accountId: family.id, userId: member.userId, now }
			const studentName = family.studentName

			const owed = wanted
				.filter((task) => task.status === 'open')
				.map((task) => ({ task, offset: reminderOffset(daysBetween(today, task.dueDate!)) }))
				.filter((entry): entry is { task: (typeof wanted)[number]; offset: 7 | 1 | 0 } => entry.offset !== null)
				.sort((a, b) => a.task.dueDate!.localeCompare(b.task.dueDate!))

			if (pushes.has('due-soon')) {
				const keys = owed.map(({ task, offset }) => ({ key: `push:due-soon:${task.id}:${member.userId}:${offset}`, item: { title: task.title, dueDate: task.dueDate! } }))
				if (await pushOnce(ctx, who, keys, (tasks) => dueSoonPush({ accountId: family.id, studentName, tasks, today }))) sent.pushes += 1
			}
			if (pushes.has('overdue')) {
				const late = wanted.filter((task) => task.status === 'open' && task.dueDate! < today && daysBetween(task.dueDate!, today) <= OVERDUE_PUSH_DAYS)
				// Keyed by the due date too: a task moved to a later date and missed again is owed again.
				const keys = late.map((task) => ({ key: `push:overdue:${task.id}:${member.userId}:${task.dueDate}`, item: { title: task.title, dueDate: task.dueDate! } }))
				if (await pushOnce(ctx, who, keys, (tasks) => overduePush({ accountId: family.id, studentName, tasks }))) sent.pushes += 1
			}
			if (pushes.has('plan-changes')) {
				const keys = (await changesLately()).map((change) => ({ key: `push:plan-change:${change.id}:${member.userId}`, item: change }))
				if (await pushOnce(ctx, who, keys, (items) => planChangesPush({ accountId: family.id, studentName, changes: items }))) sent.pushes += 1
			}
			if (pushes.has('weekly-digest') && prefs.digestDay === clock.weekday) {
				const weekEnd = addDays(today, 7)
				const counts = {
					dueThisWeek: wanted.filter((task) => task.status === 'open' && task.dueDate! >= today && task.dueDate! <= weekEnd).length,
					overdue: wanted.filter((task) => task.status === 'open' && task.dueDate! < today).length,
				}
				if (await pushOnce(ctx, who, [{ key: `push:digest:${family.id}:${member.userId}:${today}`, item: counts }], ([item]) => digestPush({ accountId: family.id, studentName, ...item! }))) sent.pushes += 1
			}

			if (prefs.emailReminders) {
				const claimed: Array<{ key: string; task: (typeof wanted)[number] }> = []
				for (const { task, offset } of owed) {
					const key = `reminder:${task.id}:${member.userId}:${offset}`
					if (await claim(ctx, key, { accountId: family.id, userId: member.userId, kind: 'reminder' })) claimed.push({ key, task })
				}
				if (claimed.length) {
					try {
						await ctx.mail.send(
							reminderEmail({
								to: member.email,
								studentName: family.studentName,
								today,
								tasks: claimed.map(({ task }) => ({ title: task.title, dueDate: task.dueDate!, owner: task.owner })).sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
								planUrl,
								settingsUrl,
							}),
						)
						sent.reminders += 1
					} catch (error) {
						await release(ctx, claimed.map(({ key }) => key))
						throw error
					}
				}
			}

			if (prefs.emailDigest && prefs.digestDay !== null && prefs.digestDay === clock.weekday) {
				const key = `digest:${family.id}:${member.userId}:${today}`
				if (await claim(ctx, key, { accountId: family.id, userId: member.userId, kind: 'digest' })) {
					const weekEnd = addDays(today, 7)
					const weekAgo = now.getTime() - 7 * 86_400_000
					const asMail = (task: (typeof wanted)[number]) => ({ title: task.title, dueDate: task.dueDate!, owner: task.owner })
					try {
						await ctx.mail.send(
							digestEmail({
								to: member.email,
								studentName: family.studentName,
								today,
								dueThisWeek: wanted.filter((task) => task.status === 'open' && task.dueDate! >= today && task.dueDate! <= weekEnd).map(asMail),
								overdue: wanted.filter((task) => task.status === 'open' && task.dueDate! < today).map(asMail),
								doneLastWeek: wanted.filter((task) => task.status === 'done' && (task.completedAt ?? 0) >= weekAgo).length,
								tests: sections.includes('tests') ? await testsAhead() : null,
								planUrl,
								settingsUrl,
							}),
						)
						sent.digests += 1
					} catch (error) {
						await release(ctx, [key])
						throw error
					}
				}
			}
		}
	}
	return sent
}

/** Claims older than 60 days can go: every reminder they guard is long past. */
export async function purgeNotificationLog(ctx: Pick<AppContext, 'db'>, now: Date) {
	await ctx.db.delete(notificationLog).where(lt(notificationLog.createdAt, now.getTime() - 60 * 86_400_000))
}
