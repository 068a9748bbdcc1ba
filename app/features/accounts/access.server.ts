import { and, eq } from 'drizzle-orm'
import { data } from 'react-router'
import type { AppContext } from '#app/lib/app-context'
import { memberships, type MemberRole } from '#app/lib/db/schema'
import { oncePerRequest, requestScopeOf } from '#app/lib/request-memo'
import type { SessionUser } from '#app/lib/session.server'
import { type AccessRule, decideAccess, visibleSections, type AccountSection } from './permissions'

// The one gate for account data (issue «Accounts»): every loader, action and
// server function that touches an account calls requireAccountAccess with the
// account id it is about to use. No query takes an account id without it.

export interface AccountAccess {
	accountId: string
	userId: string
	role: MemberRole
	sections: AccountSection[]
	readOnly: boolean
}

export class AccessError extends Error {
	override name = 'AccessError'
	constructor(
		readonly status: 401 | 403,
		readonly code: 'unauthorized' | 'forbidden' | 'not_shared' | 'read_only',
		message: string,
	) {
		super(message)
	}
}

const messages = {
	'not-member': 'You do not have access to this student account.',
	role: 'Your role on this student account does not allow that.',
	section: 'This part of the student account has not been shared with you.',
	'read-only': 'You can view this student account but not change it.',
} as const

/** Who is asking; with the request, the membership is read once for all of its loaders. */
export type AccessContext = Pick<AppContext, 'db' | 'requestScope'> & { user: SessionUser | null; request?: Request }

export async function requireAccountAccess(ctx: AccessContext, accountId: string, rule: AccessRule = {}): Promise<AccountAccess> {
	const { user, request } = ctx
	if (!user) throw new AccessError(401, 'unauthorized', 'Please sign in to continue.')
	const readMembership = async () => {
		const [row] = await ctx.db
			.select({ role: memberships.role, sections: memberships.sections })
			.from(memberships)
			.where(and(eq(memberships.accountId, accountId), eq(memberships.userId, user.id)))
			.limit(1)
		return row ?? null
	}
	const membership = await (request ? oncePerRequest(requestScopeOf(ctx, request), `membership:${user.id}:${accountId}`, readMembership) : readMembership())
	if (!membership) throw new AccessError(403, 'forbidden', messages['not-member'])
	const decision = decideAccess(membership, rule)
	if (!decision.ok) {
		throw new AccessError(
			403,
			decision.reason === 'section' ? 'not_shared' : decision.reason === 'read-only' ? 'read_only' : 'forbidden',
			messages[decision.reason],
		)
	}
	return {
		accountId,
		userId: user.id,
		role: membership.role,
		sections: visibleSections(membership),
		readOnly: decision.readOnly,
	}
}

/** The same gate for route loaders and actions: a refusal renders the 403 screen. */
export async function requireAccountAccessForRoute(
	ctx: AccessContext,
	accountId: string,
	rule: AccessRule = {},
): Promise<AccountAccess> {
	try {
		return await requireAccountAccess(ctx, accountId, rule)
	} catch (error) {
		if (error instanceof AccessError) {
			throw data({ code: error.code, message: error.message }, { status: error.status })
		}
		throw error
	}
}
