import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { createHash } from 'node:crypto'
import { startTrial } from '#app/features/billing/billing.server'
import { seedColleges } from '#app/features/colleges/catalog.server'
import { createDocument } from '#app/features/documents/documents.server'
import { samplePdf } from '#app/features/documents/sample-files'
import { sha256Hex } from '#app/lib/crypto'
import { type JsonSchema, pick, type Random, randomValue, valueForSchema } from './fuzz'
import {
	accounts,
	aidOffers,
	applications,
	assistantMessages,
	calendarFeeds,
	checklists,
	colleges,
	contacts,
	conversations,
	essayComments,
	essays,
	essayVersions,
	invitations,
	listEntries,
	memberships,
	notificationPrefs,
	pushSubscriptions,
	planEngineChanges,
	recommendationRequests,
	recommendations,
	scholarships,
	studentProfiles,
	taskComments,
	tasks,
	testRecords,
	users,
} from '#app/lib/db/schema'
import type { AppContext } from '#app/lib/app-context'
import type { FileStore } from '#app/lib/files'
import { createUserSession } from '#app/lib/session.server'
import type { TestContext } from './test-context'

// A student account with one of everything (tasks, list, essays, documents,
// aid, contacts, members, invitations, chats…), every text marked with a
// canary, for the fuzz suites: an attacker's answer must never contain the
// canary, and the account's rows must not change under an attacker's requests.

export async function seedCatalog(ctx: TestContext) {
	await seedColleges(ctx.db, readFileSync(new URL('../../scripts/data/colleges.csv', import.meta.url), 'utf8'))
}

export type SeededFamily = Awaited<ReturnType<typeof seedFamily>>

/** What seeding a family needs: the app's context on Node, or a test's view of the Worker's (tests/worker/parity.test.ts). */
export type FamilyContext = Pick<AppContext, 'db' | 'env' | 'now' | 'files'>

type DocumentInput = Parameters<typeof createDocument>[1]

/**
 * Needs seedCatalog first (list entries point at real colleges). The document
 * is stored by createDocument unless `storeDocument` stores it another way
 * (on the Worker, through its upload route, so the file is in R2).
 */
export async function seedFamily(
	ctx: FamilyContext,
	label: string,
	{ storeDocument = async (input: DocumentInput) => {
		const created = await createDocument(ctx, input)
		if (!created.ok) throw new Error(`seeding the document failed: ${created.status}`)
		return created.document.id
	} }: { storeDocument?: (input: DocumentInput, ownerCookie: () => Promise<string>) => Promise<string> } = {},
) {
	const canary = `CANARY${label}${Math.floor(Math.random() * 1e9).toString(36)}`
	const at = Date.now()
	const person = async (role: string) => {
		const [user] = await ctx.db
			.insert(users)
			.values({ email: `${role}-${canary.toLowerCase()}@example.com`, name: `${role} ${canary}`, emailVerifiedAt: at })
			.returning({ id: users.id, email: users.email })
		return user!
	}
	const [owner, student, counselor] = [await person('owner'), await person('student'), await person('counselor')]
	const [account] = await ctx.db
		.insert(accounts)
		.values({ studentName: `Student ${canary}`, graduationYear: new Date().getUTCFullYear() + 2, onboardingCompletedAt: at, planVersion: 1, highSchool: `School ${canary}`, createdByUserId: owner.id })
		.returning({ id: accounts.id })
	const accountId = account!.id
	await startTrial(ctx, accountId, 'founder-monthly', owner.id)
	const members = await ctx.db
		.insert(memberships)
		.values([
			{ accountId, userId: owner.id, role: 'owner' },
			{ accountId, userId: student.id, role: 'student' },
			{ accountId, userId: counselor.id, role: 'counselor', sections: ['tasks', 'colleges', 'applications'] },
		])
		.returning({ id: memberships.id })

	const collegeIds = (await ctx.db.select({ id: colleges.id }).from(colleges).limit(3)).map((row) => row.id)
	const [task, otherTask] = await ctx.db
		.insert(tasks)
		.values([
			{ accountId, title: `Task ${canary}`, category: 'applications', owner: 'student', dueDate: '2030-01-15', notes: `Notes ${canary}`, createdByUserId: owner.id },
			{ accountId, title: `Other ${canary}`, category: 'testing', owner: 'parent', dueDate: '2030-02-01', status: 'done', completedAt: at },
		])
		.returning({ id: tasks.id })
	const [step] = await ctx.db.insert(tasks).values({ accountId, parentId: task!.id, title: `Step ${canary}`, category: 'applications', owner: 'student', minutes: 10 }).returning({ id: tasks.id })
	const [taskComment] = await ctx.db.insert(taskComments).values({ taskId: task!.id, accountId, userId: owner.id, body: `Comment ${canary}` }).returning({ id: taskComments.id })
	const entries = await ctx.db
		.insert(listEntries)
		.values(collegeIds.slice(0, 2).map((collegeId) => ({ accountId, collegeId, notes: `Entry ${canary}`, status: 'applying' as const, planType: 'RD' as const })))
		.returning({ id: listEntries.id })
	const [application] = await ctx.db.insert(applications).values({ accountId, listEntryId: entries[0]!.id, deadline: '2030-01-01', platform: 'common-app', portalUrl: `https://example.com/${canary}` }).returning({ id: applications.id })
	await ctx.db.insert(checklists).values({ accountId, list: 'common-app', done: ['profile'] })
	const [essay] = await ctx.db.insert(essays).values({ accountId, title: `Essay ${canary}`, prompt: `Prompt ${canary}`, wordLimit: 650 }).returning({ id: essays.id })
	const [privateEssay] = await ctx.db.insert(essays).values({ accountId, collegeId: collegeIds[0], title: `Private ${canary}`, privateFromCounselors: true }).returning({ id: essays.id })
	const [version] = await ctx.db.insert(essayVersions).values({ essayId: essay!.id, body: `Body ${canary}`, wordCount: 2, savedByUserId: student.id }).returning({ id: essayVersions.id })
	const [essayComment] = await ctx.db.insert(essayComments).values({ essayId: essay!.id, authorUserId: counselor.id, body: `Remark ${canary}` }).returning({ id: essayComments.id })
	const [contact] = await ctx.db.insert(contacts).values({ accountId, name: `Contact ${canary}`, role: 'teacher', email: `teacher-${canary.toLowerCase()}@example.com` }).returning({ id: contacts.id })
	const [recommendation] = await ctx.db.insert(recommendations).values({ accountId, contactId: contact!.id, recommenderName: `Recommender ${canary}`, recommenderRole: 'teacher' }).returning({ id: recommendations.id })
	await ctx.db.insert(recommendationRequests).values({ recommendationId: recommendation!.id, collegeId: collegeIds[0]! })
	const documentId = await storeDocument(
		{ accountId, userId: owner.id, fileName: 'transcript.pdf', bytes: samplePdf, title: `Document ${canary}`, kind: 'transcript', collegeId: null, privateFromCounselors: false },
		async () => (await createUserSession(ctx, owner.id, { currentAccountId: accountId })).setCookie.split(';')[0]!,
	)
	const [offer] = await ctx.db.insert(aidOffers).values({ accountId, collegeId: collegeIds[0], collegeName: `Offer ${canary}`, costOfAttendanceCents: 80_000_00, grants: [{ name: `Grant ${canary}`, amountCents: 10_000_00, renewable: true }] }).returning({ id: aidOffers.id })
	const [scholarship] = await ctx.db.insert(scholarships).values({ accountId, name: `Scholarship ${canary}`, essayId: essay!.id, amountCents: 5_000_00 }).returning({ id: scholarships.id })
	const [testRecord] = await ctx.db.insert(testRecords).values({ accountId, test: 'SAT', date: '2030-03-09', status: 'taken', scores: { rw: 700, math: 720 }, notes: `Test ${canary}` }).returning({ id: testRecords.id })
	const activityId = `act${canary.toLowerCase()}`
	const honorId = `hon${canary.toLowerCase()}`
	await ctx.db.insert(studentProfiles).values({
		accountId,
		activities: [{ id: activityId, name: `Activity ${canary}`, role: 'Captain', organization: 'Club', description: 'x', grades: [10, 11], hoursPerWeek: 3, weeksPerYear: 30 }],
		honors: [{ id: honorId, title: `Honor ${canary}`, level: 'state', grades: [11] }],
	})
	const invitationToken = `invite${canary}`.padEnd(24, 'x')
	const [invitation] = await ctx.db
		.insert(invitations)
		.values({ accountId, email: `invitee-${canary.toLowerCase()}@example.com`, role: 'parent', tokenHash: await sha256Hex(invitationToken), invitedByUserId: owner.id, expiresAt: at + 7 * 86_400_000 })
		.returning({ id: invitations.id })
	const [conversation] = await ctx.db.insert(conversations).values({ accountId, userId: owner.id, title: `Chat ${canary}` }).returning({ id: conversations.id })
	await ctx.db.insert(assistantMessages).values({ conversationId: conversation!.id, role: 'user', content: `Question ${canary}` })
	const [feed] = await ctx.db.insert(calendarFeeds).values({ accountId, userId: owner.id, tokenHash: await sha256Hex(`feed${canary}`) }).returning({ id: calendarFeeds.id })
	await ctx.db.insert(notificationPrefs).values({ accountId, userId: owner.id, emailReminders: true, digestDay: 1, quietStart: null, quietEnd: null, categories: null })
	await ctx.db.insert(pushSubscriptions).values({ accountId, userId: owner.id, endpoint: `https://fcm.googleapis.com/fcm/send/${canary}`, p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22), label: `Phone ${canary}`, sessionId: `session-${canary}` })
	const [change] = await ctx.db.insert(planEngineChanges).values({ accountId, kind: 'added', ruleKey: `rule-${canary}`, taskId: task!.id, title: `Change ${canary}`, reason: 'seeded' }).returning({ id: planEngineChanges.id })

	const session = async (userId: string) => (await createUserSession(ctx, userId, { currentAccountId: accountId })).setCookie.split(';')[0]!
	return {
		canary,
		accountId,
		users: { owner, student, counselor },
		/** A new session per call: a fuzzed "sign out everywhere" must not end the run's other requests. */
		cookie: { owner: () => session(owner.id), student: () => session(student.id), counselor: () => session(counselor.id) },
		invitationToken,
		ids: {
			accountId,
			ownerId: owner.id,
			studentId: student.id,
			counselorId: counselor.id,
			membershipIds: members.map((member) => member.id),
			taskId: task!.id,
			otherTaskId: otherTask!.id,
			stepId: step!.id,
			taskCommentId: taskComment!.id,
			entryIds: entries.map((entry) => entry.id),
			applicationId: application!.id,
			essayId: essay!.id,
			privateEssayId: privateEssay!.id,
			versionId: version!.id,
			essayCommentId: essayComment!.id,
			contactId: contact!.id,
			recommendationId: recommendation!.id,
			documentId,
			offerId: offer!.id,
			scholarshipId: scholarship!.id,
			testRecordId: testRecord!.id,
			activityId,
			honorId,
			invitationId: invitation!.id,
			conversationId: conversation!.id,
			feedId: feed!.id,
			changeId: change!.id,
			collegeIds,
		},
	}
}

/** Every id the family owns, flat: what an attacker puts in id fields. */
export function familyIds(family: SeededFamily): string[] {
	return Object.values(family.ids).flatMap((value) => (Array.isArray(value) ? value : [value]))
}

const catalogTables = new Set(['colleges', 'plans', '__drizzle_migrations'])

/**
 * Every row that belongs to the account, in every table: rows that name the
 * account or its members, then rows that name those rows, and so on; plus a
 * hash of each stored document file. Two snapshots are equal only if nothing
 * of the account was added, changed or removed.
 */
export async function snapshotFamily(ctx: Pick<TestContext, 'client'> & { files: Pick<FileStore, 'get'> }, family: SeededFamily): Promise<Record<string, string[]>> {
	const tableNames = (await ctx.client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).rows
		.map((row) => String(row.name))
		.filter((name) => !catalogTables.has(name))
	const tables = new Map<string, Array<Record<string, unknown>>>()
	for (const name of tableNames) {
		const result = await ctx.client.execute(`SELECT * FROM "${name}"`)
		tables.set(name, result.rows.map((row) => Object.fromEntries(result.columns.map((column) => [column, row[column]]))))
	}
	const owned = new Set<string>([family.accountId, family.users.owner.id, family.users.student.id, family.users.counselor.id])
	const picked = new Map<string, Set<number>>()
	for (let grew = true; grew; ) {
		grew = false
		for (const [name, rows] of tables) {
			const chosen = picked.get(name) ?? new Set<number>()
			picked.set(name, chosen)
			rows.forEach((row, index) => {
				if (chosen.has(index)) return
				if (!Object.values(row).some((value) => typeof value === 'string' && (owned.has(value) || value.includes(family.canary)))) return
				chosen.add(index)
				if (typeof row.id === 'string' && !owned.has(row.id)) {
					owned.add(row.id)
					grew = true
				}
			})
		}
	}
	const snapshot: Record<string, string[]> = {}
	for (const [name, chosen] of picked) {
		if (chosen.size) snapshot[name] = [...chosen].map((index) => JSON.stringify(tables.get(name)![index])).sort()
	}
	const files: string[] = []
	for (const row of tables.get('documents') ?? []) {
		if (row.account_id !== family.accountId) continue
		const file = await ctx.files.get(String(row.storage_key))
		files.push(`${row.storage_key} ${file ? createHash('sha256').update(file.body).digest('hex') : 'missing'}`)
	}
	snapshot['(document files)'] = files.sort()
	return snapshot
}

/** What changed between two snapshots, one line per row, for a readable failure. */
export function snapshotDiff(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
	const lines: string[] = []
	for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
		const was = new Set(before[table] ?? [])
		const is = new Set(after[table] ?? [])
		for (const row of was) if (!is.has(row)) lines.push(`${table} − ${row.slice(0, 300)}`)
		for (const row of is) if (!was.has(row)) lines.push(`${table} + ${row.slice(0, 300)}`)
	}
	return lines
}

/**
 * A maker of inputs aimed at `family` from an attacker's account, for one
 * server function at a time: mostly input that fits the function's schema
 * (so the access check is what answers), else junk with the family's ids in
 * it; half the time the family's account id is forced in.
 */
export function aimedInputs(random: Random, family: SeededFamily, attackerAccountId: string) {
	const victimIds = familyIds(family)
	const idFor = (name: string) => {
		if (/accountId/i.test(name)) return random() < 0.85 ? family.accountId : attackerAccountId
		if (/Id$|^id$|token/i.test(name)) return pick(random, victimIds)
		return undefined
	}
	return (definition: { input: z.ZodType; access: unknown }) => {
		let schema: JsonSchema = {}
		try {
			schema = z.toJSONSchema(definition.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema
		} catch {}
		return () => {
			const input =
				random() < 0.75
					? valueForSchema(random, schema, idFor)
					: { accountId: family.accountId, [pick(random, ['id', 'taskId', 'essayId', 'conversationId', 'documentId'])]: pick(random, victimIds), extra: randomValue(random) }
			if (input && typeof input === 'object' && !Array.isArray(input) && random() < 0.5 && typeof definition.access === 'object') {
				;(input as Record<string, unknown>).accountId = family.accountId
			}
			return input
		}
	}
}
