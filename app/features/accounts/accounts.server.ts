import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { preparedQuery } from '#app/lib/db/prepared'
import { accounts, memberships, plans, sessions, users } from '#app/lib/db/schema'
import type { SessionUser } from '#app/lib/session.server'
import { gradeLabel, gradeLevel } from './grade'
import { accountHasMember } from './member-scope.server'
import { type AccountSection, visibleSections } from './permissions'

// Student accounts: reading them for a member, switching the current one,
// and the admin's list. Every function here takes an account id that an
// access check has already approved, or lists only the caller's own.

type Ctx = Pick<AppContext, 'db' | 'now'>

export interface AccountSummary {
	id: string
	accountId: string
	studentName: string
	graduationYear: number | null
	grade: string | null
	plan: string | null
	role: 'owner' | 'parent' | 'student' | 'counselor'
	onboarded: boolean
}

const userAccountsQuery = (onboardedOnly: boolean) =>
	preparedQuery((db) =>
		db
			.select({
				id: accounts.id,
				studentName: accounts.studentName,
				graduationYear: accounts.graduationYear,
				plan: plans.slug,
				role: memberships.role,
				onboardingCompletedAt: accounts.onboardingCompletedAt,
			})
			.from(memberships)
			.innerJoin(accounts, eq(accounts.id, memberships.accountId))
			.leftJoin(plans, eq(plans.id, accounts.planId))
			.where(and(eq(memberships.userId, sql.placeholder('userId')), onboardedOnly ? isNotNull(accounts.onboardingCompletedAt) : undefined))
			.orderBy(asc(accounts.createdAt))
			.prepare(),
	)
/** Read on every signed-in page (the student switcher). */
const onboardedAccountsQuery = userAccountsQuery(true)
const allAccountsQuery = userAccountsQuery(false)

/** The student accounts a user belongs to, onboarded ones only unless asked. */
export async function listUserAccounts(
	ctx: Ctx,
	userId: string,
	{ includeIncomplete = false }: { includeIncomplete?: boolean } = {},
): Promise<AccountSummary[]> {
	const rows = await (includeIncomplete ? allAccountsQuery : onboardedAccountsQuery)(ctx.db).all({ userId })
	const today = ctx.now()
	return rows.map(({ onboardingCompletedAt, ...row }) => ({
		...row,
		accountId: row.id,
		grade: row.graduationYear ? gradeLabel(gradeLevel(row.graduationYear, today)) : null,
		onboarded: onboardingCompletedAt !== null,
	}))
}

const accountDetailsColumns = {
	id: accounts.id,
	studentName: accounts.studentName,
	graduationYear: accounts.graduationYear,
	highSchool: accounts.highSchool,
	state: accounts.state,
	zip: accounts.zip,
	intendedStartTerm: accounts.intendedStartTerm,
	intendedMajors: accounts.intendedMajors,
	regions: accounts.regions,
	testPlans: accounts.testPlans,
	concerns: accounts.concerns,
	filledBy: accounts.filledBy,
	timeZone: accounts.timeZone,
	plan: plans.slug,
	planName: plans.name,
	trialEndsAt: accounts.trialEndsAt,
	onboardingCompletedAt: accounts.onboardingCompletedAt,
	createdAt: accounts.createdAt,
}

function withGrade<Row extends { id: string; graduationYear: number | null }>(ctx: Ctx, account: Row) {
	const level = account.graduationYear ? gradeLevel(account.graduationYear, ctx.now()) : null
	return { ...account, accountId: account.id, gradeLevel: level, grade: level ? gradeLabel(level) : null }
}

/**
 * The account's details for a member whose access was checked (sections they may not see are left out).
 * With `memberUserId`, nothing is read unless that user is a member: for reads that go out beside the check.
 */
export async function getAccountDetails(ctx: Ctx, accountId: string, memberUserId?: string) {
	const [account] = await ctx.db
		.select(accountDetailsColumns)
		.from(accounts)
		.leftJoin(plans, eq(plans.id, accounts.planId))
		.where(and(eq(accounts.id, accountId), memberUserId ? accountHasMember(accounts.id, memberUserId) : undefined))
		.limit(1)
	return account ? withGrade(ctx, account) : null
}

const accountMemberQuery = preparedQuery((db) =>
	db
		.select({ ...accountDetailsColumns, role: memberships.role, sections: memberships.sections })
		.from(memberships)
		.innerJoin(accounts, eq(accounts.id, memberships.accountId))
		.leftJoin(plans, eq(plans.id, accounts.planId))
		.where(and(eq(memberships.accountId, sql.placeholder('accountId')), eq(memberships.userId, sql.placeholder('userId'))))
		.limit(1)
		.prepare(),
)

/**
 * A user's membership of an account and the account's details, in one read
 * (the /a/{accountId} middleware's); null when they are not a member.
 */
export async function getAccountMember(ctx: Ctx, accountId: string, userId: string) {
	const [row] = await accountMemberQuery(ctx.db).all({ accountId, userId })
	if (!row) return null
	const { role, sections, ...account } = row
	return { membership: { role, sections }, account: withGrade(ctx, account) }
}

export type AccountDetails = NonNullable<Awaited<ReturnType<typeof getAccountDetails>>>

/**
 * The student's details that are the profile section's (decision 022): where
 * they go to school and live, what they hope to study, where, and what help
 * they need. The name, class year and grade say whose account it is and are
 * every member's.
 */
export const profileDetails = ['highSchool', 'state', 'zip', 'intendedMajors', 'regions', 'concerns', 'testPlans', 'filledBy'] as const

/** The details as a member may see them: without the profile's unless it is shared with them. */
export function detailsForMember<Details extends Pick<AccountDetails, (typeof profileDetails)[number]>>(details: Details, sections: readonly AccountSection[]): Details {
	if (sections.includes('profile')) return details
	return { ...details, ...Object.fromEntries(profileDetails.map((key) => [key, null])) }
}

export async function updateStudentData(
	ctx: Ctx,
	accountId: string,
	values: Partial<{
		studentName: string
		graduationYear: number
		highSchool: string | null
		state: string | null
		zip: string | null
		intendedStartTerm: string | null
		intendedMajors: string[]
		regions: string[]
		concerns: string[]
		testPlans: Array<{ test: string; date: string }>
	}>,
) {
	const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
	if (Object.keys(changes).length > 0) {
		await ctx.db.update(accounts).set(changes).where(eq(accounts.id, accountId))
	}
	return getAccountDetails(ctx, accountId)
}

/** The family's time zone: due dates are its calendar days, reminders its mornings. */
export async function updateFamilyTimeZone(ctx: Pick<AppContext, 'db'>, accountId: string, timeZone: string) {
	await ctx.db.update(accounts).set({ timeZone }).where(eq(accounts.id, accountId))
}

/** Makes an account (already access-checked) the session's current one. */
export async function setCurrentAccount(ctx: Pick<AppContext, 'db'>, user: SessionUser, accountId: string) {
	if (user.currentAccountId === accountId) return
	await ctx.db.update(sessions).set({ currentAccountId: accountId }).where(eq(sessions.id, user.sessionId))
}

/** spec §3 route context: accounts, currentAccountId, user, isOnboarded, userRole. */
export async function getRouteContext(ctx: Ctx, user: SessionUser, currentAccountId: string | null) {
	const list = await listUserAccounts(ctx, user.id)
	const current = list.find((account) => account.id === currentAccountId) ?? list[0] ?? null
	return {
		accounts: list,
		currentAccountId: current?.id ?? null,
		user: { id: user.id, email: user.email, name: user.name, kind: user.kind, isAdmin: user.isAdmin },
		isOnboarded: list.length > 0,
		userRole: current?.role ?? null,
	}
}

/** Admin only: every account, a page at a time, oldest first. */
export async function listAllAccounts(ctx: Ctx, { page, pageSize }: { page: number; pageSize: number }) {
	const [total] = await ctx.db.select({ n: count() }).from(accounts)
	const rows = await ctx.db
		.select({
			id: accounts.id,
			studentName: accounts.studentName,
			graduationYear: accounts.graduationYear,
			plan: plans.slug,
			onboardingCompletedAt: accounts.onboardingCompletedAt,
			createdAt: accounts.createdAt,
			ownerEmail: users.email,
		})
		.from(accounts)
		.leftJoin(plans, eq(plans.id, accounts.planId))
		.leftJoin(memberships, and(eq(memberships.accountId, accounts.id), eq(memberships.role, 'owner')))
		.leftJoin(users, eq(users.id, memberships.userId))
		.orderBy(asc(accounts.createdAt))
		.limit(pageSize)
		.offset((page - 1) * pageSize)
	return { accounts: rows, page, pageSize, total: total?.n ?? 0 }
}

export { visibleSections }
