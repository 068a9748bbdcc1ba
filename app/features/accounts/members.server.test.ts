import { afterAll, beforeAll, expect, test } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import { FeatureError } from '#app/features/billing/require-feature.server'
import { memberships, pushSubscriptions } from '#app/lib/db/schema'
import { AccessError, requireAccountAccess } from './access.server'
import { listAudit } from './audit.server'
import {
	changeMemberRole,
	getInvitation,
	inviteMember,
	listMembers,
	MemberChangeError,
	removeMember,
	respondToInvitation,
	setMemberSections,
} from './members.server'

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(() => ctx.cleanup())

function lastInviteToken(to: string) {
	const mails = readdirSync(ctx.outboxDir)
		.filter((file) => file.endsWith('.json'))
		.sort()
		.map((file) => JSON.parse(readFileSync(path.join(ctx.outboxDir, file), 'utf8')))
		.filter((mail) => mail.to === to)
	return mails.at(-1).text.match(/\/invite\/(\S+)/)[1] as string
}

test('invite, accept once, audit; the last owner stays', async () => {
	const owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	const access = await requireAccountAccess({ db: ctx.db, user: { ...owner.user, sessionId: '', currentAccountId: null } }, owner.accountId!)
	const guest = await createSignedInUser(ctx)
	const guestUser = { ...guest.user, sessionId: '', currentAccountId: null }

	await inviteMember(ctx, { ...owner.user, sessionId: '', currentAccountId: null }, access, {
		email: guest.user.email,
		role: 'counselor',
		sections: ['colleges'],
	})
	const token = lastInviteToken(guest.user.email)
	expect((await getInvitation(ctx, token))!.state).toBe('valid')
	expect((await listMembers(ctx, owner.accountId!)).pending).toHaveLength(1)

	await respondToInvitation(ctx, guestUser, token, 'accept')
	await expect(respondToInvitation(ctx, guestUser, token, 'accept')).rejects.toThrow(MemberChangeError)
	const guestAccess = await requireAccountAccess({ db: ctx.db, user: guestUser }, owner.accountId!)
	expect(guestAccess).toMatchObject({ role: 'counselor', sections: ['colleges'], readOnly: true })

	await expect(removeMember(ctx, access, owner.user.id)).rejects.toThrow('The last owner cannot be removed.')
	await expect(changeMemberRole(ctx, access, owner.user.id, 'parent')).rejects.toThrow(/needs an owner/)
	await expect(changeMemberRole(ctx, guestAccess, owner.user.id, 'parent')).rejects.toThrow(/Only the account owner/)
	await changeMemberRole(ctx, access, guest.user.id, 'parent')
	await ctx.db.insert(pushSubscriptions).values({ accountId: owner.accountId!, userId: guest.user.id, endpoint: 'https://fcm.googleapis.com/fcm/send/guest', p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22), label: 'Phone', sessionId: 'a-session' })
	await removeMember(ctx, access, guest.user.id)
	expect(await ctx.db.select().from(pushSubscriptions), 'a removed member’s devices hear no more').toEqual([])

	const actions = (await listAudit(ctx, owner.accountId!)).map((entry) => entry.action)
	expect(actions).toEqual(['member.removed', 'member.role_changed', 'member.joined', 'member.invited', 'billing.trial_started'])
})

test('an invitation expires after 7 days and only answers the invited address', async () => {
	const owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	const ownerUser = { ...owner.user, sessionId: '', currentAccountId: null }
	const access = await requireAccountAccess({ db: ctx.db, user: ownerUser }, owner.accountId!)
	await inviteMember(ctx, ownerUser, access, { email: 'later@example.com', role: 'parent' })
	const token = lastInviteToken('later@example.com')
	const other = await createSignedInUser(ctx)
	await expect(respondToInvitation(ctx, { ...other.user, sessionId: '', currentAccountId: null }, token, 'accept')).rejects.toThrow(
		/sent to later@example.com/,
	)
	const eightDaysOn = { ...ctx, now: () => new Date(Date.now() + 8 * 24 * 60 * 60 * 1000) }
	expect((await getInvitation(eightDaysOn, token))!.state).toBe('expired')
	expect(await getInvitation(ctx, 'not-a-real-token-at-all-xxxx')).toBeNull()
})

test('inviting an existing member is refused', async () => {
	const owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	const ownerUser = { ...owner.user, sessionId: '', currentAccountId: null }
	const access = await requireAccountAccess({ db: ctx.db, user: ownerUser }, owner.accountId!)
	await expect(inviteMember(ctx, ownerUser, access, { email: owner.user.email, role: 'parent' })).rejects.toThrow(/already a member/)
})

test('a member whose role changes has the new role’s rights at once, never the old ones', async () => {
	const owner = await createSignedInUser(ctx, { role: 'owner', plan: 'premium-monthly' })
	const ownerUser = { ...owner.user, sessionId: '', currentAccountId: null }
	const access = await requireAccountAccess({ db: ctx.db, user: ownerUser }, owner.accountId!)
	const member = await createSignedInUser(ctx)
	const memberUser = { ...member.user, sessionId: '', currentAccountId: null }
	await ctx.db.insert(memberships).values({ accountId: owner.accountId!, userId: member.user.id, role: 'parent', sections: ['tasks', 'colleges', 'financial-aid'] })

	await changeMemberRole(ctx, access, member.user.id, 'counselor')
	// A counselor starts with nothing shared: the sections the parent had are not carried over.
	expect(await requireAccountAccess({ db: ctx.db, user: memberUser }, owner.accountId!)).toMatchObject({ role: 'counselor', sections: [], readOnly: true })
	await expect(requireAccountAccess({ db: ctx.db, user: memberUser }, owner.accountId!, { section: 'financial-aid' })).rejects.toThrow(AccessError)
	await expect(requireAccountAccess({ db: ctx.db, user: memberUser }, owner.accountId!, { section: 'tasks', write: true })).rejects.toThrow(AccessError)

	await changeMemberRole(ctx, access, member.user.id, 'parent')
	expect(await requireAccountAccess({ db: ctx.db, user: memberUser }, owner.accountId!, { section: 'tasks', write: true })).toMatchObject({ role: 'parent', readOnly: false })
})

test('making someone a counselor, sharing with one or letting one in is counselor sharing: a plan without it refuses, and stopping sharing never is', async () => {
	const owner = await createSignedInUser(ctx, { role: 'owner', plan: 'growth-monthly' })
	const ownerUser = { ...owner.user, sessionId: '', currentAccountId: null }
	const access = await requireAccountAccess({ db: ctx.db, user: ownerUser }, owner.accountId!)
	const parent = await createSignedInUser(ctx)
	const counselor = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values([
		{ accountId: owner.accountId!, userId: parent.user.id, role: 'parent' },
		{ accountId: owner.accountId!, userId: counselor.user.id, role: 'counselor', sections: ['tasks'] },
	])
	await expect(changeMemberRole(ctx, access, parent.user.id, 'counselor')).rejects.toThrow(FeatureError)
	await expect(setMemberSections(ctx, access, counselor.user.id, ['tasks', 'colleges'])).rejects.toThrow(FeatureError)
	await expect(setMemberSections(ctx, access, counselor.user.id, null)).rejects.toThrow(FeatureError)
	await expect(inviteMember(ctx, ownerUser, access, { email: 'new-counselor@example.com', role: 'counselor' })).rejects.toThrow(FeatureError)
	await setMemberSections(ctx, access, counselor.user.id, [])
	await removeMember(ctx, access, counselor.user.id)
	expect((await listMembers(ctx, owner.accountId!)).members.map((member) => member.role).sort()).toEqual(['owner', 'parent'])
})
