import { asc, eq } from 'drizzle-orm'
import { type AppContext } from '#app/lib/app-context'
import { accounts, memberships, plans, type MemberRole } from '#app/lib/db/schema'
import { type SessionUser } from '#app/lib/session.server'
import { safeRedirect } from './redirects'

// What the session says about the visitor (spec §3 Session, §7 calls): the
// user, the current account and the account list.

export interface SessionAccount {
	id: string
	accountId: string
	studentName: string
	plan: string | null
	role: MemberRole
	onboarded: boolean
}

export function publicUser(user: SessionUser) {
	return { id: user.id, email: user.email, name: user.name, kind: user.kind, isAdmin: user.isAdmin }
}

export async function getSessionAccounts(ctx: Pick<AppContext, 'db'>, userId: string): Promise<SessionAccount[]> {
	const rows = await ctx.db
		.select({
			id: accounts.id,
			studentName: accounts.studentName,
			plan: plans.slug,
			role: memberships.role,
			onboardingCompletedAt: accounts.onboardingCompletedAt,
		})
		.from(memberships)
		.innerJoin(accounts, eq(accounts.id, memberships.accountId))
		.leftJoin(plans, eq(plans.id, accounts.planId))
		.where(eq(memberships.userId, userId))
		.orderBy(asc(accounts.createdAt))
	return rows.map(({ onboardingCompletedAt, ...row }) => ({
		...row,
		accountId: row.id,
		onboarded: onboardingCompletedAt !== null,
	}))
}

/** spec §7 "session check": where to send the visitor, who they are, onboarded, their role. */
export async function checkSession(ctx: Pick<AppContext, 'db'>, user: SessionUser | null) {
	if (!user) return { redirectTo: '/login', user: null, isOnboarded: false, userRole: null }
	const list = await getSessionAccounts(ctx, user.id)
	const current = list.find((account) => account.id === user.currentAccountId) ?? list[0] ?? null
	const isOnboarded = list.some((account) => account.onboarded)
	return {
		redirectTo: isOnboarded ? null : '/onboarding',
		user: publicUser(user),
		isOnboarded,
		userRole: current?.role ?? null,
	}
}

/** spec §7 "session redirect check": a signed-in visitor is sent on (to /dashboard by default). */
export function checkSessionRedirect(user: SessionUser | null, redirectTo = '/dashboard') {
	return { shouldRedirect: user !== null, redirectTo: safeRedirect(redirectTo, '/dashboard') }
}
