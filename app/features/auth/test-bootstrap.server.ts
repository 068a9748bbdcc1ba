import { eq } from 'drizzle-orm'
import { defaultPlanSlug, startTrial } from '#app/features/billing/billing.server'
import type { AppContext } from '#app/lib/app-context'
import { accounts, memberships, users } from '#app/lib/db/schema'
import { createId } from '#app/lib/ids'
import { createUserSession } from '#app/lib/session.server'

// /test/bootstrap and createTestAccount (only with ENABLE_TEST_ROUTES=true):
// a verified parent with one student account, signed in, in one call.

export async function createTestAccount(
	ctx: AppContext,
	{ email, studentName }: { email?: string; studentName?: string },
) {
	const address = email ?? `test-${createId()}@example.com`
	const at = ctx.now().getTime()
	const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1)
	const userId =
		existing?.id ??
		(
			await ctx.db
				.insert(users)
				.values({ email: address, name: 'Test Parent', kind: 'parent', emailVerifiedAt: at, signupSource: 'test' })
				.returning({ id: users.id })
		)[0]!.id
	const [account] = await ctx.db
		.insert(accounts)
		.values({
			studentName: studentName?.trim() || 'Test Student',
			graduationYear: ctx.now().getUTCFullYear() + 2,
			onboardingCompletedAt: at,
			createdByUserId: userId,
		})
		.returning({ id: accounts.id })
	await ctx.db.insert(memberships).values({ accountId: account!.id, userId, role: 'owner' })
	// A fixture, not a family's own start: the browser tests make families in bulk, so no trial is counted against the person.
	await startTrial(ctx, account!.id, defaultPlanSlug(ctx.env.PRICING_CATALOG), null)
	const { setCookie } = await createUserSession(ctx, userId, { currentAccountId: account!.id })
	return { userId, email: address, accountId: account!.id, setCookie }
}
