import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { consumeRateLimits, type RateLimitRule, retryAfterText } from '#app/features/auth/rate-limit.server'
import { assertFeature } from '#app/features/billing/require-feature.server'
import { networkOf } from '#app/lib/network'
import { sha256Hex } from '#app/lib/crypto'
import { preparedQuery } from '#app/lib/db/prepared'
import { accounts, invitations, memberships, type MemberRole, pushSubscriptions, users } from '#app/lib/db/schema'
import type { SessionUser } from '#app/lib/session.server'
import type { AccountAccess } from './access.server'
import { writeAudit } from './audit.server'
import { INVITATION_LIFETIME_DAYS, invitationEmail } from './invitation-email'
import { defaultSections, invitableRoles, type AccountSection } from './permissions'

// Who belongs to a student account, and how they got there. Every function
// takes the caller's checked AccountAccess; owner-only changes check the role
// again here, so no route can forget it. Giving a counselor a seat or a
// section is the plan's «counselor sharing» (decision 022): only here is the
// member's role known, so here is where the plan is asked — for an invitation,
// a role change, sections shared and an invitation accepted. Taking sharing
// away is never locked.

type Ctx = Pick<AppContext, 'db' | 'now' | 'env' | 'mail' | 'clientAddress'>
type ChangeCtx = Pick<AppContext, 'db' | 'now' | 'env'>

export class MemberChangeError extends Error {
	override name = 'MemberChangeError'
	constructor(
		readonly status: 400 | 403 | 404 | 409 | 410 | 429,
		message: string,
		/** For a 429: when to try again. */
		readonly retryAfterSeconds?: number,
	) {
		super(message)
	}
}

/**
 * Invitations are mail we send to any address a member types: bounded per
 * network (IPv4 address or IPv6 /64) and per person, so an account cannot be
 * made into a way to mail strangers. A family inviting its parents, student
 * and counselor sends a handful.
 */
export const INVITATION_LIMITS = {
	perNetwork: { limit: 20, windowMs: 60 * 60 * 1000 },
	perInviter: { limit: 30, windowMs: 24 * 60 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>

const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000

function randomToken() {
	const bytes = crypto.getRandomValues(new Uint8Array(32))
	return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export async function listMembers(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string) {
	const [members, pending] = await Promise.all([listCurrentMembers(ctx, accountId), listPendingInvitations(ctx, accountId)])
	return { members, pending }
}

/** The account's members (not its pending invitations), the first to join first. */
export function listCurrentMembers(ctx: Pick<AppContext, 'db'>, accountId: string) {
	return currentMembersQuery(ctx.db).all({ accountId })
}

const currentMembersQuery = preparedQuery((db) =>
	db
		.select({
			userId: users.id,
			email: users.email,
			name: users.name,
			role: memberships.role,
			sections: memberships.sections,
			joinedAt: memberships.createdAt,
		})
		.from(memberships)
		.innerJoin(users, eq(users.id, memberships.userId))
		.where(eq(memberships.accountId, sql.placeholder('accountId')))
		.orderBy(asc(memberships.createdAt))
		.prepare(),
)

function listPendingInvitations(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string) {
	return pendingInvitationsQuery(ctx.db).all({ accountId, now: ctx.now().getTime() })
}

const pendingInvitationsQuery = preparedQuery((db) =>
	db
		.select({
			id: invitations.id,
			email: invitations.email,
			role: invitations.role,
			sections: invitations.sections,
			expiresAt: invitations.expiresAt,
			createdAt: invitations.createdAt,
		})
		.from(invitations)
		.where(
			and(
				eq(invitations.accountId, sql.placeholder('accountId')),
				isNull(invitations.acceptedAt),
				isNull(invitations.declinedAt),
				isNull(invitations.revokedAt),
				gt(invitations.expiresAt, sql.placeholder('now')),
			),
		)
		.orderBy(asc(invitations.createdAt))
		.prepare(),
)

export async function inviteMember(
	ctx: Ctx,
	inviter: SessionUser,
	access: AccountAccess,
	{ email, role, sections }: { email: string; role: MemberRole; sections?: AccountSection[] },
) {
	if (!invitableRoles(access.role).includes(role)) {
		throw new MemberChangeError(403, `As ${access.role}, you can't invite someone as ${role}.`)
	}
	const [existing] = await ctx.db
		.select({ userId: users.id })
		.from(memberships)
		.innerJoin(users, eq(users.id, memberships.userId))
		.where(and(eq(memberships.accountId, access.accountId), eq(users.email, email)))
		.limit(1)
	if (existing) throw new MemberChangeError(409, `${email} is already a member of this student account.`)
	if (role === 'counselor') await assertFeature(ctx, access.accountId, 'counselor-sharing')
	const limited = await consumeRateLimits(ctx, [
		{ key: `invite:network:${networkOf(ctx.clientAddress)}`, rule: INVITATION_LIMITS.perNetwork },
		{ key: `invite:user:${inviter.id}`, rule: INVITATION_LIMITS.perInviter },
	])
	if (!limited.ok) {
		throw new MemberChangeError(429, `Too many invitations sent for now. Try again ${retryAfterText(limited.retryAfterSeconds)}.`, limited.retryAfterSeconds)
	}

	const at = ctx.now().getTime()
	// A new invitation to the same address replaces any still pending.
	await ctx.db
		.update(invitations)
		.set({ revokedAt: at })
		.where(
			and(
				eq(invitations.accountId, access.accountId),
				eq(invitations.email, email),
				isNull(invitations.acceptedAt),
				isNull(invitations.declinedAt),
				isNull(invitations.revokedAt),
			),
		)
	const token = randomToken()
	const memberSections = role === 'counselor' ? (sections ?? defaultSections(role)) : null
	const [invitation] = await ctx.db
		.insert(invitations)
		.values({
			accountId: access.accountId,
			email,
			role,
			sections: memberSections,
			tokenHash: await sha256Hex(token),
			invitedByUserId: inviter.id,
			expiresAt: at + INVITATION_LIFETIME_MS,
			createdAt: at,
		})
		.returning({ id: invitations.id })
	const [account] = await ctx.db
		.select({ studentName: accounts.studentName })
		.from(accounts)
		.where(eq(accounts.id, access.accountId))
		.limit(1)
	await ctx.mail.send(
		invitationEmail({
			to: email,
			inviterName: inviter.name || inviter.email,
			studentName: account?.studentName ?? 'a student',
			role,
			link: `${ctx.env.BASE_URL}/invite/${token}`,
		}),
	)
	await writeAudit(ctx, {
		actorUserId: inviter.id,
		accountId: access.accountId,
		action: 'member.invited',
		targetType: 'invitation',
		targetId: invitation!.id,
		details: { email, role, sections: memberSections },
	})
	return { invitationId: invitation!.id }
}

export type InvitationState = 'valid' | 'expired' | 'accepted' | 'declined' | 'revoked'

export async function getInvitation(ctx: Pick<AppContext, 'db' | 'now'>, token: string) {
	if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
	const [row] = await ctx.db
		.select({
			id: invitations.id,
			accountId: invitations.accountId,
			email: invitations.email,
			role: invitations.role,
			sections: invitations.sections,
			expiresAt: invitations.expiresAt,
			acceptedAt: invitations.acceptedAt,
			declinedAt: invitations.declinedAt,
			revokedAt: invitations.revokedAt,
			studentName: accounts.studentName,
			inviterName: users.name,
			inviterEmail: users.email,
		})
		.from(invitations)
		.innerJoin(accounts, eq(accounts.id, invitations.accountId))
		.leftJoin(users, eq(users.id, invitations.invitedByUserId))
		.where(eq(invitations.tokenHash, await sha256Hex(token)))
		.limit(1)
	if (!row) return null
	const state: InvitationState = row.acceptedAt
		? 'accepted'
		: row.declinedAt
			? 'declined'
			: row.revokedAt
				? 'revoked'
				: row.expiresAt <= ctx.now().getTime()
					? 'expired'
					: 'valid'
	return { ...row, state }
}

export async function respondToInvitation(
	ctx: ChangeCtx,
	user: SessionUser,
	token: string,
	answer: 'accept' | 'decline',
) {
	const invitation = await getInvitation(ctx, token)
	if (!invitation) throw new MemberChangeError(404, 'This invitation does not exist.')
	if (invitation.state !== 'valid') {
		throw new MemberChangeError(410, `This invitation was already ${invitation.state === 'expired' ? 'expired' : invitation.state}.`)
	}
	if (invitation.email !== user.email) {
		throw new MemberChangeError(
			403,
			`This invitation was sent to ${invitation.email}. Sign in with that address to answer it.`,
		)
	}
	// The plan that let the owner invite a counselor may have ended since.
	if (answer === 'accept' && invitation.role === 'counselor') await assertFeature(ctx, invitation.accountId, 'counselor-sharing')
	const at = ctx.now().getTime()
	// Single use: only the request that flips it from pending gets to act on it.
	const flipped = await ctx.db
		.update(invitations)
		.set(answer === 'accept' ? { acceptedAt: at } : { declinedAt: at })
		.where(
			and(
				eq(invitations.id, invitation.id),
				isNull(invitations.acceptedAt),
				isNull(invitations.declinedAt),
				isNull(invitations.revokedAt),
			),
		)
		.returning({ id: invitations.id })
	if (flipped.length === 0) throw new MemberChangeError(410, 'This invitation was already answered.')
	if (answer === 'accept') {
		await ctx.db
			.insert(memberships)
			.values({ accountId: invitation.accountId, userId: user.id, role: invitation.role, sections: invitation.sections })
			.onConflictDoNothing()
	}
	await writeAudit(ctx, {
		actorUserId: user.id,
		accountId: invitation.accountId,
		action: answer === 'accept' ? 'member.joined' : 'member.declined',
		targetType: 'invitation',
		targetId: invitation.id,
		details: { email: user.email, role: invitation.role },
	})
	return { accountId: invitation.accountId }
}

function requireOwner(access: AccountAccess) {
	if (access.role !== 'owner') throw new MemberChangeError(403, 'Only the account owner can change members.')
}

async function getMember(ctx: Pick<AppContext, 'db'>, accountId: string, userId: string) {
	const [member] = await ctx.db
		.select({ role: memberships.role, sections: memberships.sections })
		.from(memberships)
		.where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)))
		.limit(1)
	if (!member) throw new MemberChangeError(404, 'That person is not a member of this student account.')
	return member
}

async function ownerCount(ctx: Pick<AppContext, 'db'>, accountId: string) {
	const [row] = await ctx.db
		.select({ n: count() })
		.from(memberships)
		.where(and(eq(memberships.accountId, accountId), eq(memberships.role, 'owner')))
	return row?.n ?? 0
}

export async function changeMemberRole(
	ctx: ChangeCtx,
	access: AccountAccess,
	memberUserId: string,
	role: MemberRole,
) {
	requireOwner(access)
	const member = await getMember(ctx, access.accountId, memberUserId)
	if (member.role === role) return
	if (member.role === 'owner' && (await ownerCount(ctx, access.accountId)) <= 1) {
		throw new MemberChangeError(409, 'A student account needs an owner: make someone else owner first.')
	}
	if (role === 'counselor') await assertFeature(ctx, access.accountId, 'counselor-sharing')
	// The new role's rights, never the old role's: a parent made counselor starts with nothing shared.
	await ctx.db
		.update(memberships)
		.set({ role, sections: defaultSections(role) })
		.where(and(eq(memberships.accountId, access.accountId), eq(memberships.userId, memberUserId)))
	await writeAudit(ctx, {
		actorUserId: access.userId,
		accountId: access.accountId,
		action: 'member.role_changed',
		targetType: 'user',
		targetId: memberUserId,
		details: { from: member.role, to: role },
	})
}

export async function removeMember(ctx: Pick<AppContext, 'db' | 'now'>, access: AccountAccess, memberUserId: string) {
	requireOwner(access)
	const member = await getMember(ctx, access.accountId, memberUserId)
	if (member.role === 'owner' && (await ownerCount(ctx, access.accountId)) <= 1) {
		throw new MemberChangeError(409, 'The last owner cannot be removed.')
	}
	await ctx.db
		.delete(memberships)
		.where(and(eq(memberships.accountId, access.accountId), eq(memberships.userId, memberUserId)))
	// Their devices stop hearing about this student.
	await ctx.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.accountId, access.accountId), eq(pushSubscriptions.userId, memberUserId)))
	await writeAudit(ctx, {
		actorUserId: access.userId,
		accountId: access.accountId,
		action: 'member.removed',
		targetType: 'user',
		targetId: memberUserId,
		details: { role: member.role },
	})
}

/** Which sections a member sees: null for everything (owners always), or a list. */
export async function setMemberSections(
	ctx: ChangeCtx,
	access: AccountAccess,
	memberUserId: string,
	sections: AccountSection[] | null,
) {
	requireOwner(access)
	const member = await getMember(ctx, access.accountId, memberUserId)
	if (member.role === 'owner') throw new MemberChangeError(400, 'Owners always see every section.')
	const widens = sections === null || sections.some((section) => member.sections !== null && !member.sections.includes(section))
	if (member.role === 'counselor' && widens) await assertFeature(ctx, access.accountId, 'counselor-sharing')
	await ctx.db
		.update(memberships)
		.set({ sections })
		.where(and(eq(memberships.accountId, access.accountId), eq(memberships.userId, memberUserId)))
	await writeAudit(ctx, {
		actorUserId: access.userId,
		accountId: access.accountId,
		action: 'member.visibility_changed',
		targetType: 'user',
		targetId: memberUserId,
		details: { from: member.sections, to: sections },
	})
}

export async function revokeInvitation(ctx: Pick<AppContext, 'db' | 'now'>, access: AccountAccess, invitationId: string) {
	requireOwner(access)
	const revoked = await ctx.db
		.update(invitations)
		.set({ revokedAt: ctx.now().getTime() })
		.where(
			and(
				eq(invitations.id, invitationId),
				eq(invitations.accountId, access.accountId),
				isNull(invitations.acceptedAt),
				isNull(invitations.revokedAt),
			),
		)
		.returning({ id: invitations.id })
	if (revoked.length === 0) throw new MemberChangeError(404, 'No pending invitation with that id.')
	await writeAudit(ctx, {
		actorUserId: access.userId,
		accountId: access.accountId,
		action: 'member.invitation_revoked',
		targetType: 'invitation',
		targetId: invitationId,
	})
}
