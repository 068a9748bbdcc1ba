import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { defaultPlanSlug, findSellablePlan, startTrial, stopBillingBeforeDeletion, type TrialStart } from '#app/features/billing/billing.server'
import { accounts, memberships } from '#app/lib/db/schema'
import type { SessionUser } from '#app/lib/session.server'
import { seedPlanForAccount } from '#app/features/plan/seed.server'
import { writeAudit } from './audit.server'
import { deleteAccount } from './deletion.server'

// Onboarding (spec §2 /onboarding, §4: resumes an incomplete account). The
// account is created at step 1 and remembers its step, so closing the tab
// and coming back picks up where the family left off.

type Ctx = Pick<AppContext, 'db' | 'now'>

export const ONBOARDING_STEPS = ['student', 'goals', 'plan'] as const

/**
 * Student accounts one person may have made and still hold (decision 022).
 * A student account is one child; eight is more high schoolers than a family
 * has at once, with room for a false start. More than that from one sign-in
 * is a school or a script: counselors are invited to the family's account
 * instead, and a deleted account frees its place.
 */
export const MAX_STUDENT_ACCOUNTS_PER_USER = 8

export class AccountLimitError extends Error {
	override name = 'AccountLimitError'
	constructor() {
		super(`You have ${MAX_STUDENT_ACCOUNTS_PER_USER} student accounts, the most one sign-in can make. Remove one you no longer use (Settings → Profile) to add another.`)
	}
}

async function accountsMadeBy(ctx: Pick<AppContext, 'db'>, userId: string) {
	const [row] = await ctx.db.select({ n: count() }).from(accounts).where(eq(accounts.createdByUserId, userId))
	return row?.n ?? 0
}

/** Whether this person may start another student account, for the form to say so before they type. */
export async function canMakeStudentAccount(ctx: Pick<AppContext, 'db'>, userId: string) {
	return (await accountsMadeBy(ctx, userId)) < MAX_STUDENT_ACCOUNTS_PER_USER
}
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

export interface StudentStep {
	studentName: string
	graduationYear: number
	highSchool: string | null
	state: string | null
	zip: string | null
	filledBy: 'parent' | 'student'
	/** The family's time zone, from the browser, when known. */
	timeZone?: string
}

export interface GoalsStep {
	intendedMajors: string[]
	regions: string[]
	testPlans: Array<{ test: string; date: string }>
	concerns: string[]
}

/** The first account this user started and has not finished onboarding, with what they entered. */
export async function getIncompleteOnboardingAccount(ctx: Ctx, userId: string) {
	const [row] = await ctx.db
		.select({
			id: accounts.id,
			studentName: accounts.studentName,
			graduationYear: accounts.graduationYear,
			highSchool: accounts.highSchool,
			state: accounts.state,
			zip: accounts.zip,
			filledBy: accounts.filledBy,
			intendedMajors: accounts.intendedMajors,
			regions: accounts.regions,
			testPlans: accounts.testPlans,
			concerns: accounts.concerns,
			onboardingStep: accounts.onboardingStep,
		})
		.from(memberships)
		.innerJoin(accounts, eq(accounts.id, memberships.accountId))
		.where(
			and(eq(memberships.userId, userId), eq(memberships.role, 'owner'), isNull(accounts.onboardingCompletedAt)),
		)
		.orderBy(asc(accounts.createdAt))
		.limit(1)
	return { existingAccountData: row ?? null, existingAccountId: row?.id ?? null }
}

export function stepName(step: number): OnboardingStep {
	return ONBOARDING_STEPS[Math.min(Math.max(step, 1), 3) - 1]!
}

/** Step 1: creates the student account (the caller becomes its owner), or updates the incomplete one. */
export async function saveStudentStep(ctx: Ctx, user: SessionUser, values: StudentStep): Promise<string> {
	const { existingAccountId } = await getIncompleteOnboardingAccount(ctx, user.id)
	if (existingAccountId) {
		await ctx.db
			.update(accounts)
			.set({ ...values, intendedStartTerm: `Fall ${values.graduationYear}` })
			.where(eq(accounts.id, existingAccountId))
		await ctx.db
			.update(accounts)
			.set({ onboardingStep: 2 })
			.where(and(eq(accounts.id, existingAccountId), eq(accounts.onboardingStep, 1)))
		return existingAccountId
	}
	if ((await accountsMadeBy(ctx, user.id)) >= MAX_STUDENT_ACCOUNTS_PER_USER) throw new AccountLimitError()
	const [account] = await ctx.db
		.insert(accounts)
		.values({ ...values, intendedStartTerm: `Fall ${values.graduationYear}`, onboardingStep: 2, createdByUserId: user.id })
		.returning({ id: accounts.id })
	// Two made at once could both pass the count: the one past the limit is taken back.
	if ((await accountsMadeBy(ctx, user.id)) > MAX_STUDENT_ACCOUNTS_PER_USER) {
		await ctx.db.delete(accounts).where(eq(accounts.id, account!.id))
		throw new AccountLimitError()
	}
	await ctx.db.insert(memberships).values({ accountId: account!.id, userId: user.id, role: 'owner' })
	await writeAudit(ctx, {
		actorUserId: user.id,
		accountId: account!.id,
		action: 'account.created',
		targetType: 'user',
		targetId: user.id,
		details: { role: 'owner' },
	})
	return account!.id
}

/** Step 2: goals. The account must be the caller's incomplete one (checked by the caller). */
export async function saveGoalsStep(ctx: Ctx, accountId: string, values: GoalsStep) {
	await ctx.db.update(accounts).set({ ...values, onboardingStep: 3 }).where(eq(accounts.id, accountId))
}

/** Back a step (never before the first): the form of the step before shows what was saved. */
export async function stepBack(ctx: Pick<AppContext, 'db'>, accountId: string) {
	await ctx.db
		.update(accounts)
		.set({ onboardingStep: sql`max(1, ${accounts.onboardingStep} - 1)` })
		.where(eq(accounts.id, accountId))
}

/** Step 3: the plan. Finishing onboarding starts the free trial on it (no card). */
export async function completeOnboarding(
	ctx: Ctx & Pick<AppContext, 'env'>,
	accountId: string,
	planSlug: string | null,
	actorUserId: string | null,
): Promise<TrialStart> {
	const plan = (await findSellablePlan(ctx, planSlug))?.slug ?? defaultPlanSlug(ctx.env.PRICING_CATALOG)
	const trial = await startTrial(ctx, accountId, plan, actorUserId)
	await ctx.db
		.update(accounts)
		.set({ onboardingStep: 3, onboardingCompletedAt: ctx.now().getTime() })
		.where(eq(accounts.id, accountId))
	// The family lands on a dashboard with this year's plan already in it.
	await seedPlanForAccount(ctx, accountId)
	return trial
}

/** Start over: removes the incomplete account the caller began (never a finished one). */
export async function clearOnboarding(ctx: Ctx & Pick<AppContext, 'env' | 'billing' | 'reportError' | 'files'>, userId: string) {
	const { existingAccountId } = await getIncompleteOnboardingAccount(ctx, userId)
	if (existingAccountId) {
		// A plan bought before onboarding finished is canceled first, or nothing is removed (BillingNotStoppedError).
		await stopBillingBeforeDeletion(ctx, [existingAccountId], userId)
		await deleteAccount(ctx, existingAccountId)
	}
	return { cleared: existingAccountId !== null }
}

export async function onboardingStatus(ctx: Ctx, userId: string) {
	const incomplete = await getIncompleteOnboardingAccount(ctx, userId)
	const rows = await ctx.db
		.select({ completed: accounts.onboardingCompletedAt })
		.from(memberships)
		.innerJoin(accounts, eq(accounts.id, memberships.accountId))
		.where(eq(memberships.userId, userId))
	return {
		isOnboarded: rows.some((row) => row.completed !== null),
		hasAccounts: rows.length > 0,
		incompleteAccountId: incomplete.existingAccountId,
		step: incomplete.existingAccountData ? stepName(incomplete.existingAccountData.onboardingStep) : null,
	}
}
