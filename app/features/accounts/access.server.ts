import { and, eq, sql } from 'drizzle-orm'
import { data } from 'react-router'
import type { AppContext } from '#app/lib/app-context'
import { preparedQuery } from '#app/lib/db/prepared'
import { memberships, type MemberRole } from '#app/lib/db/schema'
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

/** Who is asking. */
export type AccessContext = Pick<AppContext, 'db'> & { user: SessionUser | null }

/** A user's place in an account: their role and the sections shared with them (null: all). */
export interface Membership {
	role: MemberRole
	sections: string[] | null
}

export async function requireAccountAccess(ctx: AccessContext, accountId: string, rule: AccessRule = {}): Promise<AccountAccess> {
	const { user } = ctx
	if (!user) throw new AccessError(401, 'unauthorized', 'Please sign in to continue.')
	const [membership] = await membershipQuery(ctx.db).all({ accountId, userId: user.id })
	return accessFor(membership ?? null, user, accountId, rule)
}

/** The check behind every server function and action on an account. */
const membershipQuery = preparedQuery((db) =>
	db
		.select({ role: memberships.role, sections: memberships.sections })
		.from(memberships)
		.where(and(eq(memberships.accountId, sql.placeholder('accountId')), eq(memberships.userId, sql.placeholder('userId'))))
		.limit(1)
		.prepare(),
)

/** The gate's decision for a membership already read (null: not a member), or the AccessError. */
export function accessFor(membership: Membership | null, user: SessionUser, accountId: string, rule: AccessRule = {}): AccountAccess {
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

/** An AccessError as a route answers it: the 403 screen (or 401), with the code and message as data. */
export function routeRefusal(error: AccessError) {
	return data({ code: error.code, message: error.message }, { status: error.status })
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
		throw error instanceof AccessError ? routeRefusal(error) : error
	}
}
