import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { canSeeItem } from '#app/features/accounts/permissions'
import type { MemberRole } from '#app/lib/db/roles'
import { planTypeLabels } from '#app/features/colleges/college-list'
import { refreshPlan } from '#app/features/plan-engine/engine.server'
import { removeLinkedTask, syncLinkedTask } from '#app/features/plan/linked-tasks.server'
import type { AppContext } from '#app/lib/app-context'
import { preparedQuery } from '#app/lib/db/prepared'
import { applications, checklists, colleges, essays, listEntries } from '#app/lib/db/schema'
import { familyTodayFor } from '#app/features/plan/plan.server'
import { acceptedPlatforms, type ApplicationForm, type ApplicationSave, isSubmitted, missingItems, type Platform, platformMismatch } from './applications'
import { recommendationStatusByCollege } from './recommendations.server'

// The application tracker: one row per listed college (the list entry holds
// status and plan type; `applications` holds the deadline, platform, fee and
// checklist), with what is still missing counted from the essays and the
// recommendation letters. A deadline becomes a plan task, so it gets the
// plan's reminders.

type Ctx = Pick<AppContext, 'db' | 'now'>

/** One row per listed college, with its application if one was started. */
const applicationRowsQuery = preparedQuery((db) =>
	db
		.select({ entry: listEntries, application: applications, name: colleges.name, city: colleges.city, state: colleges.state, website: colleges.website })
		.from(listEntries)
		.innerJoin(colleges, eq(colleges.id, listEntries.collegeId))
		.leftJoin(applications, eq(applications.listEntryId, listEntries.id))
		.where(eq(listEntries.accountId, sql.placeholder('accountId')))
		.orderBy(asc(listEntries.createdAt))
		.prepare(),
)

/** The essays that belong to a college: what the tracker counts. */
const collegeEssaysQuery = preparedQuery((db) =>
	db
		.select({ collegeId: essays.collegeId, status: essays.status, privateFromCounselors: essays.privateFromCounselors })
		.from(essays)
		.where(and(eq(essays.accountId, sql.placeholder('accountId')), isNotNull(essays.collegeId)))
		.prepare(),
)

export async function loadApplications(ctx: Ctx, accountId: string, role: MemberRole) {
	const [rows, essayRows, letters, today] = await Promise.all([
		applicationRowsQuery(ctx.db).all({ accountId }),
		collegeEssaysQuery(ctx.db).all({ accountId }),
		recommendationStatusByCollege(ctx, accountId),
		familyTodayFor(ctx, accountId),
	])
	const visibleEssays = essayRows.filter((essay) => canSeeItem(role, essay))
	const list = rows.map(({ entry, application, name, city, state, website }) => {
		const own = visibleEssays.filter((essay) => essay.collegeId === entry.collegeId)
		const accepted = acceptedPlatforms(entry.collegeId, application?.acceptedPlatforms ?? null)
		const facts = {
			status: entry.status,
			deadline: application?.deadline ?? null,
			platform: application?.platform ?? null,
			feeWaiver: application?.feeWaiver ?? false,
			done: application?.done ?? [],
			essays: { total: own.length, final: own.filter((essay) => essay.status === 'final').length },
			recommendations: letters.get(entry.collegeId) ?? { requested: 0, submitted: 0 },
		}
		return {
			entryId: entry.id,
			collegeId: entry.collegeId,
			name,
			place: [city, state].filter(Boolean).join(', '),
			website,
			planType: entry.planType,
			feeCents: application?.feeCents ?? null,
			portalUrl: application?.portalUrl ?? null,
			...facts,
			accepted,
			platformWarning: platformMismatch(name, facts.platform, accepted),
			missing: missingItems(facts),
		}
	})
	// Soonest deadline first; no deadline last; submitted ones after the open ones.
	list.sort((a, b) => Number(isSubmitted(a.status)) - Number(isSubmitted(b.status)) || (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999'))
	return { today, applications: list }
}

/**
 * Saves an application and, when given, its list entry's status and plan
 * type, then brings its deadline task and the plan engine up to date once.
 */
export async function saveApplication(ctx: Ctx, accountId: string, input: ApplicationForm & Partial<Pick<ApplicationSave, 'status' | 'planType'>>): Promise<boolean> {
	const ofAccount = and(eq(listEntries.id, input.entryId), eq(listEntries.accountId, accountId))
	const [entry] =
		input.status === undefined
			? await ctx.db.select({ id: listEntries.id }).from(listEntries).where(ofAccount).limit(1)
			: await ctx.db.update(listEntries).set({ status: input.status, planType: input.planType ?? null }).where(ofAccount).returning({ id: listEntries.id })
	if (!entry) return false
	const values = { deadline: input.deadline, platform: input.platform, feeCents: input.fee, feeWaiver: input.feeWaiver, portalUrl: input.portalUrl, done: input.done }
	await ctx.db
		.insert(applications)
		.values({ accountId, listEntryId: entry.id, ...values })
		.onConflictDoUpdate({ target: applications.listEntryId, set: values })
	await syncApplicationTask(ctx, accountId, entry.id)
	await refreshPlan(ctx, accountId)
	return true
}

/** The family's answer to which platforms a listed college takes (null clears it, and the catalog's shows again where known). */
export async function saveAcceptedPlatforms(ctx: Pick<AppContext, 'db'>, accountId: string, entryId: string, accepted: Platform[] | null): Promise<boolean> {
	const [entry] = await ctx.db
		.select({ id: listEntries.id })
		.from(listEntries)
		.where(and(eq(listEntries.id, entryId), eq(listEntries.accountId, accountId)))
		.limit(1)
	if (!entry) return false
	await ctx.db
		.insert(applications)
		.values({ accountId, listEntryId: entry.id, acceptedPlatforms: accepted })
		.onConflictDoUpdate({ target: applications.listEntryId, set: { acceptedPlatforms: accepted } })
	return true
}

/** Keeps the "submit the application" task in step with the deadline, plan type and status. */
export async function syncApplicationTask(ctx: Ctx, accountId: string, entryId: string): Promise<void> {
	const [row] = await ctx.db
		.select({ status: listEntries.status, planType: listEntries.planType, name: colleges.name, deadline: applications.deadline, platform: applications.platform })
		.from(listEntries)
		.innerJoin(colleges, eq(colleges.id, listEntries.collegeId))
		.leftJoin(applications, eq(applications.listEntryId, listEntries.id))
		.where(and(eq(listEntries.id, entryId), eq(listEntries.accountId, accountId)))
		.limit(1)
	if (!row) return removeLinkedTask(ctx, accountId, applicationTaskKey(entryId))
	const plan = row.planType ? `${planTypeLabels[row.planType].replace(/ \(binding\)$/, '')} ` : ''
	await syncLinkedTask(ctx, accountId, {
		key: applicationTaskKey(entryId),
		title: `Submit the ${plan}application to ${row.name}`,
		dueDate: row.deadline ?? null,
		category: 'applications',
		owner: 'student',
		notes: row.platform ? `Through ${platformNames[row.platform]}.` : null,
		done: isSubmitted(row.status),
	})
}

const platformNames: Record<Platform, string> = { 'common-app': 'the Common App', coalition: 'the Coalition Application', school: 'the college’s own portal' }

export const applicationTaskKey = (entryId: string) => `application:${entryId}`

/** When a college leaves the list, its deadline tasks leave the plan too. */
export async function removeApplicationTasks(ctx: Pick<AppContext, 'db'>, accountId: string, entryId: string): Promise<void> {
	await removeLinkedTask(ctx, accountId, applicationTaskKey(entryId))
	await removeLinkedTask(ctx, accountId, `aid-priority:${entryId}`)
}

export type ChecklistName = 'common-app' | 'coalition'

const platformChecklistsQuery = preparedQuery((db) =>
	db
		.select({ list: checklists.list, done: checklists.done })
		.from(checklists)
		.where(and(eq(checklists.accountId, sql.placeholder('accountId')), inArray(checklists.list, ['common-app', 'coalition'])))
		.prepare(),
)

export async function loadPlatformChecklists(ctx: Pick<AppContext, 'db'>, accountId: string) {
	const rows = await platformChecklistsQuery(ctx.db).all({ accountId })
	return {
		'common-app': rows.find((row) => row.list === 'common-app')?.done ?? [],
		coalition: rows.find((row) => row.list === 'coalition')?.done ?? [],
	} satisfies Record<ChecklistName, string[]>
}

export async function savePlatformChecklist(ctx: Pick<AppContext, 'db'>, accountId: string, list: ChecklistName, done: string[]) {
	await ctx.db
		.insert(checklists)
		.values({ accountId, list, done })
		.onConflictDoUpdate({ target: [checklists.accountId, checklists.list], set: { done, updatedAt: Date.now() } })
}
